// POST /_api/basket/addToCart and GET /_api/basket (spec 1 §7), and the bag
// page's line changes: PATCH and DELETE /_api/basket/lines/{id} and POST
// /_api/basket/lines/{id}/moveToWishlist, each naming the cart version it saw
// in If-Match.
import { isRecord, type Cart, type MoveToWishlistAnswer } from '@storefront/shared-contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ApiContext } from '../context';
import { HttpError } from '../http/errors';
import { ownerOf, setSessionCookie } from '../http/shopper';
import { WISHLIST_SIGN_IN_MESSAGE } from '../http/messages';
import { WISHLIST_LIMIT, WISHLIST_LIMIT_MESSAGE } from '../wishlist';
import { parseAddToCartData, parseIfMatch, parseQuantityChange } from './rules';

/** The items: the form field `data`, or a JSON body that is the list or `{ items }`. */
function rawItems(body: unknown): unknown {
  if (isRecord(body) && 'data' in body) return body.data;
  if (Array.isArray(body) || (isRecord(body) && 'items' in body)) return body;
  return undefined;
}

/** The cart version as an entity tag: what a line change sends back in If-Match. */
const etagOf = (cart: Cart) => `"${cart.version}"`;

const sendCart = (reply: FastifyReply, cart: Cart) => reply.header('cache-control', 'no-store').send(cart);

type LineParams = { Params: { lineId: string } };

export async function basketRoutes(app: FastifyInstance, { basket, shopper, wishlist }: ApiContext) {
  app.post('/_api/basket/addToCart', async (request, reply) => {
    const items = parseAddToCartData(rawItems(request.body));
    const who = await shopper(request);
    const { cart, createdSessionId } = await basket.add(ownerOf(who), who.fascia, items);
    if (createdSessionId) setSessionCookie(request, reply, createdSessionId);
    return sendCart(reply, cart);
  });

  app.get('/_api/basket', async (request, reply) => {
    const who = await shopper(request);
    const cart = await basket.cart(ownerOf(who), who.fascia);
    return sendCart(reply.header('etag', etagOf(cart)), cart);
  });

  // The request is read before the database is: a missing or malformed
  // version or quantity is refused without locking the bag.
  app.patch<LineParams>('/_api/basket/lines/:lineId', async (request, reply) => {
    const version = parseIfMatch(request.headers['if-match']);
    const quantity = parseQuantityChange(request.body);
    const who = await shopper(request);
    return sendCart(reply, await basket.changeQuantity(ownerOf(who), who.fascia, request.params.lineId, version, quantity));
  });

  app.delete<LineParams>('/_api/basket/lines/:lineId', async (request, reply) => {
    const version = parseIfMatch(request.headers['if-match']);
    const who = await shopper(request);
    return sendCart(reply, await basket.removeLine(ownerOf(who), who.fascia, request.params.lineId, version));
  });

  app.post<LineParams>('/_api/basket/lines/:lineId/moveToWishlist', async (request, reply) => {
    const who = await shopper(request);
    // Guests have no wishlist on the server: asked first, so a guest hears why whatever else the request holds.
    if (!who.user) throw new HttpError(401, 'SIGN_IN_REQUIRED', WISHLIST_SIGN_IN_MESSAGE);
    const version = parseIfMatch(request.headers['if-match']);
    const userId = who.user.id;
    const answer: MoveToWishlistAnswer = await basket.moveToWishlist(userId, who.fascia, request.params.lineId, version, async (tx, item) => {
      try {
        await wishlist.add(userId, item, tx);
      } catch (error) {
        // The wishlist endpoints' error carries their { success: false }; this answer keeps the bag's error shape.
        if (error instanceof HttpError && error.code === 'WISHLIST_LIMIT') {
          throw new HttpError(409, 'WISHLIST_LIMIT', `${WISHLIST_LIMIT_MESSAGE}: your wishlist holds ${WISHLIST_LIMIT} items at most, so this item stays in your bag.`);
        }
        throw error;
      }
    });
    return reply.header('cache-control', 'no-store').send(answer);
  });
}
