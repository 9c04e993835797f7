// What the shell reads from a request before drawing anything: the origin
// the shopper asked for and the fascia (with the search settings).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isFasciaKey, resolveFascia, type FasciaSettings } from '@storefront/shared-contracts';
import { withSearchSettings, type SearchSettings } from '@storefront/shared-contracts/search-settings';

/** The origin the shopper asked for: forwarded protocol and host count only from a trusted proxy (TRUST_PROXY). */
export function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host || 'localhost'}`;
}

export type FasciaOf = (request: FastifyRequest, reply: FastifyReply) => FasciaSettings;

export function fasciaReader(searchSettings: SearchSettings): FasciaOf {
  return (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const fascia = resolveFascia({ queryKey: query.fascia, cookieKey: request.cookies.fascia, hostname: request.hostname });
    // Switching locally with ?fascia= sticks for the api calls that follow.
    if (isFasciaKey(query.fascia) && request.cookies.fascia !== query.fascia) {
      reply.setCookie('fascia', query.fascia, { path: '/', sameSite: 'lax', httpOnly: false });
    }
    // What the boot data, the CSP and the first results all go by.
    return withSearchSettings(fascia, searchSettings);
  };
}
