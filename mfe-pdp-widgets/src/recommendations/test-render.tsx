// Rendering and a fake api for the recommendations' widget tests: the engine,
// the visually similar search and the product search, answered the way
// api/src/recommendations and api/search-service answer them.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { RecommendationsI18n } from './i18n/i18n';

export type FetchArgs = [RequestInfo | URL, RequestInit?];

export const json = (status: number, body: unknown) =>
  ({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) }) as Response;

export const html = (body: string) =>
  ({ ok: true, status: 200, json: () => Promise.reject(new SyntaxError(`Unexpected token '<', "${body.slice(0, 10)}" is not valid JSON`)) }) as Response;

/** Answers per path (without query); 'hang' never answers but honours an abort. */
export type Route = (url: URL, init?: RequestInit) => Response | 'hang';

export function fakeApi(routes: Record<string, Route>) {
  const fetchMock = jest.fn<Promise<Response>, FetchArgs>();
  fetchMock.mockImplementation((input, init) => {
    const url = new URL(String(input), 'http://shop.test');
    const route = routes[url.pathname];
    if (!route) return Promise.resolve(json(404, { error: 'NOT_FOUND' }));
    const answer = route(url, init);
    if (answer !== 'hang') return Promise.resolve(answer);
    return new Promise<Response>((_, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
    });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return {
    fetchMock,
    /** Every requested URL (path and query), in order. */
    requested: () => fetchMock.mock.calls.map(([input]) => String(input)),
  };
}

export function renderIn(ui: ReactNode, locale = 'en-GB') {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <RecommendationsI18n locale={locale}>{ui}</RecommendationsI18n>
    </SWRConfig>,
  );
}
