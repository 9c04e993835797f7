// GET /_api/internal/price/{productKey}: the internal price details (price,
// was-price, pre-discount price, discount effects) and the internal tool's
// link, for requests from the office network only (spec 2 §2, §3, §6).
// Everyone else gets the answer an unknown address gets (Fastify's own 404),
// so the endpoint does not reveal that it exists; the public product data
// never carries these details (Catalogue.toProduct).
import type { InternalPriceAnswer } from '@storefront/shared-contracts';
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context';
import { notFound } from '../http/errors';
import { fasciaOf } from '../http/fascia';
import type { OfficeNetwork } from '../http/officeNetwork';
import { internalToolUrl, parseProductKey } from './rules';

export interface InternalRoutesOptions {
  office: OfficeNetwork;
  /** The internal tool's path segment (INTERNAL_TOOL_PATH). */
  toolPath: string;
}

export async function internalRoutes(app: FastifyInstance, { catalogue }: ApiContext, { office, toolPath }: InternalRoutesOptions) {
  app.get<{ Params: { productKey: string } }>('/_api/internal/price/:productKey', async (request, reply) => {
    // request.ip honours the trusted-proxy setting: a forwarded address only from a trusted proxy.
    if (!office.contains(request.ip)) return reply.callNotFound();
    const key = parseProductKey(request.params.productKey);
    const fascia = fasciaOf(request);
    const record = catalogue.productByKey(key);
    if (!record || !catalogue.isSoldIn(record, fascia.key)) throw notFound('PRODUCT_NOT_FOUND', 'We could not find that product.');
    const answer: InternalPriceAnswer = { ...catalogue.internalPrices(record, fascia), toolUrl: internalToolUrl(toolPath, record.key) };
    return reply.header('cache-control', 'private, no-store').send(answer);
  });
}
