// The fascia of a request: query parameter, then cookie, then host name.
import type { FasciaSettings } from '@storefront/shared-contracts';
import { resolveFascia } from '@storefront/shared-contracts';
import type { FastifyRequest } from 'fastify';

export function fasciaOf(request: FastifyRequest): FasciaSettings {
  const query = (request.query ?? {}) as Record<string, unknown>;
  return resolveFascia({ queryKey: query.fascia, cookieKey: request.cookies?.fascia, hostname: request.hostname });
}
