// GET /account, GET and POST /login, POST /logout, POST /_api/customer/register, GET /_api/customer/getCustomer.
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context';
import { creationLimit, DEFAULT_CREATION_LIMITS, type CreationLimit } from '../http/creationLimit';
import { HttpError } from '../http/errors';
import { clearSessionCookie, setSessionCookie } from '../http/shopper';
import type { AccountService } from './accountService';
import { LoginThrottle } from './loginThrottle';

const field = (body: unknown, name: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;

export async function accountRoutes(
  app: FastifyInstance,
  { shopper, db }: ApiContext,
  accounts: AccountService,
  { limit = DEFAULT_CREATION_LIMITS.accounts, throttle = new LoginThrottle(db) }: { limit?: CreationLimit; throttle?: LoginThrottle } = {},
) {
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
      throw new HttpError(429, 'TOO_MANY_ATTEMPTS', `Too many sign-in attempts. Please try again in ${Math.ceil(wait / 60)} minutes, or reset your password.`);
    }
    const result = await accounts
      .login(who, { csrf: field(body, 'csrf'), username, password: field(body, 'password') }, who.fascia)
      .catch(async (error: unknown) => {
        if (error instanceof HttpError && error.code === 'INVALID_CREDENTIALS') await throttle.failed(request.ip, name);
        throw error;
      });
    await throttle.succeeded(name);
    setSessionCookie(request, reply, result.sessionId);
    return reply.header('cache-control', 'no-store').send({ success: result.success, user: result.user, cart: result.cart });
  });

  // The sign-up page's form (spec 2's /sign-up): JSON or a form post, answered like a sign-in.
  app.post('/_api/customer/register', creationLimit(limit, 'accounts made'), async (request, reply) => {
    const body = request.body;
    const who = await shopper(request);
    const result = await accounts.register(who, { csrf: field(body, 'csrf'), firstName: field(body, 'firstName'), email: field(body, 'email'), password: field(body, 'password') }, who.fascia);
    setSessionCookie(request, reply, result.sessionId);
    return reply.header('cache-control', 'no-store').send({ success: result.success, user: result.user, cart: result.cart });
  });

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
