// The account pages' calls to the api (its account/routes.ts): sign-up, and
// asking for and using an emailed link (password reset, sign-in link). Each
// sends JSON with the session's csrf; a sign-in's answer becomes the session
// the page announces.
import { apiPaths, isRecord, wishlistItemFromQuery, type SessionSummary, type WishlistItem } from '@storefront/shared-contracts';
import type { SignUpForm, SignUpProblems } from '@storefront/shared-contracts/account/sign-up';
import { cartOf, isUser, readJson, sessionFrom, type LoginPage } from '../session/loginApi';

type Field = keyof SignUpProblems;

/** The api's verdict on a form: a field and its problem, or none that the page can point at. */
export type FormRefusal =
  | { ok: false; field: Field; problem: string }
  /** `error`: the api's code (`LINK_EXPIRED` for a used or expired link); null when there was no answer. */
  | { ok: false; field: null; status: number | null; error: string | null };

export type SignedInResult = { ok: true; session: SessionSummary; cart: LoginPage['cart'] } | FormRefusal;

const FIELDS = new Set<string>(['firstName', 'email', 'password']);

async function send(path: string, body: Record<string, unknown>, init: Pick<RequestInit, 'keepalive'> = {}): Promise<{ response: Response; body: unknown } | null> {
  try {
    const response = await fetch(path, {
      ...init,
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { response, body: await readJson(response) };
  } catch {
    return null;
  }
}

function refusal(status: number | null, body: unknown): FormRefusal {
  if (isRecord(body) && typeof body.field === 'string' && FIELDS.has(body.field)) {
    const problem = body.error === 'ACCOUNT_EXISTS' ? 'accountExists' : typeof body.problem === 'string' ? body.problem : null;
    if (problem) return { ok: false, field: body.field as Field, problem };
  }
  return { ok: false, field: null, status, error: isRecord(body) && typeof body.error === 'string' ? body.error : null };
}

async function signInBy(path: string, body: Record<string, unknown>): Promise<SignedInResult> {
  return signedInFrom(await send(path, body));
}

function signedInFrom(sent: { response: Response; body: unknown } | null): SignedInResult {
  if (!sent) return refusal(null, null);
  const answer = sent.body;
  if (sent.response.ok && isRecord(answer) && answer.success === true && isUser(answer.user) && !answer.user.guest) {
    const cart = cartOf(answer.cart);
    return { ok: true, session: sessionFrom(answer.user, cart), cart };
  }
  return refusal(sent.response.status, answer);
}

/** POST /_api/customer/register: a new customer, signed in at once. */
export function register(form: SignUpForm & { csrf: string }): Promise<SignedInResult> {
  return signInBy(apiPaths.register(), { csrf: form.csrf, firstName: form.firstName.trim(), email: form.email.trim(), password: form.password });
}

export type LinkKind = 'resetPassword' | 'signInLink';

/** Mails a link to the address when it has an account (the answer does not say whether it has). */
export async function requestLink(
  kind: LinkKind,
  form: { csrf: string; email: string; source?: string; wishlistItem?: WishlistItem },
): Promise<{ ok: true } | FormRefusal> {
  const path = kind === 'resetPassword' ? apiPaths.passwordReset() : apiPaths.signInLink();
  const sent = await send(path, { csrf: form.csrf, email: form.email.trim(), ...(form.source ? { source: form.source } : {}), ...(form.wishlistItem ? { wishlistItem: form.wishlistItem } : {}) });
  if (!sent) return refusal(null, null);
  return sent.response.ok ? { ok: true } : refusal(sent.response.status, sent.body);
}

/** A new password by a reset link; signs the shopper in. */
export function resetPassword(form: { csrf: string; token: string; password: string }): Promise<SignedInResult> {
  return signInBy(apiPaths.passwordResetConfirm(), form);
}

/**
 * Signs the shopper in by a sign-in link. `wishlistItemSaved` is false when
 * the link carried a wishlist item that the wishlist refused by then (signed
 * in all the same); absent when it carried none. A link that no longer works
 * is refused with its `wishlistItem`, when it carried one, for a new link to carry.
 */
export async function signInWithLink(form: { csrf: string; token: string }): Promise<SignedInResult & { wishlistItemSaved?: boolean; wishlistItem?: WishlistItem }> {
  const sent = await send(apiPaths.signInLinkConfirm(), form);
  const result = signedInFrom(sent);
  const answer = sent?.body;
  if (!isRecord(answer)) return result;
  if (result.ok) return typeof answer.wishlistItemSaved === 'boolean' ? { ...result, wishlistItemSaved: answer.wishlistItemSaved } : result;
  const wishlistItem = itemFrom(answer.wishlistItem);
  return wishlistItem ? { ...result, wishlistItem } : result;
}

/** An item as the api sends it, checked as one read from an address is; null when malformed. */
function itemFrom(value: unknown): WishlistItem | null {
  if (!isRecord(value)) return null;
  const text = (field: unknown) => (typeof field === 'string' ? field : undefined);
  const { productKey, colourSelected, lineItemSku, sizeSelected } = value;
  return wishlistItemFromQuery({
    productKey: text(productKey),
    colourSelected: text(colourSelected),
    lineItemSku: text(lineItemSku),
    sizeSelected: typeof sizeSelected === 'boolean' ? String(sizeSelected) : undefined,
  });
}

/**
 * POST /_api/wishlist/add: the item a sign-in link page carried, when the
 * shopper signs in there with their password instead (the link would have
 * saved it, and no wishlist button on that page does). Kept alive, since the
 * shopper may go on before the answer. True when the wishlist holds it.
 */
export async function saveWishlistItem(item: WishlistItem): Promise<boolean> {
  const sent = await send(apiPaths.wishlistAdd(), { ...item }, { keepalive: true });
  return !!sent && sent.response.ok && isRecord(sent.body) && sent.body.success === true;
}
