// POST /_api/customer/register (the api's account/routes.ts): a new customer,
// signed in at once, answered like a sign-in.
import { apiPaths, type SessionSummary } from '@storefront/shared-contracts';
import type { SignUpForm, SignUpProblems } from '@storefront/shared-contracts/account/sign-up';
import { cartOf, isRecord, isUser, readJson, sessionFrom, type LoginPage } from '../session/loginApi';

export type RegisterResult =
  | { ok: true; session: SessionSummary; cart: LoginPage['cart'] }
  /** The api's verdict: the field and its problem (an address already registered is `accountExists`). */
  | { ok: false; field: keyof SignUpProblems; problem: string }
  | { ok: false; field: null; status: number | null };

const FIELDS = new Set(['firstName', 'email', 'password']);

export async function register(form: SignUpForm & { csrf: string }): Promise<RegisterResult> {
  let response: Response;
  try {
    response = await fetch(apiPaths.register(), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ csrf: form.csrf, firstName: form.firstName.trim(), email: form.email.trim(), password: form.password }),
    });
  } catch {
    return { ok: false, field: null, status: null };
  }
  const body = await readJson(response);
  if (response.ok && isRecord(body) && body.success === true && isUser(body.user) && !body.user.guest) {
    const cart = cartOf(body.cart);
    return { ok: true, session: sessionFrom(body.user, cart), cart };
  }
  if (isRecord(body) && typeof body.field === 'string' && FIELDS.has(body.field)) {
    const problem = body.error === 'ACCOUNT_EXISTS' ? 'accountExists' : typeof body.problem === 'string' ? body.problem : null;
    if (problem) return { ok: false, field: body.field as keyof SignUpProblems, problem };
  }
  return { ok: false, field: null, status: response.status };
}
