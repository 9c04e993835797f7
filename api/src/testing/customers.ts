// Customers of one's own for a test: the seeded ones share one bag and one
// wishlist per fascia across a test file, so a test that counts on an empty
// bag, a full wishlist or a lapsed premier membership makes its customer.
import { randomUUID } from 'node:crypto';
import { createSession } from '../account/users';
import { hashPassword } from '../account/passwords';
import { SESSION_COOKIE } from '../http/shopper';
import type { TestClient, TestServer } from './server';

export const NEW_CUSTOMER_PASSWORD = 'Password123!';

// Hashed once: scrypt is slow on purpose.
let passwordHash: Promise<string> | undefined;

export interface NewCustomer {
  userId: string;
  email: string;
  password: string;
  /** A client signed in as the customer (its session cookie set). */
  client: TestClient;
}

/** A customer stored straight in the database, with a signed-in client; `premierExpiry` an ISO date. */
export async function newCustomer(server: TestServer, options: { premierExpiry?: string | null } = {}): Promise<NewCustomer> {
  passwordHash ??= hashPassword(NEW_CUSTOMER_PASSWORD);
  const userId = `test-${randomUUID()}`;
  const email = `${userId}@example.com`;
  await server.api.db.query(
    `INSERT INTO users (id, email, password_hash, first_name, affiliate_id, premier_expiry) VALUES ($1, $2, $3, 'Tess', $4, $5)`,
    [userId, email, await passwordHash, `AFF-${userId}`, options.premierExpiry ?? null],
  );
  const session = await createSession(server.api.db, userId);
  const client = server.client();
  client.cookies.set(SESSION_COOKIE, session.id);
  return { userId, email, password: NEW_CUSTOMER_PASSWORD, client };
}
