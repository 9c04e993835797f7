// User, customer and session (spec 2 §3, §6).
export interface User {
  id: string;
  guest: boolean;
  email?: string;
  firstName?: string;
  /** Premier membership expiry (ISO date), when the customer is a member. */
  premierExpiry?: string;
}

export interface Customer {
  affiliateId: string;
}

/** Answer of GET /account. */
export interface AccountAnswer {
  user: User;
  cart: { id: string; itemCount: number } | null;
}

/** Answer of GET /login (spec 2 §7). */
export interface LoginPageAnswer {
  csrf: string;
  cart: { id: string; itemCount: number } | null;
  user: User;
  error?: string;
}

export interface SessionSummary {
  user: User;
  basketCount: number;
}
