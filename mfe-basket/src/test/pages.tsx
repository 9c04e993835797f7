// What the page tests share: a fetch that answers by method and path (the
// shared fetch of shared-contracts/testing), the providers a page parcel
// gives its tree, and the recorder of bus events.
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { SessionSummary } from '@storefront/shared-contracts';
import { fetchMock, setUpFetchTests } from '@storefront/shared-contracts/testing/fetch';
import { BasketPagesI18n } from '../i18n/pagesI18n';

export { fetchMock };
export { heard } from '@storefront/shared-contracts/testing';

export const guest: SessionSummary = { user: { id: 'guest-1', guest: true }, basketCount: 0 };
export const customer = { user: { id: 'u-1', guest: false, firstName: 'Tess' }, basketCount: 0 } as SessionSummary;

/** A fresh SWR cache per test, no retries and no focus reads, so each answer is the test's. */
export function PageProviders({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false, revalidateOnFocus: false }}>
      <BasketPagesI18n locale="en-GB">{children}</BasketPagesI18n>
    </SWRConfig>
  );
}

/** Answers by "METHOD path", in order; a request nothing answers fails the test. */
export function serve(routes: Record<string, Array<() => Response>>) {
  fetchMock.mockImplementation(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const next = routes[key]?.shift();
    if (!next) throw new Error(`unexpected request ${key}`);
    return next();
  });
}

export const calls = (method: string, path: string) =>
  fetchMock.mock.calls.filter(([input, init]) => String(input) === path && (init?.method ?? 'GET') === method);

/** The data field of an add's form body. */
export const addedItems = (init: RequestInit | undefined): unknown => JSON.parse(new URLSearchParams(String(init?.body)).get('data') ?? 'null');

/** beforeEach/afterEach of a page test: a clean bus, fetch and storage, and errors kept off the output. */
export function setUpPageTests() {
  setUpFetchTests();
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });
}
