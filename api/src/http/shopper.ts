// Who is asking: the fascia, the session from the `sf_sid` cookie (if it is
// still known) and the signed-in customer. Read once per request.
import type { FasciaSettings } from '@storefront/shared-contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionRow, UserRow } from '../account/users';
import { SESSION_MAX_AGE_SECONDS, findSession, findUserById } from '../account/users';
import type { Db } from '../db/db';
import { fasciaOf } from './fascia';

export const SESSION_COOKIE = 'sf_sid';

export interface Shopper {
  fascia: FasciaSettings;
  session: SessionRow | null;
  user: UserRow | null;
}

/** Whose basket: a guest session or a customer. */
export type CartOwner = { kind: 'session'; sessionId: string } | { kind: 'user'; userId: string };

export function ownerOf(shopper: Pick<Shopper, 'session' | 'user'>): CartOwner | null {
  if (shopper.user) return { kind: 'user', userId: shopper.user.id };
  if (shopper.session) return { kind: 'session', sessionId: shopper.session.id };
  return null;
}

/** The session with this id (if it is still known) and its signed-in customer. */
export async function readShopper(db: Db, sessionId: string | undefined): Promise<Pick<Shopper, 'session' | 'user'>> {
  const session = sessionId && sessionId.length <= 128 ? ((await findSession(db, sessionId)) ?? null) : null;
  const user = session?.user_id ? ((await findUserById(db, session.user_id)) ?? null) : null;
  return { session, user };
}

export function createShopperReader(db: Db) {
  const cache = new WeakMap<FastifyRequest, Promise<Shopper>>();
  const load = async (request: FastifyRequest): Promise<Shopper> => ({ fascia: fasciaOf(request), ...(await readShopper(db, request.cookies?.[SESSION_COOKIE])) });
  return (request: FastifyRequest): Promise<Shopper> => {
    let found = cache.get(request);
    if (!found) {
      found = load(request);
      cache.set(request, found);
    }
    return found;
  };
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, sessionId: string): void {
  reply.setCookie(SESSION_COOKIE, sessionId, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https' });
}
