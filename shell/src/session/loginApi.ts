// GET /login (the csrf token, and who the shopper is) and POST /login (spec 2 §7).
import { apiPaths, isRecord, type LoginPageAnswer, type SessionSummary, type User } from '@storefront/shared-contracts';

export function isUser(value: unknown): value is User {
  return isRecord(value) && typeof value.id === 'string' && value.id !== '' && typeof value.guest === 'boolean';
}

type CartSummary = LoginPageAnswer['cart'];

export function cartOf(value: unknown): CartSummary {
  if (!isRecord(value) || typeof value.id !== 'string') return null;
  const count = value.itemCount;
  return typeof count === 'number' && Number.isInteger(count) && count >= 0 ? { id: value.id, itemCount: count } : null;
}

/** The session summary a signed-in answer gives: the user, and the bag count (0 without a cart). */
export function sessionFrom(user: User, cart: CartSummary): SessionSummary {
  const { id, guest, email, firstName, premierExpiry } = user;
  // Only the catalogue's user fields travel on the bus (session:changed checks its payload).
  const clean: User = { id, guest, ...(email ? { email } : {}), ...(firstName ? { firstName } : {}), ...(premierExpiry ? { premierExpiry } : {}) };
  return { user: clean, basketCount: cart?.itemCount ?? 0 };
}

export async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

export class LoginPageError extends Error {
  constructor(readonly serverMessage: string | null) {
    super(serverMessage ?? 'the sign-in form could not be loaded');
    this.name = 'LoginPageError';
  }
}

export interface LoginPage {
  csrf: string;
  user: User;
  cart: CartSummary;
  /** A message the server has for the form (LoginPageAnswer.error). */
  error: string | null;
}

/** Loads the csrf token the form must send; throws LoginPageError when there is none to use. */
export async function loadLoginPage(init: { signal?: AbortSignal } = {}): Promise<LoginPage> {
  let response: Response;
  try {
    response = await fetch(apiPaths.login(), { credentials: 'same-origin', headers: { Accept: 'application/json' }, signal: init.signal });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new LoginPageError(null);
  }
  const body = await readJson(response);
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);
  if (!response.ok) {
    // Failures answer { error: CODE, message }: the message is for the shopper.
    throw new LoginPageError(isRecord(body) ? text(body.message) : null);
  }
  if (!isRecord(body) || typeof body.csrf !== 'string' || body.csrf === '' || !isUser(body.user)) {
    throw new LoginPageError(isRecord(body) ? text(body.error) : null);
  }
  const serverMessage = text(body.error);
  return { csrf: body.csrf, user: body.user, cart: cartOf(body.cart), error: serverMessage };
}

export interface SignInForm {
  csrf: string;
  username: string;
  password: string;
}

export type SignInResult =
  | { ok: true; session: SessionSummary; cart: CartSummary }
  | { ok: false; message: string | null; status: number | null };

/** Posts the form as application/x-www-form-urlencoded (csrf, username, password). */
export async function signIn(form: SignInForm): Promise<SignInResult> {
  let response: Response;
  try {
    response = await fetch(apiPaths.login(), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
      body: new URLSearchParams({ csrf: form.csrf, username: form.username, password: form.password }),
    });
  } catch {
    return { ok: false, message: null, status: null };
  }
  const body = await readJson(response);
  const message = isRecord(body) && typeof body.message === 'string' && body.message.trim() !== '' ? body.message : null;
  if (response.ok && isRecord(body) && body.success === true && isUser(body.user) && !body.user.guest) {
    const cart = cartOf(body.cart);
    return { ok: true, session: sessionFrom(body.user, cart), cart };
  }
  return { ok: false, message, status: response.status };
}
