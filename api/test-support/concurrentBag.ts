// A bounded concurrency test of one bag (issue 19): one customer signed in on
// many clients at once (one session each, as on several devices), each running
// its share of a seeded plan of adds and quantity changes. A quantity change
// names the version its client last saw (If-Match); a 409 STALE_CART hands the
// client the bag as it is, and it tries again a bounded number of times.
//
// Every accepted change answers the bag as its own transaction left it, with
// the version that transaction gave it, so the accepted changes can be put in
// the server's order and replayed: each answer, every STALE_CART's bag, and the
// final bag must be exactly what the replay says. src/basket/basket.http.test.ts
// runs it on PGlite, src/db/postgres.test.ts on PostgreSQL (a pool, changes side
// by side). Test support, so outside src/ (no production module can reach it).
import type { BasketLine, Cart } from '@storefront/shared-contracts';
import { apiPaths } from '@storefront/shared-contracts';
import { createSession } from '../src/account/users';
import type { VariantRecord } from '../src/catalogue/generate';
import { MAX_QUANTITY } from '../src/basket/rules';
import { newCustomer } from '../src/testing/customers';
import { SESSION_COOKIE } from '../src/http/shopper';
import type { TestClient, TestServer } from '../src/testing/server';

export interface BagWorkloadOptions {
  /** Planned operations, shared round-robin between the clients. */
  operations?: number;
  clients?: number;
  seed?: number;
  /** How many times a change answered STALE_CART is sent again with the bag's new version. */
  maxRetries?: number;
}

/** One item of the bag: a sku and its personalisation (the same sku twice is two lines). */
interface BagItem {
  sku: string;
  customisation?: Record<string, string>;
  /** Set ops (quantity changes) only pick items already in the bag when the clients start. */
  seeded: boolean;
}

type Op = { kind: 'add' | 'set'; item: number; quantity: number };

/** One HTTP answer to one attempt of an operation. */
export interface BagAnswer {
  client: number;
  op: number;
  kind: 'add' | 'set';
  item: string;
  quantity: number;
  /** The version sent in If-Match (quantity changes). */
  sentVersion?: number;
  status: number;
  /** Error code of a 4xx/5xx answer. */
  error?: string;
  message?: string;
  /** The bag the answer carried: a 200's, or a STALE_CART's current bag. */
  cart?: Cart;
}

export interface BagWorkload {
  /** The bag after the seeding add, before the clients start. */
  seedCart: Cart;
  answers: BagAnswer[];
  /** GET /_api/basket after every client is done. */
  finalCart: Cart;
  /** Each sku's stock during the run. */
  stock: Map<string, number>;
  operations: number;
  clients: number;
  elapsedMs: number;
}

/** mulberry32: a small seeded generator, so the plan is the same on every run. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A line's identity: its sku and personalisation (key order ignored). */
export const itemKey = (sku: string, customisation?: Record<string, string>) =>
  `${sku}|${JSON.stringify(Object.entries(customisation ?? {}).sort(([a], [b]) => a.localeCompare(b)))}`;

const lineKey = (line: BasketLine) => itemKey(line.sku, line.customisation);

/** The bag's lines as item key → quantity; throws on two lines for one item. */
export function quantitiesOf(cart: Cart): Map<string, number> {
  const map = new Map<string, number>();
  for (const line of cart.lines) {
    const key = lineKey(line);
    if (map.has(key)) throw new Error(`two lines for ${key} in bag version ${cart.version}`);
    map.set(key, line.quantity);
  }
  return map;
}

/**
 * Picks the items from the test server's catalogue and sets their stock for
 * the run: three with stock to spare (the line limit of 10 refuses), one with
 * 6 (the stock refuses), one personalised sku with 12 on two lines (the stock
 * counts both lines), and one more with stock to spare that no client has
 * when they start (concurrent adds create its line).
 */
