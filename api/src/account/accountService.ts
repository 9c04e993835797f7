// Sign-in, sign-out and the account answer (spec 2 §6, §7).
import type { AccountAnswer, FasciaSettings, LoginPageAnswer, User, WishlistItem } from '@storefront/shared-contracts';
import type { BasketService } from '../basket';
import type { Db } from '../db/db';
import { HttpError, parseWith } from '../http/errors';
import { wishlistAddSchema, type WishlistService } from '../wishlist';
import { CSRF_MESSAGE, INVALID_CREDENTIALS_MESSAGE, LINK_EXPIRED_MESSAGE } from '../http/messages';
import type { Shopper } from '../http/shopper';
import { ownerOf } from '../http/shopper';
import { ACCOUNT_EXISTS_MESSAGE, SIGN_UP_PROBLEM_MESSAGES, emailProblem, passwordProblem, signUpProblems } from '@storefront/shared-contracts/account/sign-up';
import { isTokenShaped, linkItem, retireLinks, sendLink, useLink, type LinkPurpose } from './accountLinks';
import { hashPassword, verifyPassword } from './passwords';
import type { SessionRow, UserRow } from './users';
import { GUEST_USER, createSession, createUser, csrfMatches, deleteSession, findUserByEmail, findUserById, toUser } from './users';

export { CSRF_MESSAGE, INVALID_CREDENTIALS_MESSAGE, LINK_EXPIRED_MESSAGE };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The token of an emailed link: 400 when there is none, 410 when it cannot be one. */
function linkToken(token: unknown): string {
  if (token === undefined || token === null || token === '') throw new HttpError(400, 'TOKEN_REQUIRED', 'The link is incomplete. Please open the link from your email again.', 'token');
  if (!isTokenShaped(token)) throw new HttpError(410, 'LINK_EXPIRED', LINK_EXPIRED_MESSAGE, 'token');
  return token;
}

export interface LoginResult {
  success: true;
  user: User;
  cart: { id: string; itemCount: number } | null;
  sessionId: string;
  /** Only after a sign-in link that carried a wishlist item: whether it is saved. */
  wishlistItemSaved?: boolean;
}

export class AccountService {
  /** Compared against when the email is unknown, so both cases take as long. */
  private dummyHash: Promise<string> | undefined;

  constructor(
    private readonly db: Db,
    private readonly basket: BasketService,
    private readonly wishlist: WishlistService,
  ) {}

  async account(shopper: Shopper): Promise<AccountAnswer> {
    return {
      user: shopper.user ? toUser(shopper.user) : GUEST_USER,
      cart: await this.basket.summary(ownerOf(shopper), shopper.fascia),
    };
  }

  /** GET /login: the csrf token of the session (started if needed). */
  async loginPage(shopper: Shopper): Promise<{ answer: LoginPageAnswer; createdSessionId?: string }> {
    let session = shopper.session;
    let createdSessionId: string | undefined;
    if (!session) {
      session = await createSession(this.db, null);
      createdSessionId = session.id;
    }
    const account = await this.account({ ...shopper, session });
    return { answer: { csrf: session.csrf, cart: account.cart, user: account.user }, ...(createdSessionId ? { createdSessionId } : {}) };
  }

  async login(shopper: Shopper, form: { csrf?: unknown; username?: unknown; password?: unknown }, fascia: FasciaSettings): Promise<LoginResult> {
    if (!csrfMatches(shopper.session, form.csrf)) throw new HttpError(403, 'CSRF', CSRF_MESSAGE, 'csrf');
    const username = typeof form.username === 'string' ? form.username.trim() : '';
    const password = typeof form.password === 'string' ? form.password : '';
    if (!username) throw new HttpError(400, 'MISSING_CREDENTIALS', 'Please enter your email address.', 'username');
    if (!password) throw new HttpError(400, 'MISSING_CREDENTIALS', 'Please enter your password.', 'password');
    if (username.length > 254 || password.length > 1024) throw new HttpError(401, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);

    const user = await findUserByEmail(this.db, username);
    this.dummyHash ??= hashPassword('not-a-password');
    const valid = await verifyPassword(password, user?.password_hash ?? (await this.dummyHash));
    if (!user || !valid) throw new HttpError(401, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);

    const session = await this.db.transaction((tx) => this.startSession(tx, shopper, user.id));
    return this.signedIn(user, session, fascia);
  }

