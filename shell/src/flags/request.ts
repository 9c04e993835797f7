// The two cookies of the flag system, read and written on the document's request:
//   sf_vid   – a random visitor id set on the first visit (1 year), the key
//              experiments are bucketed by, so a visitor keeps their variant;
//   sf_flags – this browser's overrides (`?flags=atbModal=testAtbModalV1,rewards=false`,
//              `?flags=reset` forgets them), kept so the server decides with
//              them and the first paint is already right.
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  FLAGS_OVERRIDE_COOKIE,
  FLAGS_PARAM,
  VISITOR_COOKIE,
  formatFlagOverrides,
  mergeFlagOverrides,
  parseFlagOverrides,
  type FlagOverrides,
} from '@storefront/shared-contracts';

export const VISITOR_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
export const OVERRIDES_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** What a visitor id may look like: anything else in the cookie is replaced. */
const VISITOR_ID = /^[A-Za-z0-9_-]{8,64}$/;

export function isVisitorId(value: unknown): value is string {
  return typeof value === 'string' && VISITOR_ID.test(value);
}

const cookieOptions = (request: FastifyRequest, maxAge: number) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: request.protocol === 'https',
  maxAge,
});

/** The visitor's id from `sf_vid`, or a new one set for a year. */
export function visitorIdOf(request: FastifyRequest, reply: FastifyReply): string {
  const known = request.cookies[VISITOR_COOKIE];
  if (isVisitorId(known)) return known;
  const id = randomUUID();
  reply.setCookie(VISITOR_COOKIE, id, cookieOptions(request, VISITOR_MAX_AGE_SECONDS));
  return id;
}

/**
 * This browser's flag overrides: the kept ones (`sf_flags`) with the
 * address's `?flags=` applied, written back to the cookie when the address
 * changed them (cleared when none is left). Unknown names and values are ignored.
 */
export function flagOverridesOf(request: FastifyRequest, reply: FastifyReply, search: URLSearchParams): FlagOverrides {
  const kept = parseFlagOverrides(request.cookies[FLAGS_OVERRIDE_COOKIE]).set;
  const params = search.getAll(FLAGS_PARAM);
  if (params.length === 0) return kept;
  const next = mergeFlagOverrides(kept, parseFlagOverrides(...params));
  const text = formatFlagOverrides(next);
  if (text) reply.setCookie(FLAGS_OVERRIDE_COOKIE, text, cookieOptions(request, OVERRIDES_MAX_AGE_SECONDS));
  else if (request.cookies[FLAGS_OVERRIDE_COOKIE] !== undefined) reply.clearCookie(FLAGS_OVERRIDE_COOKIE, { path: '/' });
  return next;
}
