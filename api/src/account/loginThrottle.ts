// Failed sign-ins are counted per account and per client address over a
// sliding window; past the limit the form answers 429 until the oldest
// failure leaves the window. Only failures count, so a shopper who signs in
// often is never held up, and a success clears the account's count.
// In memory: one api process holds the counts (a fleet would keep them in
// its shared store).

export interface LoginThrottleOptions {
  /** Failures allowed per account in the window. */
  perAccount?: number;
  /** Failures allowed per client address in the window (many accounts tried from one place). */
  perAddress?: number;
  windowMs?: number;
  /** Most keys kept; the least recently failed go first. */
  maxKeys?: number;
  now?: () => number;
}

export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();
  private readonly perAccount: number;
  private readonly perAddress: number;
  private readonly windowMs: number;
  private readonly maxKeys: number;
  private readonly now: () => number;

  constructor(options: LoginThrottleOptions = {}) {
    this.perAccount = options.perAccount ?? 5;
    this.perAddress = options.perAddress ?? 50;
    this.windowMs = options.windowMs ?? 15 * 60_000;
    this.maxKeys = options.maxKeys ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  /** Seconds to wait before this account may be tried from this address again; 0 when it may now. */
  waitSeconds(address: string, username: string): number {
    const wait = Math.max(this.waitFor(accountKey(username), this.perAccount), this.waitFor(`address:${address}`, this.perAddress));
    return Math.ceil(wait / 1000);
  }

  failed(address: string, username: string): void {
    this.record(accountKey(username));
    this.record(`address:${address}`);
  }

  succeeded(username: string): void {
    this.failures.delete(accountKey(username));
  }

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const times = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (times.length) this.failures.set(key, times);
    else this.failures.delete(key);
    return times;
  }

  private waitFor(key: string, limit: number): number {
    const times = this.recent(key);
    if (times.length < limit) return 0;
    // Allowed again once enough failures have left the window.
    return times[times.length - limit]! + this.windowMs - this.now();
  }

  private record(key: string): void {
    const times = this.recent(key);
    this.failures.delete(key);
    this.failures.set(key, [...times, this.now()]);
    for (const oldest of this.failures.keys()) {
      if (this.failures.size <= this.maxKeys) break;
      this.failures.delete(oldest);
    }
  }
}

const accountKey = (username: string) => `account:${username.trim().toLowerCase()}`;
