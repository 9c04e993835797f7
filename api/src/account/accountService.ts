// Sign-in, sign-out and the account answer (spec 2 §6, §7).
import type { AccountAnswer, FasciaSettings, LoginPageAnswer, User } from '@storefront/shared-contracts';
import { timingSafeEqual } from 'node:crypto';
import type { BasketService } from '../basket/basketService';
import type { Db } from '../db/db';
import { HttpError } from '../http/errors';
import type { Shopper } from '../http/shopper';
import { ownerOf } from '../http/shopper';
import { ACCOUNT_EXISTS_MESSAGE, SIGN_UP_PROBLEM_MESSAGES, signUpProblems } from '@storefront/shared-contracts/account/sign-up';
import { hashPassword, verifyPassword } from './passwords';
import type { SessionRow, UserRow } from './users';
import { GUEST_USER, createSession, createUser, deleteSession, findUserByEmail, toUser } from './users';

export const CSRF_MESSAGE = 'Your session has expired. Please refresh the page and try again.';
export const INVALID_CREDENTIALS_MESSAGE = 'Your email or password is incorrect.';

export function csrfMatches(session: SessionRow | null, sent: unknown): boolean {
  if (!session || typeof sent !== 'string' || sent.length === 0) return false;
  const a = Buffer.from(session.csrf);
  const b = Buffer.from(sent);
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface LoginResult {
  success: true;
  user: User;
  cart: { id: string; itemCount: number } | null;
  sessionId: string;
}

export class AccountService {
  /** Compared against when the email is unknown, so both cases take as long. */
  private dummyHash: Promise<string> | undefined;

  constructor(
    private readonly db: Db,
    private readonly basket: BasketService,
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

    const oldSession = shopper.session as SessionRow;
    // A new session id on sign-in, so a session id known before cannot be used after.
    const session = await this.db.transaction(async (tx) => {
      const next = await createSession(tx, user.id);
      if (!oldSession.user_id) await this.basket.mergeGuestIntoCustomer(tx, oldSession.id, user.id);
      await deleteSession(tx, oldSession.id);
      return next;
    });
    return {
      success: true,
      user: toUser(user),
      cart: await this.basket.summary({ kind: 'user', userId: user.id }, fascia),
      sessionId: session.id,
    };
  }

  /**
   * POST /_api/customer/register: a new customer, signed in at once (a new
   * session, the guest bag merged, as a sign-in does). Nothing is stored when
   * a field is wrong or the address is taken.
   */
  async register(shopper: Shopper, form: { csrf?: unknown; firstName?: unknown; email?: unknown; password?: unknown }, fascia: FasciaSettings): Promise<LoginResult> {
    if (!csrfMatches(shopper.session, form.csrf)) throw new HttpError(403, 'CSRF', CSRF_MESSAGE, 'csrf');
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    const fields = { firstName: text(form.firstName), email: text(form.email), password: text(form.password) };
    const problems = signUpProblems(fields);
    for (const field of ['firstName', 'email', 'password'] as const) {
      const problem = problems[field];
      if (problem) throw new HttpError(400, 'INVALID_SIGN_UP', SIGN_UP_PROBLEM_MESSAGES[problem], field, { problem });
    }
    const email = fields.email.trim();
    if (await findUserByEmail(this.db, email)) throw new HttpError(409, 'ACCOUNT_EXISTS', ACCOUNT_EXISTS_MESSAGE, 'email');
    const passwordHash = await hashPassword(fields.password);
    const oldSession = shopper.session as SessionRow;
    const { user, session } = await this.db.transaction(async (tx) => {
      const created: UserRow | undefined = await createUser(tx, { email, passwordHash, firstName: fields.firstName.trim() });
      // Taken between the check and now: the unique index said no.
      if (!created) throw new HttpError(409, 'ACCOUNT_EXISTS', ACCOUNT_EXISTS_MESSAGE, 'email');
      const next = await createSession(tx, created.id);
      if (!oldSession.user_id) await this.basket.mergeGuestIntoCustomer(tx, oldSession.id, created.id);
      await deleteSession(tx, oldSession.id);
      return { user: created, session: next };
    });
    return {
      success: true,
      user: toUser(user),
      cart: await this.basket.summary({ kind: 'user', userId: user.id }, fascia),
      sessionId: session.id,
    };
  }

  async logout(shopper: Shopper, csrf: unknown): Promise<void> {
    if (!csrfMatches(shopper.session, csrf)) throw new HttpError(403, 'CSRF', CSRF_MESSAGE, 'csrf');
    await deleteSession(this.db, (shopper.session as SessionRow).id);
  }
}
