// GET /account, GET and POST /login, POST /logout, GET /_api/customer/getCustomer.
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context';
import { HttpError } from '../http/errors';
import { clearSessionCookie, setSessionCookie } from '../http/shopper';
import type { AccountService } from './accountService';

const field = (body: unknown, name: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;

export async function accountRoutes(app: FastifyInstance, { shopper }: ApiContext, accounts: AccountService) {
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
    const result = await accounts.login(
      who,
      { csrf: field(body, 'csrf'), username: field(body, 'username'), password: field(body, 'password') },
      who.fascia,
    );
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
