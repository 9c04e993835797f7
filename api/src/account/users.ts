// Customers and sessions in the database.
import type { User } from '@storefront/shared-contracts';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/db';
import { hashPassword } from './passwords';

export interface UserRow {
  id: string;
  email: string;
  password_hash: string;
  first_name: string | null;
  affiliate_id: string;
  premier_expiry: string | null;
  /** 'editor' may change content pages (src/content); everyone else is a 'customer'. */
  role: UserRole;
}

export type UserRole = 'customer' | 'editor';

export interface SessionRow {
  id: string;
  user_id: string | null;
  csrf: string;
}

/** Sessions older than this are forgotten (the cookie lives as long). */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export const GUEST_USER: User = { id: 'guest', guest: true };

export const TEST_CUSTOMERS = [
  { id: 'cust-0001', email: 'test.customer@example.com', password: 'Password123!', firstName: 'Test', affiliateId: 'AFF-TEST-0001', premierExpiry: null },
  { id: 'cust-0002', email: 'premier.customer@example.com', password: 'Password123!', firstName: 'Priya', affiliateId: 'AFF-TEST-0002', premierExpiry: '2099-12-31' },
] as const;

/** Content editors (src/content), seeded like the test customers. */
export const EDITORS = [
  { id: 'editor-0001', email: 'editor@example.com', password: 'Editor-pass-1', firstName: 'Edie', affiliateId: 'AFF-EDITOR-0001' },
] as const;

const token = () => randomBytes(24).toString('base64url');

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    guest: false,
    email: row.email,
    ...(row.first_name ? { firstName: row.first_name } : {}),
    ...(row.premier_expiry ? { premierExpiry: row.premier_expiry } : {}),
  };
}

const USER_COLUMNS = "id, email, password_hash, first_name, affiliate_id, to_char(premier_expiry, 'YYYY-MM-DD') AS premier_expiry, role";

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const rows = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE lower(email) = lower($1)`, [email.trim()]);
  return rows[0];
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const rows = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
  return rows[0];
}

/** A new customer; undefined when the address is already registered (any case). */
export async function createUser(db: Db, { email, passwordHash, firstName }: { email: string; passwordHash: string; firstName: string }): Promise<UserRow | undefined> {
  const id = `cust-${randomBytes(9).toString('base64url')}`;
  const affiliateId = `AFF-${randomBytes(6).toString('hex').toUpperCase()}`;
  const rows = await db.query<UserRow>(
    `INSERT INTO users (id, email, password_hash, first_name, affiliate_id)
     SELECT $1, $2, $3, $4, $5 WHERE NOT EXISTS (SELECT 1 FROM users WHERE lower(email) = lower($2))
     ON CONFLICT DO NOTHING
     RETURNING ${USER_COLUMNS}`,
    [id, email, passwordHash, firstName, affiliateId],
  );
  return rows[0];
}

/** Whether a form's or header's csrf token is the session's (GET /login gives it). */
export function csrfMatches(session: SessionRow | null, sent: unknown): boolean {
  if (!session || typeof sent !== 'string' || sent.length === 0) return false;
  const a = Buffer.from(session.csrf);
  const b = Buffer.from(sent);
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function findSession(db: Db, id: string): Promise<SessionRow | undefined> {
  const rows = await db.query<SessionRow>(
    `SELECT id, user_id, csrf FROM sessions WHERE id = $1 AND created_at > now() - make_interval(secs => $2)`,
    [id, SESSION_MAX_AGE_SECONDS],
  );
  return rows[0];
}

export async function createSession(db: Db, userId: string | null): Promise<SessionRow> {
  const session: SessionRow = { id: token(), user_id: userId, csrf: token() };
  await db.query('INSERT INTO sessions (id, user_id, csrf) VALUES ($1, $2, $3)', [session.id, session.user_id, session.csrf]);
  return session;
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE id = $1', [id]);
}

/** Seeds the test customers and the editor once; hashing only happens for a missing one. */
export async function ensureTestCustomers(db: Db): Promise<void> {
  for (const customer of TEST_CUSTOMERS) {
    const existing = await db.query('SELECT 1 FROM users WHERE id = $1', [customer.id]);
    if (existing.length > 0) continue;
    await db.query(
      `INSERT INTO users (id, email, password_hash, first_name, affiliate_id, premier_expiry)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
      [customer.id, customer.email, await hashPassword(customer.password), customer.firstName, customer.affiliateId, customer.premierExpiry],
    );
  }
  for (const editor of EDITORS) {
    const existing = await db.query('SELECT 1 FROM users WHERE id = $1', [editor.id]);
    if (existing.length > 0) continue;
    await db.query(
      `INSERT INTO users (id, email, password_hash, first_name, affiliate_id, role)
       VALUES ($1, $2, $3, $4, $5, 'editor') ON CONFLICT DO NOTHING`,
      [editor.id, editor.email, await hashPassword(editor.password), editor.firstName, editor.affiliateId],
    );
  }
}
