// POST /_api/basket/addToCart and GET /_api/basket (spec 1 §7).
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context';
import { ownerOf, setSessionCookie } from '../http/shopper';
import { parseAddToCartData } from './rules';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The items: the form field `data`, or a JSON body that is the list or `{ items }`. */
function rawItems(body: unknown): unknown {
  if (isObject(body) && 'data' in body) return body.data;
  if (Array.isArray(body) || (isObject(body) && 'items' in body)) return body;
  return undefined;
}

export async function basketRoutes(app: FastifyInstance, { basket, shopper }: ApiContext) {
  app.post('/_api/basket/addToCart', async (request, reply) => {
    const items = parseAddToCartData(rawItems(request.body));
    const who = await shopper(request);
    const { cart, createdSessionId } = await basket.add(ownerOf(who), who.fascia, items);
    if (createdSessionId) setSessionCookie(request, reply, createdSessionId);
    return reply.header('cache-control', 'no-store').send(cart);
  });

  app.get('/_api/basket', async (request, reply) => {
    const who = await shopper(request);
    return reply.header('cache-control', 'no-store').send(await basket.cart(ownerOf(who), who.fascia));
  });
}