function pickItems(server: TestServer): { items: BagItem[]; restore: () => void; stock: Map<string, number> } {
  const sold = server.api.catalogue.products.filter((p) => p.availablefascias.includes('burton') && !p.gwp && !p.bulkyItem);
  // From the end of the catalogue: other tests of a file pick from its start.
  const plain = sold
    .filter((p) => !p.customisationGroupName)
    .flatMap((p) => p.variants)
    .filter((v) => v.quantity >= 30 && !v.marketplaceSku)
    .reverse();
  const monogram = sold
    .filter((p) => p.customisationGroupName === 'monogram')
    .flatMap((p) => p.variants)
    .filter((v) => !v.marketplaceSku)
    .reverse();
  const [a, b, c, short, fresh] = plain;
  const [mono] = monogram;
  if (!a || !b || !c || !short || !fresh || !mono) throw new Error('the catalogue lacks the variants the workload needs');
  const stockFor = new Map<VariantRecord, number>([[short, 6], [mono, 12]]);
  const before = new Map([...stockFor.keys()].map((v) => [v, v.quantity] as const));
  for (const [variant, quantity] of stockFor) variant.quantity = quantity;
  const items: BagItem[] = [
    { sku: a.sku, seeded: true },
    { sku: b.sku, seeded: true },
    { sku: c.sku, seeded: true },
    { sku: short.sku, seeded: true },
    { sku: mono.sku, customisation: { initials: 'AB' }, seeded: true },
    { sku: mono.sku, customisation: { initials: 'CD' }, seeded: true },
    { sku: fresh.sku, seeded: false },
  ];
  const stock = new Map([a, b, c, short, fresh, mono].map((v) => [v.sku, v.quantity] as const));
  return {
    items,
    stock,
    restore: () => {
      for (const [variant, quantity] of before) variant.quantity = quantity;
    },
  };
}

/** The plan: half adds of 1 to 3, half quantity changes to 1..10, spread over the items. */
function plan(items: BagItem[], operations: number, seed: number): Op[] {
  const random = seeded(seed);
  const settable = items.flatMap((item, i) => (item.seeded ? [i] : []));
  return Array.from({ length: operations }, (): Op => {
    const kind = random() < 0.5 ? 'add' : 'set';
    const pool = kind === 'add' ? items.map((_, i) => i) : settable;
    const item = pool[Math.floor(random() * pool.length)]!;
    const quantity = kind === 'add' ? 1 + Math.floor(random() * 3) : 1 + Math.floor(random() * MAX_QUANTITY);
    return { kind, item, quantity };
  });
}

async function readAnswer(res: Response): Promise<{ status: number; body: unknown }> {
  const text = await res.text();
  try {
    return { status: res.status, body: JSON.parse(text) };
  } catch {
    return { status: res.status, body: text };
  }
}

export async function runBagWorkload(server: TestServer, options: BagWorkloadOptions = {}): Promise<BagWorkload> {
  const { operations = 200, clients: clientCount = 20, seed = 19, maxRetries = 4 } = options;
  const { items, restore, stock } = pickItems(server);
  try {
    // One customer, signed in on every client with a session of its own.
    const customer = await newCustomer(server);
    const clients: TestClient[] = [customer.client];
    while (clients.length < clientCount) {
      const session = await createSession(server.api.db, customer.userId);
      const client = server.client();
      client.cookies.set(SESSION_COOKIE, session.id);
      clients.push(client);
    }
    const seedRes = await clients[0]!.postForm(apiPaths.addToCart(), {
      data: JSON.stringify(items.filter((item) => item.seeded).map(({ sku, customisation }) => ({ sku, quantity: 1, ...(customisation ? { customisation } : {}) }))),
    });
    if (seedRes.status !== 200) throw new Error(`the seeding add answered ${seedRes.status}: ${await seedRes.text()}`);
    const { lastAdded: _lastAdded, ...seedCart } = (await seedRes.json()) as Cart;

    const ops = plan(items, operations, seed);
    const answers: BagAnswer[] = [];
    const started = performance.now();

    const runClient = async (index: number) => {
      const client = clients[index]!;
      // The page's first read of the bag.
      let view = (await (await client.get(apiPaths.basket())).json()) as Cart;
      for (let opIndex = index; opIndex < ops.length; opIndex += clientCount) {
        const op = ops[opIndex]!;
        const item = items[op.item]!;
        const key = itemKey(item.sku, item.customisation);
        const base = { client: index, op: opIndex, kind: op.kind, item: key, quantity: op.quantity };
        if (op.kind === 'add') {
          const { customisation } = item;
          const { status, body } = await readAnswer(
            await client.postForm(apiPaths.addToCart(), { data: JSON.stringify([{ sku: item.sku, quantity: op.quantity, ...(customisation ? { customisation } : {}) }]) }),
          );
          const answer = record(base, status, body);
          answers.push(answer);
          if (answer.cart && answer.cart.version > view.version) view = answer.cart;
          continue;
        }
        for (let attempt = 0; attempt <= maxRetries; attempt++) {
          const line = view.lines.find((l) => lineKey(l) === key);
          if (!line) throw new Error(`client ${index} does not see the seeded line ${key}`);
          const sentVersion = view.version;
          const { status, body } = await readAnswer(
            await client.send(apiPaths.basketLine(line.id), {
              method: 'PATCH',
              body: JSON.stringify({ quantity: op.quantity }),
              headers: { 'content-type': 'application/json', 'if-match': `"${sentVersion}"` },
            }),
          );
          const answer = record({ ...base, sentVersion }, status, body);
          answers.push(answer);
          if (answer.cart) view = answer.cart;
          if (answer.error !== 'STALE_CART') break;
        }
      }
    };

    await Promise.all(clients.map((_, i) => runClient(i)));
    const elapsedMs = Math.round(performance.now() - started);
    const finalCart = (await (await clients[0]!.get(apiPaths.basket())).json()) as Cart;
    return { seedCart, answers, finalCart, stock, operations, clients: clientCount, elapsedMs };
  } finally {
    restore();
  }
}

