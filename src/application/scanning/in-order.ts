/**
 * Runs a screen's scans in the order they came: at once while none waits (so a scan matched on the
 * phone is handled before the next key), after the waiting ones when one had to ask the server.
 * A scanner sends the next code without waiting for the answer to the last one.
 */
export class InOrder {
  private tail: Promise<void> | null = null;

  run(step: () => void | Promise<void>): void | Promise<void> {
    if (!this.tail) {
      const started = step();
      return started ? this.track(started) : undefined;
    }
    return this.track(this.tail.then(step));
  }

  /** Resolves once every scan taken so far is handled. */
  settled(): Promise<void> {
    return this.tail ?? Promise.resolve();
  }

  private track(step: Promise<void>): Promise<void> {
    const tail = step.catch(() => undefined);
    this.tail = tail;
    void tail.then(() => {
      if (this.tail === tail) this.tail = null;
    });
    return step;
  }
}
