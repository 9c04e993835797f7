// POST /_api/fit/calculate: the stand-in size-fit service (fit/rules.ts).
// Body JSON or form: { userId, registered, productKey }. 200 FitAnswer
// (recommendation null when there is no data), 400 naming the field, 404
// for an unknown product key.
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context';
import { notFound } from '../http/errors';
import { fitRecommendation, parseFitRequest } from './rules';

export async function fitRoutes(app: FastifyInstance, { catalogue }: ApiContext) {
  app.post('/_api/fit/calculate', async (request, reply) => {
    const input = parseFitRequest(request.body);
    const record = catalogue.productByKey(input.productKey);
    if (!record) throw notFound('PRODUCT_NOT_FOUND', 'We could not find that product.');
    return reply.header('cache-control', 'no-store').send(fitRecommendation(record, input));
  });
}