  /**
   * POST /_api/customer/register: a new customer, signed in at once (a new
   * session, the guest bag merged, as a sign-in does). Nothing is stored when
   * a field is wrong or the address is taken.
   */
  async register(shopper: Shopper, form: { csrf?: unknown; firstName?: unknown; email?: unknown; password?: unknown }, fascia: FasciaSettings): Promise<LoginResult> {
    if (!csrfMatches(shopper.session, form.csrf)) throw new HttpError(403, 'CSRF', CSRF_MESSAGE, 'csrf');
    const fields = { firstName: text(form.firstName), email: text(form.email), password: text(form.password) };
    const problems = signUpProblems(fields);
    for (const field of ['firstName', 'email', 'password'] as const) {
      const problem = problems[field];
      if (problem) throw new HttpError(400, 'INVALID_SIGN_UP', SIGN_UP_PROBLEM_MESSAGES[problem], field, { problem });
    }
    const email = fields.email.trim();
    if (await findUserByEmail(this.db, email)) throw new HttpError(409, 'ACCOUNT_EXISTS', ACCOUNT_EXISTS_MESSAGE, 'email');
    const passwordHash = await hashPassword(fields.password);
    const { user, session } = await this.db.transaction(async (tx) => {
      const created: UserRow | undefined = await createUser(tx, { email, passwordHash, firstName: fields.firstName.trim() });
      // Taken between the check and now: the unique index said no.
      if (!created) throw new HttpError(409, 'ACCOUNT_EXISTS', ACCOUNT_EXISTS_MESSAGE, 'email');
      return { user: created, session: await this.startSession(tx, shopper, created.id) };
    });
    return this.signedIn(user, session, fascia);
  }

  /**
   * POST /_api/customer/password-reset and /_api/customer/sign-in-link: mails
   * the customer a link when the address is theirs. The answer is the same
   * whether it is or not, so the form does not tell who has an account.
   * A sign-in link asked for while saving to the wishlist may carry the
   * item (`wishlistItem`, checked as a wishlist add is, before anything
   * else so a refusal says nothing about the address either); the link
   * saves it when it signs the customer in.
   */
  async requestLink(
    shopper: Shopper,
    form: { csrf?: unknown; email?: unknown; source?: unknown; wishlistItem?: unknown },
    purpose: LinkPurpose,
    fascia: FasciaSettings,
  ): Promise<void> {
    if (!csrfMatches(shopper.session, form.csrf)) throw new HttpError(403, 'CSRF', CSRF_MESSAGE, 'csrf');
    const email = text(form.email).trim();
    const problem = emailProblem(email);
    if (problem) throw new HttpError(400, 'INVALID_EMAIL', SIGN_UP_PROBLEM_MESSAGES[problem], 'email', { problem });
    // The only source spec 2 names; anything else is not carried into the link, nor is an item without it.
    const source = purpose === 'sign-in-link' && form.source === 'wishlist' ? 'wishlist' : undefined;
    let wishlistItem;
    if (source && form.wishlistItem !== undefined && form.wishlistItem !== null) {
      wishlistItem = parseWith(wishlistAddSchema, form.wishlistItem, 'INVALID_INPUT', 'wishlistItem');
      try {
        this.wishlist.check(wishlistItem);
      } catch (error) {
        if (error instanceof HttpError && error.field) throw new HttpError(error.statusCode, error.code, error.message, `wishlistItem.${error.field}`);
        throw error;
      }
    }
    const user = await findUserByEmail(this.db, email);
    if (!user) return;
    await sendLink(this.db, { userId: user.id, email: user.email, purpose, fascia: fascia.key, ...(source ? { source } : {}), ...(wishlistItem ? { wishlistItem } : {}) });
  }

