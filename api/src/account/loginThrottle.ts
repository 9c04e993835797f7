// Failed sign-ins are counted per account and per client address over a
// sliding window; past the limit the form answers 429 until the oldest
// failure leaves the window. Only failures count, so a shopper who signs in
// often is never held up, and a success clears the account's count.
// The failures live in the database (login_failures, migration 0008), so
// every api instance on one database counts the same attempts: a client
// whose tries are spread over several instances is held like one that hits
// a single instance.
import type { Db } from '../db/db';

/** The held account's refusal, in English (messages.ts says it in the fascia's language): "1 minute", "15 minutes". */
export function tooManyAttemptsMessage(minutes: number): string {
  return `Too many sign-in attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}, or reset your password.`;
}

export interface LoginThrottleOptions {
  /** Failures allowed per account in the window. */
  perAccount?: number;
  /** Failures allowed per client address in the window (many accounts tried from one place). */
  perAddress?: number;
  windowMs?: number;
  now?: () => number;
}

export class LoginThrottle {
  private readonly perAccount: number;
  private readonly perAddress: number;
  private readonly windowMs: number;
  private readonly now: () => number;

  constructor(
    private readonly db: Db,
    options: LoginThrottleOptions = {},
  ) {
    this.perAccount = options.perAccount ?? 5;
    this.perAddress = options.perAddress ?? 50;
    this.windowMs = options.windowMs ?? 15 * 60_000;
    this.now = options.now ?? Date.now;
  }

  /** Seconds to wait before this account may be tried from this address again; 0 when it may now. */
  async waitSeconds(address: string, username: string): Promise<number> {
    const now = this.now();
    const [account, fromAddress] = await Promise.all([
      this.waitFor(accountKey(username), this.perAccount, now),
      this.waitFor(addressKey(address), this.perAddress, now),
    ]);
    return Math.ceil(Math.max(account, fromAddress) / 1000);
  }

  async failed(address: string, username: string): Promise<void> {
    const now = this.now();
    await this.db.transaction(async (tx) => {
      // Failures that left the window count no more: forget them (any key).
      await tx.query('DELETE FROM login_failures WHERE failed_at <= $1', [now - this.windowMs]);
      await tx.query('INSERT INTO login_failures (key, failed_at) VALUES ($1, $3), ($2, $3)', [accountKey(username), addressKey(address), now]);
    });
  }

  async succeeded(username: string): Promise<void> {
    await this.db.query('DELETE FROM login_failures WHERE key = $1', [accountKey(username)]);
  }

  private async waitFor(key: string, limit: number, now: number): Promise<number> {
    // The limit-th most recent failure in the window: allowed again once it leaves the window.
    const rows = await this.db.query<{ failed_at: string | number }>(
      'SELECT failed_at FROM login_failures WHERE key = $1 AND failed_at > $2 ORDER BY failed_at DESC LIMIT 1 OFFSET $3',
      [key, now - this.windowMs, limit - 1],
    );
    const oldestCounted = rows[0];
    if (!oldestCounted) return 0;
    return Math.max(0, Number(oldestCounted.failed_at) + this.windowMs - now);
  }
}

const accountKey = (username: string) => `account:${username.trim().toLowerCase()}`;
const addressKey = (address: string) => `address:${address}`;
