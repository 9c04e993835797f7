// POST /_api/wishlist/add and /remove, GET /_api/wishlist/savedItem, GET /_api/wishlist.
import type { WishlistAnswer } from '@storefront/shared-contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiContext } from '../context';
import { HttpError, parseWith } from '../http/errors';
import { WISHLIST_SIGN_IN_MESSAGE } from '../http/messages';
import { WISHLIST_LIMIT, parseWishlistAdd, parseWishlistRemove } from './rules';

const savedItemQuery = z.object({
  productKey: z.string({ error: 'productKey is required.' }).min(1, { error: 'productKey is required.' }).max(64),
  colourSelected: z.string({ error: 'colourSelected is required.' }).min(1, { error: 'colourSelected is required.' }).max(100),
});

const signInRequired = () =>
  new HttpError(401, 'SIGN_IN_REQUIRED', WISHLIST_SIGN_IN_MESSAGE, undefined, { success: false });

/** The JSON parse errors of wishlist posts answer { success: false } too. */
function withSuccessFalse(error: unknown): never {
  if (error instanceof HttpError && !error.extra) {
    throw new HttpError(error.statusCode, error.code, error.message, error.field, { success: false });
  }
  throw error;
}

export async function wishlistRoutes(app: FastifyInstance, { shopper, wishlist }: ApiContext) {
  const customer = async (request: FastifyRequest) => {
    const who = await shopper(request);
    if (!who.user) throw signInRequired();
    return who.user;
  };

  app.post('/_api/wishlist/add', async (request, reply) => {
    try {
      const user = await customer(request);
      await wishlist.add(user.id, parseWishlistAdd(request.body));
    } catch (error) {
      withSuccessFalse(error);
    }
    return reply.header('cache-control', 'no-store').send({ success: true });
  });

  app.post('/_api/wishlist/remove', async (request, reply) => {
    let removed = false;
    try {
      const user = await customer(request);
      const input = parseWishlistRemove(request.body);
      removed = await wishlist.remove(user.id, input.productKey, input.colourSelected);
    } catch (error) {
      withSuccessFalse(error);
    }
    return reply.header('cache-control', 'no-store').send(removed ? { success: true } : { success: true, message: 'This item was not in your wishlist.' });
  });

  app.get('/_api/wishlist/savedItem', async (request, reply) => {
    const query = parseWith(savedItemQuery, request.query);
    const who = await shopper(request);
    // Guests have nothing saved on the server (spec 2 §6): not an error.
    const wishlistItem = who.user ? await wishlist.saved(who.user.id, query.productKey, query.colourSelected) : null;
    return reply.header('cache-control', 'no-store').send({ wishlistItem });
  });

  app.get('/_api/wishlist', async (request, reply) => {
    const user = await customer(request);
    const { fascia } = await shopper(request);
    const answer: WishlistAnswer = { items: await wishlist.entries(user.id, fascia), limit: WISHLIST_LIMIT };
    return reply.header('cache-control', 'no-store').send(answer);
  });
}
