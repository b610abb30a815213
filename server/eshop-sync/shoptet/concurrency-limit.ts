/**
 * At most `limit` calls at once; the others wait in order. Shoptet answers 429 past 3 concurrent
 * connections per token, so a node never opens more than that for one token.
 */
export class ConcurrencyLimit {
  private active = 0;
  private readonly queue: Array<() => void> = [];

  constructor(readonly limit: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) await new Promise<void>((resolve) => this.queue.push(resolve));
    else this.active++;
    try {
      return await work();
    } finally {
      const next = this.queue.shift();
      // The slot passes straight to the next waiter, so `active` never drops in between.
      if (next) next();
      else this.active--;
    }
  }
}