  /**
   * POST /_api/customer/password-reset/confirm: a new password by a reset
   * link. Every session the customer had ends and every other reset link
   * stops working; this shopper is signed in. A refused password keeps the
   * link usable.
   */
  async resetPassword(shopper: Shopper, form: { csrf?: unknown; token?: unknown; password?: unknown }, fascia: FasciaSettings): Promise<LoginResult> {
    if (!csrfMatches(shopper.session, form.csrf)) throw new HttpError(403, 'CSRF', CSRF_MESSAGE, 'csrf');
    const token = linkToken(form.token);
    const password = text(form.password);
    const problem = passwordProblem(password);
    if (problem) throw new HttpError(400, 'INVALID_PASSWORD', SIGN_UP_PROBLEM_MESSAGES[problem], 'password', { problem });
    const passwordHash = await hashPassword(password);
    const { user, session } = await this.db.transaction(async (tx) => {
      const link = await useLink(tx, token, 'password-reset');
      const found = link && (await findUserById(tx, link.userId));
      if (!found) throw new HttpError(410, 'LINK_EXPIRED', LINK_EXPIRED_MESSAGE, 'token');
      await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [found.id, passwordHash]);
      await retireLinks(tx, found.id, 'password-reset');
      await tx.query('DELETE FROM sessions WHERE user_id = $1', [found.id]);
      return { user: found, session: await this.startSession(tx, shopper, found.id) };
    });
    return this.signedIn(user, session, fascia);
  }

  /**
   * POST /_api/customer/sign-in-link/confirm: signs the shopper in by a
   * sign-in link, once, and saves the wishlist item the link carries in the
   * same transaction (a failure there leaves the link unused, to try again).
   * An item the wishlist refuses now (the product gone, the list full) does
   * not stop the sign-in: the answer's `wishlistItemSaved` says so. A link
   * that no longer works is refused with its item, if it carried one.
   */
  async signInWithLink(shopper: Shopper, form: { csrf?: unknown; token?: unknown }, fascia: FasciaSettings): Promise<LoginResult> {
    if (!csrfMatches(shopper.session, form.csrf)) throw new HttpError(403, 'CSRF', CSRF_MESSAGE, 'csrf');
    const token = linkToken(form.token);
    const { user, session, wishlistItemSaved } = await this.db.transaction(async (tx) => {
      const link = await useLink(tx, token, 'sign-in-link');
      const found = link && (await findUserById(tx, link.userId));
      if (!found) {
        // The item goes back with the refusal, for the new link the page offers to carry.
        const wishlistItem = await linkItem(tx, token, 'sign-in-link');
        throw new HttpError(410, 'LINK_EXPIRED', LINK_EXPIRED_MESSAGE, 'token', wishlistItem ? { wishlistItem } : undefined);
      }
      const next = await this.startSession(tx, shopper, found.id);
      return { user: found, session: next, wishlistItemSaved: link.wishlistItem ? await this.saveCarried(tx, found.id, link.wishlistItem) : undefined };
    });
    return { ...(await this.signedIn(user, session, fascia)), ...(wishlistItemSaved === undefined ? {} : { wishlistItemSaved }) };
  }

  /** The item a link carried, saved; false when the wishlist refuses it (its refusals are thrown before any statement fails, so the transaction goes on). */
  private async saveCarried(tx: Db, userId: string, item: WishlistItem): Promise<boolean> {
    try {
      await this.wishlist.add(userId, item, tx);
      return true;
    } catch (error) {
      if (error instanceof HttpError && error.statusCode < 500) return false;
      throw error;
    }
  }

  /**
   * A new session for the customer in place of the shopper's (so a session id
   * known before cannot be used after), a guest's bag merged into theirs.
   */
  private async startSession(tx: Db, shopper: Shopper, userId: string): Promise<SessionRow> {
    const oldSession = shopper.session as SessionRow;
    const next = await createSession(tx, userId);
    if (!oldSession.user_id) await this.basket.mergeGuestIntoCustomer(tx, oldSession.id, userId);
    await deleteSession(tx, oldSession.id);
    return next;
  }

  private async signedIn(user: UserRow, session: SessionRow, fascia: FasciaSettings): Promise<LoginResult> {
    return { success: true, user: toUser(user), cart: await this.basket.summary({ kind: 'user', userId: user.id }, fascia), sessionId: session.id };
  }

  async logout(shopper: Shopper, csrf: unknown): Promise<void> {
    if (!csrfMatches(shopper.session, csrf)) throw new HttpError(403, 'CSRF', CSRF_MESSAGE, 'csrf');
    await deleteSession(this.db, (shopper.session as SessionRow).id);
  }
}
