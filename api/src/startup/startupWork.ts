// Work the api does in the background once it has started: rendering the
// product images and making the video clips. Requests never wait for it, but
// on a first start it takes a core for minutes, so what measures the site
// (pnpm bench:web) waits until GET /_api/health lists none of it.

export class StartupWork {
  private readonly running = new Set<string>();
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  private readonly stopping = new AbortController();

  /**
   * Runs `work` in the background after `delayMs`. Its name is listed from
   * now, not only once the timer fires, so a caller who asks at once is not
   * told the api is idle; it is taken off when the work settles, whether it
   * succeeded or not (`work` reports its own failures). `work` is given a
   * signal that aborts when the api closes.
   */
  start(name: string, delayMs: number, work: (signal: AbortSignal) => Promise<unknown>): void {
    this.running.add(name);
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void work(this.stopping.signal)
        .catch(() => undefined)
        .finally(() => this.running.delete(name));
    }, delayMs);
    timer.unref();
    this.timers.add(timer);
  }

  /** The names of the work still to finish, in the order it was started. */
  pending(): string[] {
    return [...this.running];
  }

  /** The api is closing: drops work whose timer has not fired yet and aborts the signal of work under way. */
  cancel(): void {
    this.stopping.abort();
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.running.clear();
  }
}
