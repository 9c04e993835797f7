// The account pages' tests: the page drawn at an address in a fascia, with a
// fetch that answers the api's calls the test names (jsdom has no fetch).
import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { FASCIAS } from '@storefront/shared-contracts';
import { answer, fetchMock, setUpFetchTests } from '@storefront/shared-contracts/testing/fetch';
import type { BootData } from '../boot';
import { catalogues, ShellI18n } from '../i18n/i18n';
import { matchRoute } from '../routing/matchRoute';

export { answer, fetchMock, setUpFetchTests as setUpPageTests };
export const guest = { id: 'guest', guest: true };
const loginPage = answer(200, { csrf: 'csrf-123', cart: null, user: guest });

/** GET /login gives a csrf token; each `METHOD path` named answers as given; anything else fails. */
export function serve(answers: Record<string, Response>) {
  fetchMock.mockImplementation((input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    if (key === 'GET /login') return Promise.resolve(loginPage);
    const found = answers[key];
    return found ? Promise.resolve(found) : Promise.reject(new Error(`unexpected fetch ${key}`));
  });
}

/** The JSON body of the one call to a path. */
export function sentTo(path: string): unknown {
  const call = fetchMock.mock.calls.find(([input, init]) => String(input) === path && init?.method === 'POST');
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}

export function bootAt(address: string, user: BootData['session']['user'] = guest, fascia = FASCIAS.burton): BootData {
  const url = new URL(address, 'http://localhost');
  return {
    route: matchRoute(url.pathname, url.search),
    fascia,
    session: { user, basketCount: 0 },
    registry: { remotes: {} },
    page: null,
    slotTimeoutMs: 8000,
    labels: catalogues[fascia.locale as keyof typeof catalogues],
  };
}

type Page = ComponentType<{ boot: BootData; navigate?(path: string): void }>;

/** Draws the page in the browser; returns its navigate. */
export function renderPageAt(Page: Page, address: string, user?: BootData['session']['user'], fascia = FASCIAS.burton) {
  const navigate = jest.fn<void, [string]>();
  const data = bootAt(address, user, fascia);
  render(
    <ShellI18n locale={data.fascia.locale}>
      <Page boot={data} navigate={navigate} />
    </ShellI18n>,
  );
  return navigate;
}

/** The page as the server draws it. */
export function serverHtml(Page: Page, address: string): string {
  const data = bootAt(address);
  return renderToString(
    <ShellI18n locale={data.fascia.locale}>
      <Page boot={data} />
    </ShellI18n>,
  );
}
