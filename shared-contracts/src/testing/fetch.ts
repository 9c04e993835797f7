// Page tests that call the api: a fetch the test answers (jsdom has none),
// and the beforeEach/afterEach that give each test a clean event bus, fetch,
// session storage and no event recordings left from the one before. Its own
// entry (testing/fetch), since it needs jest: the fixtures are also used by
// the remotes' development pages.
import { resetEventState } from '../events/bus';
import { stopHearing } from './events';

export const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

/** A fetch answer as the browser gives it (headers by lower-case name). */
export const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  ({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body), headers: { get: (name: string) => headers[name.toLowerCase()] ?? null } }) as Response;

export function setUpFetchTests(): void {
  beforeEach(() => {
    resetEventState();
    fetchMock.mockReset();
    globalThis.fetch = fetchMock as typeof fetch;
    window.sessionStorage.clear();
  });
  afterEach(() => {
    stopHearing();
  });
}