function record(base: Omit<BagAnswer, 'status'>, status: number, body: unknown): BagAnswer {
  const answer: BagAnswer = { ...base, status };
  if (status === 200) {
    const { lastAdded: _lastAdded, ...cart } = body as Cart;
    answer.cart = cart;
  } else if (typeof body === 'object' && body !== null) {
    const error = body as { error?: unknown; message?: unknown; cart?: Cart };
    if (typeof error.error === 'string') answer.error = error.error;
    if (typeof error.message === 'string') answer.message = error.message;
    if (error.cart) answer.cart = error.cart;
  }
  return answer;
}

export interface BagFigures {
  operations: number;
  requests: number;
  accepted: number;
  acceptedAdds: number;
  acceptedChanges: number;
  /** Accepted changes that moved the version (every accepted add, and changes to another quantity). */
  changing: number;
  /** Accepted quantity changes to the quantity the line already had. */
  unchanged: number;
  /** STALE_CART answers, and operations still stale after the last retry. */
  stale: number;
  staleGaveUp: number;
  /** Stock and line-limit refusals, by code. */
  refused: Record<string, number>;
  elapsedMs: number;
  finalVersion: number;
}

/** The figures for the closing note. */
export function bagFigures(run: BagWorkload): BagFigures {
  const accepted = run.answers.filter((a) => a.status === 200);
  const unchanged = accepted.filter((a) => a.kind === 'set' && a.cart!.version === a.sentVersion).length;
  const refused: Record<string, number> = {};
  for (const a of run.answers) if (a.status !== 200 && a.error !== 'STALE_CART') refused[a.error ?? String(a.status)] = (refused[a.error ?? String(a.status)] ?? 0) + 1;
  // An operation's last answer is its outcome.
  const last = new Map<number, BagAnswer>();
  for (const a of run.answers) last.set(a.op, a);
  return {
    operations: run.operations,
    requests: run.answers.length,
    accepted: accepted.length,
    acceptedAdds: accepted.filter((a) => a.kind === 'add').length,
    acceptedChanges: accepted.filter((a) => a.kind === 'set').length,
    changing: accepted.length - unchanged,
    unchanged,
    stale: run.answers.filter((a) => a.error === 'STALE_CART').length,
    staleGaveUp: [...last.values()].filter((a) => a.error === 'STALE_CART').length,
    refused,
    elapsedMs: run.elapsedMs,
    finalVersion: run.finalCart.version,
  };
}

/** One summary line for the test output (and the closing note). */
export function reportBagWorkload(database: string, run: BagWorkload): BagFigures {
  const f = bagFigures(run);
  const refused = Object.entries(f.refused).map(([code, n]) => `${code} ${n}`).join(', ') || 'none';
  process.stdout.write(
    `[bag concurrency, ${database}] ${f.operations} operations from ${run.clients} clients on one bag: ${f.requests} requests, ` +
      `${f.accepted} accepted (${f.acceptedAdds} adds, ${f.acceptedChanges} quantity changes of which ${f.unchanged} unchanged), ` +
      `${f.changing} changing, ${f.stale} stale (${f.staleGaveUp} gave up after retries), ` +
      `refused: ${refused}; final version ${f.finalVersion}; ${f.elapsedMs} ms\n`,
  );
  return f;
}

