// GET /account, GET and POST /login, POST /logout, POST /_api/customer/register,
// the emailed links (POST /_api/customer/password-reset and sign-in-link, each
// with /confirm), GET /_api/customer/getCustomer; with the test knobs on, the
// test mailbox (GET /_api/test/mailbox).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiContext } from '../context';
import { creationLimit, DEFAULT_CREATION_LIMITS, type CreationLimit } from '../http/creationLimit';
import { HttpError } from '../http/errors';
import { clearSessionCookie, setSessionCookie } from '../http/shopper';
import type { AccountService, LoginResult } from './accountService';
import { mailTo, type LinkPurpose } from './accountLinks';
import { LoginThrottle, tooManyAttemptsMessage } from './loginThrottle';

const field = (body: unknown, name: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;

export async function accountRoutes(
  app: FastifyInstance,
  { shopper, db }: ApiContext,
  accounts: AccountService,
  {
    limit = DEFAULT_CREATION_LIMITS.accounts,
    mailLimit = DEFAULT_CREATION_LIMITS.accountMail,
    throttle = new LoginThrottle(db),
    testKnobs = false,
  }: { limit?: CreationLimit; mailLimit?: CreationLimit; throttle?: LoginThrottle; testKnobs?: boolean } = {},
) {
  /** A sign-in's answer: the new session's cookie and the customer. */
  const signedIn = (request: FastifyRequest, reply: FastifyReply, result: LoginResult) => {
    setSessionCookie(request, reply, result.sessionId);
    const { success, user, cart, wishlistItemSaved } = result;
    return reply.header('cache-control', 'no-store').send({ success, user, cart, ...(wishlistItemSaved === undefined ? {} : { wishlistItemSaved }) });
  };

  app.get('/account', async (request, reply) => {
    return reply.header('cache-control', 'no-store').send(await accounts.account(await shopper(request)));
  });

  app.get('/login', async (request, reply) => {
    const { answer, createdSessionId } = await accounts.loginPage(await shopper(request));
    if (createdSessionId) setSessionCookie(request, reply, createdSessionId);
    return reply.header('cache-control', 'no-store').send(answer);
  });

  app.post('/login', async (request, reply) => {
    const who = await shopper(request);
    const body = request.body;
    const username = field(body, 'username');
    const name = typeof username === 'string' ? username : '';
    // Checked before the password, so a held account answers the same whether the password is right or not.
    const wait = await throttle.waitSeconds(request.ip, name);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      const minutes = Math.ceil(wait / 60);
      throw new HttpError(429, 'TOO_MANY_ATTEMPTS', tooManyAttemptsMessage(minutes), undefined, undefined, { minutes });
    }
    const result = await accounts
      .login(who, { csrf: field(body, 'csrf'), username, password: field(body, 'password') }, who.fascia)
      .catch(async (error: unknown) => {
        if (error instanceof HttpError && error.code === 'INVALID_CREDENTIALS') await throttle.failed(request.ip, name);
        throw error;
      });
    await throttle.succeeded(name);
    return signedIn(request, reply, result);
  });

  // The sign-up page's form (spec 2's /sign-up): JSON or a form post, answered like a sign-in.
  app.post('/_api/customer/register', creationLimit(limit, 'accounts made'), async (request, reply) => {
    const body = request.body;
    const who = await shopper(request);
    const result = await accounts.register(who, { csrf: field(body, 'csrf'), firstName: field(body, 'firstName'), email: field(body, 'email'), password: field(body, 'password') }, who.fascia);
    return signedIn(request, reply, result);
  });

  // The forms of /reset-password and /sign-in-link: 202 whether or not the
  // address has an account (the mail goes to the outbox when it has).
  const linkRequest = (purpose: LinkPurpose) => async (request: FastifyRequest, reply: FastifyReply) => {
    const body = request.body;
    const who = await shopper(request);
    await accounts.requestLink(who, { csrf: field(body, 'csrf'), email: field(body, 'email'), source: field(body, 'source'), wishlistItem: field(body, 'wishlistItem') }, purpose, who.fascia);
    return reply.code(202).header('cache-control', 'no-store').send({ success: true });
  };
  app.post('/_api/customer/password-reset', creationLimit(mailLimit, 'emails asked for'), linkRequest('password-reset'));
  app.post('/_api/customer/sign-in-link', creationLimit(mailLimit, 'emails asked for'), linkRequest('sign-in-link'));

  // The emailed links' pages: a new password, or a sign-in; either signs the shopper in.
  app.post('/_api/customer/password-reset/confirm', async (request, reply) => {
    const body = request.body;
    const who = await shopper(request);
    const result = await accounts.resetPassword(who, { csrf: field(body, 'csrf'), token: field(body, 'token'), password: field(body, 'password') }, who.fascia);
    // A new password: the held account's failed attempts are forgotten.
    await throttle.succeeded(result.user.email ?? '');
    return signedIn(request, reply, result);
  });
  app.post('/_api/customer/sign-in-link/confirm', async (request, reply) => {
    const body = request.body;
    const who = await shopper(request);
    return signedIn(request, reply, await accounts.signInWithLink(who, { csrf: field(body, 'csrf'), token: field(body, 'token') }, who.fascia));
  });

  // A development mailbox (like a mail catcher): the outbox's mail to one
  // address, for the end-to-end tests to open the links. Test knobs only.
  if (testKnobs) {
    app.get('/_api/test/mailbox', async (request, reply) => {
      const to = (request.query as Record<string, unknown>).to;
      if (typeof to !== 'string' || to === '') throw new HttpError(400, 'TO_REQUIRED', 'Say whose mail: ?to=address.', 'to');
      return reply.header('cache-control', 'no-store').send({ mail: await mailTo(db, to) });
    });
  }

  app.post('/logout', async (request, reply) => {
    const csrf = field(request.body, 'csrf') ?? request.headers['x-csrf-token'];
    await accounts.logout(await shopper(request), csrf);
    clearSessionCookie(request, reply);
    return reply.header('cache-control', 'no-store').send({ success: true });
  });

  // Spec 2 §7: the affiliate id appended to shared links.
  app.get('/_api/customer/getCustomer', async (request, reply) => {
    const who = await shopper(request);
    if (!who.user) throw new HttpError(401, 'SIGN_IN_REQUIRED', 'Please sign in.');
    return reply.header('cache-control', 'no-store').send({ customer: { affiliateId: who.user.affiliate_id } });
  });
}
