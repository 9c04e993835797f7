// The signed-in session kept for this tab (spec 2 §4 "stores the user session
// locally"): a summary only, never a token or password.
import type { SessionSummary } from '@storefront/shared-contracts';
import { isUser } from './loginApi';

export const SESSION_STORAGE_KEY = 'storefront.session';

export function storeSession(summary: SessionSummary): void {
  try {
    window.sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(summary));
  } catch {
    // Blocked storage: the bus still carries the session for this page.
  }
}

/** The stored summary, or null when there is none or it is not one. */
export function readStoredSession(): SessionSummary | null {
  let raw: string | null;
  try {
    raw = window.sessionStorage.getItem(SESSION_STORAGE_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<SessionSummary> | null;
    const count = value?.basketCount;
    if (!value || !isUser(value.user) || typeof count !== 'number' || !Number.isInteger(count) || count < 0) return null;
    return { user: value.user, basketCount: count };
  } catch {
    return null;
  }
}

export function clearStoredSession(): void {
  try {
    window.sessionStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Nothing stored when storage is blocked.
  }
}