/** The refusals a shopper can meet that store nothing and are not a fault: stock and the line limit. */
const REFUSALS = { add: ['LINE_LIMIT', 'INSUFFICIENT_STOCK', 'OUT_OF_STOCK'], set: ['STALE_CART', 'INSUFFICIENT_STOCK', 'OUT_OF_STOCK'] };

/**
 * The checks: no 5xx; every answer a 200 or a readable 409 the shopper can
 * meet; the accepted changes numbered one after another by the server; each
 * answer's bag (STALE_CART's too) and the final bag exactly the replay of the
 * accepted changes in that order; no line twice, none above 10, no sku above
 * its stock; the final version the seed's plus the changing operations.
 */
export function expectBagMatchesAcceptedChanges(run: BagWorkload): void {
  const { answers, seedCart, finalCart } = run;
  expect(answers.filter((a) => a.status >= 500)).toEqual([]);
  for (const a of answers) {
    if (a.status === 200) continue;
    expect({ status: a.status, allowed: REFUSALS[a.kind].includes(a.error ?? '') }).toEqual({ status: 409, allowed: true });
    // A sentence for the shopper, not a code.
    expect(a.message).toMatch(/^[A-Z].{10,}[.!]$/);
  }
  // Every operation ran: one answer each, more only for STALE_CART retries.
  expect(new Set(answers.map((a) => a.op)).size).toBe(run.operations);

  // Each operation ends accepted, refused, or still stale after its retries.
  const f = bagFigures(run);
  expect(f.accepted + Object.values(f.refused).reduce((sum, n) => sum + n, 0) + f.staleGaveUp).toBe(run.operations);

  const accepted = answers.filter((a) => a.status === 200);
  for (const a of accepted.filter((x) => x.kind === 'set')) {
    // A change names a version and the server either moved it on by one or, the quantity being the same, kept it.
    expect([a.sentVersion, a.sentVersion! + 1]).toContain(a.cart!.version);
  }
  const changing = accepted
    .filter((a) => a.kind === 'add' || a.cart!.version === a.sentVersion! + 1)
    .sort((x, y) => x.cart!.version - y.cart!.version);
  // One version per accepted change, none skipped, none shared.
  expect(changing.map((a) => a.cart!.version)).toEqual(changing.map((_, i) => seedCart.version + 1 + i));

  // The replay: the bag at every version from the seed on.
  const states = new Map<number, Map<string, number>>([[seedCart.version, quantitiesOf(seedCart)]]);
  let state = quantitiesOf(seedCart);
  for (const a of changing) {
    state = new Map(state);
    state.set(a.item, a.kind === 'add' ? (state.get(a.item) ?? 0) + a.quantity : a.quantity);
    states.set(a.cart!.version, state);
  }
  // Each bag an answer carried is the replayed bag of its version: an accepted
  // change's own, an unchanged quantity's, and a STALE_CART's current bag.
  for (const a of answers) {
    if (!a.cart) continue;
    expect({ version: a.cart.version, lines: [...quantitiesOf(a.cart)].sort() }).toEqual({
      version: a.cart.version,
      lines: [...(states.get(a.cart.version) ?? new Map([['no such version', 0]]))].sort(),
    });
    expectWithinLimits(a.cart, run.stock);
  }
  for (const a of accepted.filter((x) => x.kind === 'set')) {
    expect(states.get(a.cart!.version)!.get(a.item)).toBe(a.quantity);
  }

  expect(finalCart.version).toBe(seedCart.version + changing.length);
  const finalLines = quantitiesOf(finalCart);
  expect([...finalLines].sort()).toEqual([...state].sort());
  expect(finalCart.lines).toHaveLength(state.size);
  expectWithinLimits(finalCart, run.stock);
  // Not a vacuous run: adds and quantity changes both went through.
  expect(changing.some((a) => a.kind === 'add') && changing.some((a) => a.kind === 'set')).toBe(true);
}

/** No line above 10, no sku above its stock, the item count the lines' sum. */
function expectWithinLimits(cart: Cart, stock: Map<string, number>): void {
  const perSku = new Map<string, number>();
  for (const line of cart.lines) {
    expect(line.quantity).toBeLessThanOrEqual(MAX_QUANTITY);
    perSku.set(line.sku, (perSku.get(line.sku) ?? 0) + line.quantity);
  }
  for (const [sku, quantity] of perSku) expect({ sku, quantity, over: quantity > stock.get(sku)! }).toEqual({ sku, quantity, over: false });
  expect(cart.itemCount).toBe([...perSku.values()].reduce((sum, n) => sum + n, 0));
}
