/**
 * @jest-environment node
 */
// Internal staff (spec 2 §6) decided by the shell's server: a product page
// from the office network says so in its boot data and carries the staff
// tools' slot; anyone else gets neither, so their browser never loads the
// parcel. The office network and the trusted proxies come from the
// environment, as an operator sets them, and the in-process api's own check
// on its endpoint agrees.
import { clientAddressClaims } from '@storefront/api/testing/clientAddress';
import { apiPaths } from '@storefront/shared-contracts';
import type { BootData } from '../boot';
import { bootOf, startTestShell, type TestShell } from './testing/shell';

// The shell starts its in-process api (catalogue, local indexes, database): seconds on a busy machine.
jest.setTimeout(90_000);

const OFFICE = '10.0.0.0/8,fd00::/8';
/** The one proxy in front of the shell. */
const PROXY = '192.0.2.10';
const PRODUCT_PATH = '/product/midi-wrap-dress-navy-10001';
const PRODUCT_KEY = 'DRS10001';
const STAFF_SLOT = 'data-slot="pdpWidgets/StaffTools"';

let shell: TestShell;

beforeAll(async () => {
  const saved = { OFFICE_NETWORK_CIDRS: process.env.OFFICE_NETWORK_CIDRS, TRUST_PROXY: process.env.TRUST_PROXY };
  Object.assign(process.env, { OFFICE_NETWORK_CIDRS: OFFICE, TRUST_PROXY: PROXY });
  try {
    shell = await startTestShell();
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
});

afterAll(async () => {
  await shell?.close();
});

interface From {
  /** The peer's address (the shopper's, or a proxy's). */
  peer: string;
  forwardedFor?: string;
  /** Other headers the request comes with. */
  headers?: Record<string, string>;
}

const headersOf = ({ forwardedFor, headers }: From) => ({ ...headers, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) });

async function productDocument(from: From): Promise<{ boot: BootData; html: string }> {
  const res = await shell.inject({ method: 'GET', url: PRODUCT_PATH, remoteAddress: from.peer, headers: headersOf(from) });
  expect(res.statusCode).toBe(200);
  // The page itself is drawn either way (its price slot is there), staff or not.
  expect(res.body).toContain('data-slot="gallery/ProductPrice"');
  return { boot: bootOf(res.body), html: res.body };
}

async function internalPriceStatus(from: From): Promise<number> {
  const res = await shell.inject({ method: 'GET', url: apiPaths.internalPrice(PRODUCT_KEY), remoteAddress: from.peer, headers: headersOf(from) });
  return res.statusCode;
}

async function expectStaff(from: From) {
  const { boot, html } = await productDocument(from);
  expect(boot.staff).toBe(true);
  expect(html).toContain(STAFF_SLOT);
  expect(await internalPriceStatus(from)).toBe(200);
}

async function expectNotStaff(from: From) {
  const { boot, html } = await productDocument(from);
  expect(boot.staff).toBe(false);
  expect(html).not.toContain(STAFF_SLOT);
  expect(await internalPriceStatus(from)).toBe(404);
}

it('marks a request from an office address as staff and draws the staff tools slot', async () => {
  await expectStaff({ peer: '10.1.2.3' });
  await expectStaff({ peer: 'fd00::12' });
  // An IPv4 peer as a dual-stack socket reports it.
  await expectStaff({ peer: '::ffff:10.20.30.40' });
});

it('gives a request from outside the office network neither the flag nor the slot', async () => {
  await expectNotStaff({ peer: '203.0.113.9' });
  await expectNotStaff({ peer: '11.0.0.1' });
});

it('does not let a peer that is not a trusted proxy claim an office address', async () => {
  await expectNotStaff({ peer: '203.0.113.9', forwardedFor: '10.1.2.3' });
});

it('goes by the address the trusted proxy forwards, not one the client put before it', async () => {
  await expectStaff({ peer: PROXY, forwardedFor: '10.1.2.3' });
  await expectNotStaff({ peer: PROXY, forwardedFor: '10.1.1.1, 203.0.113.9' });
  // The proxy itself is not in the office.
  await expectNotStaff({ peer: PROXY });
});

describe('an outside request claiming an office address in a header', () => {
  it.each(Object.entries(clientAddressClaims('10.1.2.3')))('is not staff for a %s of %s', async (name, value) => {
    await expectNotStaff({ peer: '203.0.113.9', headers: { [name]: value } });
  });

  it('is not staff with every such header at once, an IPv4 or an IPv6 office address', async () => {
    await expectNotStaff({ peer: '203.0.113.9', headers: clientAddressClaims('10.1.2.3') });
    await expectNotStaff({ peer: '2001:db8::9', headers: clientAddressClaims('fd00::12') });
  });

  it('is not staff through the trusted proxy either: only the address the proxy appends to X-Forwarded-For counts', async () => {
    await expectNotStaff({ peer: PROXY, headers: clientAddressClaims('10.1.2.3'), forwardedFor: '10.1.2.3, 203.0.113.9' });
  });
});
