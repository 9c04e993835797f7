// Product page data, its related products, quick add, stock, social proof and customisation groups
// (spec 1 §7, spec 2 §7).
import type { ProductRelated, SocialProofEntry, StockAnswer } from '@storefront/shared-contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiContext } from '../context';
import { customisationAnswer, type ProductRecord } from '../catalogue';
import { notFound } from '../http/errors';
import { fasciaOf } from '../http/fascia';
import { parseStockOverride, STOCK_OVERRIDE_COOKIE } from './stockOverride';

const productNotFound = () => notFound('PRODUCT_NOT_FOUND', 'We could not find that product.');

export interface ProductRoutesOptions {
  /** Test knobs on (STOREFRONT_TEST_KNOBS=1): the stock endpoint honours the stock_override cookie. */
  testKnobs?: boolean;
}

export async function productRoutes(app: FastifyInstance, { catalogue }: ApiContext, options: ProductRoutesOptions = {}) {
  /** A product by id that the request's fascia sells. */
  const soldProduct = (request: FastifyRequest<{ Params: { productId: string } }>): ProductRecord => {
    const product = catalogue.productById(request.params.productId);
    if (!product || !catalogue.isSoldIn(product, fasciaOf(request).key)) throw productNotFound();
    return product;
  };

  app.get<{ Params: { slug: string } }>('/_api/product/:slug', async (request, reply) => {
    const page = catalogue.productPage(fasciaOf(request), request.params.slug);
    if (!page) throw productNotFound();
    return reply.header('cache-control', 'private, max-age=60').send(page);
  });

  app.get<{ Params: { productId: string } }>('/_api/quickadd/:productId', async (request, reply) => {
    const product = soldProduct(request);
    return reply.header('cache-control', 'private, max-age=60').send({ product: catalogue.toProduct(product, fasciaOf(request)) });
  });

  // Product.related on its own: the shell's boot data leaves it out (it is most of
  // a product page's data and only the bundles widget, below the fold, reads it).
  app.get<{ Params: { productId: string } }>('/_api/related/:productId', async (request, reply) => {
    const related: ProductRelated = catalogue.related(soldProduct(request), fasciaOf(request)) ?? {};
    return reply.header('cache-control', 'private, max-age=60').send(related);
  });

  app.get<{ Params: { productId: string } }>('/_api/stock/:productId', async (request, reply) => {
    // The same stock the bag goes by (BasketService.add reads each variant record's quantity).
    const product = catalogue.toProduct(soldProduct(request), fasciaOf(request));
    const override = options.testKnobs ? parseStockOverride(request.cookies?.[STOCK_OVERRIDE_COOKIE]) : undefined;
    const answer: StockAnswer = {
      variants: product.variants.map((v) => {
        const quantity = override?.get(v.sku) ?? v.availableQuantity;
        return { id: v.id, isOnStock: quantity > 0, availableQuantity: quantity };
      }),
    };
    return reply.header('cache-control', 'no-store').send(answer);
  });

  // No entry: the entry with no messages, so the banner simply shows nothing.
  app.get<{ Params: { productId: string } }>('/_api/social-proof/:productId', async (request, reply) => {
    const product = soldProduct(request);
    const entry: SocialProofEntry = catalogue.socialProof(product) ?? { productIds: [product.id], messages: [] };
    return reply.header('cache-control', 'private, max-age=60').send(entry);
  });

  app.get<{ Params: { group: string } }>('/product-customisation/:group', async (request, reply) => {
    const answer = customisationAnswer(request.params.group);
    if (!answer) throw notFound('CUSTOMISATION_NOT_FOUND', 'We could not find those personalisation options.');
    return reply.header('cache-control', 'public, max-age=3600').send(answer);
  });
}
