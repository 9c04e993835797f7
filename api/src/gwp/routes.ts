// GET /_api/gift-with-purchase/{sku}: the gift of a gift-with-purchase offer
// (a variant's gwpSku, spec 2 §3) as its card shows it: name and picture.
// Only skus some product gives as a gift are answered.
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context';
import { badRequest, notFound } from '../http/errors';
import { productImagePath } from '../catalogue';

/** Answer of GET /_api/gift-with-purchase/{sku}. */
export interface GiftAnswer {
  gift: { sku: string; name: string; image: string };
}

const SKU_PATTERN = /^[A-Za-z0-9-]{1,64}$/;

export async function giftRoutes(app: FastifyInstance, { catalogue }: Pick<ApiContext, 'catalogue'>) {
  const giftSkus = new Set(catalogue.products.flatMap((p) => (p.gwp ? [p.gwp.sku] : [])));

  app.get<{ Params: { sku: string } }>('/_api/gift-with-purchase/:sku', async (request, reply) => {
    const { sku } = request.params;
    if (!SKU_PATTERN.test(sku)) throw badRequest('INVALID_SKU', 'Give the gift’s sku: letters, digits and dashes.', 'sku');
    const match = giftSkus.has(sku) ? catalogue.variantBySku(sku) : undefined;
    if (!match) throw notFound('GIFT_NOT_FOUND', 'We could not find that gift.');
    const { product, variant } = match;
    const answer: GiftAnswer = { gift: { sku, name: product.name, image: productImagePath(product.key, variant.colourIndex * product.views) } };
    return reply.header('cache-control', 'public, max-age=300').send(answer);
  });
}
