import { openPglite } from '../db/pglite';
import { migrate } from '../db/migrate';
import type { Db } from '../db/db';
import { LoginThrottle, tooManyAttemptsMessage } from './loginThrottle';

let db: Db;

// Opening an in-memory database and running every migration takes seconds on a loaded 2-core machine.
beforeAll(async () => {
  db = await openPglite('memory://');
  await migrate(db);
}, 30_000);

afterAll(() => db.close());

beforeEach(() => db.query('DELETE FROM login_failures'));

function throttle(options: ConstructorParameters<typeof LoginThrottle>[1] = {}) {
  let clock = 1_000_000;
  const now = () => clock;
  const t = new LoginThrottle(db, { windowMs: 60_000, now, ...options });
  return { t, now, advance: (ms: number) => (clock += ms) };
}

describe('LoginThrottle (in the database)', () => {
  it('holds an account after five failures until the first of them leaves the window', async () => {
    const { t, advance } = throttle();
    for (let i = 0; i < 4; i++) {
      await t.failed('1.1.1.1', 'a@example.com');
      advance(1000);
    }
    expect(await t.waitSeconds('1.1.1.1', 'a@example.com')).toBe(0);
    await t.failed('1.1.1.1', 'a@example.com');
    // First failure at 0 s, now 4 s: 56 s to go.
    expect(await t.waitSeconds('1.1.1.1', 'A@Example.com ')).toBe(56);
    expect(await t.waitSeconds('2.2.2.2', 'a@example.com')).toBe(56);
    advance(56_000);
    expect(await t.waitSeconds('1.1.1.1', 'a@example.com')).toBe(0);
  });

  it('leaves other accounts alone, and a success clears the account', async () => {
    const { t } = throttle();
    for (let i = 0; i < 5; i++) await t.failed('1.1.1.1', 'a@example.com');
    expect(await t.waitSeconds('1.1.1.1', 'b@example.com')).toBe(0);
    await t.succeeded('a@example.com');
    expect(await t.waitSeconds('1.1.1.1', 'a@example.com')).toBe(0);
  });

  it('holds an address that fails on many accounts', async () => {
    const { t } = throttle({ perAddress: 3 });
    for (const user of ['a', 'b', 'c']) await t.failed('1.1.1.1', `${user}@example.com`);
    expect(await t.waitSeconds('1.1.1.1', 'd@example.com')).toBe(60);
    expect(await t.waitSeconds('2.2.2.2', 'd@example.com')).toBe(0);
  });

  it('counts the failures two throttles (two api instances) record on one database together', async () => {
    let clock = 1_000_000;
    const now = () => clock;
    const first = new LoginThrottle(db, { windowMs: 60_000, now });
    const second = new LoginThrottle(db, { windowMs: 60_000, now });
    for (let i = 0; i < 5; i++) {
      await (i % 2 === 0 ? first : second).failed('1.1.1.1', 'a@example.com');
      clock += 1000;
    }
    // First failure at 0 s, now 5 s: 55 s to go, whichever instance is asked.
    expect(await first.waitSeconds('3.3.3.3', 'a@example.com')).toBe(55);
    expect(await second.waitSeconds('3.3.3.3', 'a@example.com')).toBe(55);
  });

  it('forgets failures that left the window as new ones come in', async () => {
    const { t, advance } = throttle();
    for (let i = 0; i < 3; i++) await t.failed('1.1.1.1', 'a@example.com');
    advance(61_000);
    await t.failed('1.1.1.1', 'b@example.com');
    const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM login_failures');
    expect(row?.n).toBe(2);
  });
});

describe('tooManyAttemptsMessage', () => {
  it('counts the minutes left in English: one minute, several minutes', () => {
    expect(tooManyAttemptsMessage(1)).toBe('Too many sign-in attempts. Please try again in 1 minute, or reset your password.');
    expect(tooManyAttemptsMessage(15)).toBe('Too many sign-in attempts. Please try again in 15 minutes, or reset your password.');
  });
});
