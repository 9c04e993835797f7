// GET /_api/search/wishlistProductSearch: the wishlist carousel's products as
// listing cards (ProductCardData, what the search service's hits become on
// the front end) for the request's fascia, from the wishlist service's own
// entries. Saved items are kept for customers only (guests cannot save on
// the server, api/src/wishlist), so a guest, like a customer who saved
// nothing, gets an empty list, not an error.
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context';
import { wishlistCards, type WishlistProductSearchAnswer } from './rules';

export async function wishlistSearchRoutes(app: FastifyInstance, { shopper, wishlist }: Pick<ApiContext, 'shopper' | 'wishlist'>) {
  app.get('/_api/search/wishlistProductSearch', async (request, reply) => {
    const { user, fascia } = await shopper(request);
    const answer: WishlistProductSearchAnswer = { products: user ? wishlistCards(await wishlist.entries(user.id, fascia)) : [] };
    return reply.header('cache-control', 'no-store').send(answer);
  });
}
