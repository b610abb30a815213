/** The receipt being scanned on a list's screen, as processing the list needs it. */
export interface UnsentReceipt {
  readonly hasUnsentItems: boolean;
  /** Sends the scanned lines into the list; false when they did not go (the screen says why). */
  submitClicked(): Promise<boolean>;
}

/**
 * Processing closes a list to receiving, so pieces scanned and not yet sent would be left out of it and
 * out of stock, and the backorder would re-order them. They are sent first; if that fails nothing is
 * processed and the scanned lines stay on the screen.
 */
export async function processAfterSending(receipt: UnsentReceipt, process: () => Promise<void>): Promise<boolean> {
  if (receipt.hasUnsentItems && !(await receipt.submitClicked())) return false;
  await process();
  return true;
}
