// GET /_api/beauty-advisor/{productId}: the local stand-in for the
// beauty advisor (spec 2 §1, §2): a couple of in-stock products of the
// product's advisor category that the fascia sells, each with a sku to add.
// 404 for an unknown product, one the fascia does not sell, or one outside
// the advisor's categories.
import { advisorCategoryOf, type AdvisorAnswer } from '@storefront/shared-contracts';
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context';
import { notFound } from '../http/errors';
import { fasciaOf } from '../http/fascia';
import { productImagePath, priceIn } from '../catalogue';
import { ADVISOR_PRODUCTS } from './rules';

export async function advisorRoutes(app: FastifyInstance, { catalogue }: ApiContext) {
  app.get<{ Params: { productId: string } }>('/_api/beauty-advisor/:productId', async (request, reply) => {
    const fascia = fasciaOf(request);
    const record = catalogue.productById(request.params.productId);
    if (!record || !catalogue.isSoldIn(record, fascia.key)) throw notFound('PRODUCT_NOT_FOUND', 'We could not find that product.');
    const category = advisorCategoryOf(record.categoryTaxonomy);
    if (!category) throw notFound('NO_ADVISOR', 'The beauty advisor does not cover this product.');
    const products: AdvisorAnswer['products'] = [];
    for (const other of catalogue.products) {
      if (products.length >= ADVISOR_PRODUCTS) break;
      if (other.id === record.id || !catalogue.isSoldIn(other, fascia.key) || advisorCategoryOf(other.categoryTaxonomy) !== category) continue;
      const variant = other.variants.find((v) => v.quantity > 0);
      if (!variant) continue;
      products.push({
        id: other.id,
        key: other.key,
        name: other.name,
        slug: other.slug,
        brand: other.brand,
        sku: variant.marketplaceSku ?? variant.sku,
        price: { centAmount: priceIn(fascia.currency, variant.price), currencyCode: fascia.currency },
        image: productImagePath(other.key, variant.colourIndex * other.views),
      });
    }
    const answer: AdvisorAnswer = { category, products };
    return reply.header('cache-control', 'private, max-age=60').send(answer);
  });
}
