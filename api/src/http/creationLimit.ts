// What a shopper makes that is kept for everyone (a short link, a review sent
// for moderation) is limited per client address, so one client cannot fill
// the database. The address is Fastify's request.ip, so a forwarded address
// counts only from a trusted proxy (TRUST_PROXY). Counted in each api
// instance's memory (@fastify/rate-limit's own store): with several instances
// a client is held a little later, which is enough against a flood; failed
// sign-ins, where precision matters, are counted in the database instead
// (account/loginThrottle.ts).
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import { HttpError } from './errors';

export interface CreationLimit {
  /** Creations allowed per client address in the window. */
  max: number;
  windowMs: number;
}

export interface CreationLimits {
  shortLinks: CreationLimit;
  reviews: CreationLimit;
  accounts: CreationLimit;
  /** Password reset and sign-in link mails asked for. */
  accountMail: CreationLimit;
}

export const DEFAULT_CREATION_LIMITS: CreationLimits = {
  shortLinks: { max: 30, windowMs: 60_000 },
  reviews: { max: 20, windowMs: 60 * 60_000 },
  accounts: { max: 30, windowMs: 60 * 60_000 },
  accountMail: { max: 20, windowMs: 60 * 60_000 },
};

/** Registers the limiter on a scope; only the routes given `creationLimit(...)` are limited. */
export async function registerCreationLimits(app: FastifyInstance): Promise<void> {
  await app.register(fastifyRateLimit, { global: false });
}

/**
 * A route's options for a limit: past it the route answers 429 with the
 * api's usual `{ error, message }` (the message says when to try again) and a
 * Retry-After header, and stores nothing.
 */
export function creationLimit({ max, windowMs }: CreationLimit, what: string): RouteShorthandOptions {
  return {
    config: {
      rateLimit: {
        max,
        timeWindow: windowMs,
        errorResponseBuilder: (_request, context) =>
          new HttpError(429, 'TOO_MANY_REQUESTS', `Too many ${what} from here in a short time. Please try again in ${context.after}.`),
      },
    },
  };
}
