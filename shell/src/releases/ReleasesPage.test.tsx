// The release page in the browser: the token form when the api asks for one,
// a wrong token said clearly, the live releases, the charts as figures and as
// tables, the release events listed; and as the server draws it.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { answer, fetchMock, setUpPageTests } from '../account/testing';
import { bootAt } from '../account/testing';
import { ReleasesPage } from './ReleasesPage';
import { RELEASE_TOKEN_KEY } from './releasesApi';
import { HISTORY, SERIES } from './testing';

setUpPageTests();

const TOKEN = 'right-token';
const LIVE = {
  gallery: { manifest: 'https://cdn.test/gallery/1.12.0/mf-manifest.json', version: '1.12.0', contract: '1.0.0', releaseId: 12, since: '2026-12-07T17:00:00.000Z', by: 'dev@ci', canary: { manifest: 'https://cdn.test/gallery/1.13.0/mf-manifest.json', version: '1.13.0', contract: '1.0.0', releaseId: 13, percent: 5, since: new Date(Date.now() - 135 * 60_000).toISOString(), by: 'widget@team' } },
};

/** The api as the page sees it: the series need `token` (or none when `office`); the rest is public. */
function serveApi({ office = false, token = TOKEN, series = SERIES, closed = false }: { office?: boolean; token?: string; series?: typeof SERIES; closed?: boolean } = {}) {
  fetchMock.mockImplementation((input, init) => {
    const url = String(input);
    if (url === '/_api/releases') return Promise.resolve(answer(200, { remotes: LIVE }));
    const history = /^\/_api\/releases\/(\w+)\/history$/.exec(url);
    if (history) return Promise.resolve(answer(200, { remote: history[1], releases: history[1] === 'gallery' ? HISTORY : [] }));
    const wanted = /^\/_api\/field\/series\/(\w+)\?hours=(\d+)$/.exec(url);
    if (wanted) {
      if (closed) return Promise.resolve(answer(503, { error: 'RELEASE_HEALTH_CLOSED', message: 'Release health is read with the release token or from the office network, and RELEASE_TOKEN is not set on this deployment.' }));
      const sent = (init?.headers as Record<string, string> | undefined)?.Authorization;
      if (!office && !sent) return Promise.resolve(answer(401, { error: 'RELEASE_TOKEN_REQUIRED', message: 'Send the release token.' }));
      if (!office && sent !== `Bearer ${token}`) return Promise.resolve(answer(403, { error: 'RELEASE_TOKEN_WRONG', message: 'This release token is not the one of this deployment.' }));
      return Promise.resolve(answer(200, wanted[1] === 'gallery' ? series : { ...series, remote: wanted[1], releases: [] }));
    }
    return Promise.reject(new Error(`unexpected fetch ${url}`));
  });
}

const seriesCalls = () => fetchMock.mock.calls.filter(([input]) => String(input).startsWith('/_api/field/series/'));

function renderAt(address = '/releases') {
  window.history.replaceState(null, '', address);
  render(<ReleasesPage boot={bootAt(address)} />);
}

describe('the release page', () => {
  it('asks for the release token when the api wants one, says a wrong one is wrong, and shows the releases with the right one', async () => {
    serveApi();
    const user = userEvent.setup();
    renderAt();
    const form = await screen.findByRole('form', { name: 'Release token' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Live releases and canaries' })).not.toBeInTheDocument();

    const input = within(form).getByLabelText('Release token');
    expect(input).toHaveAttribute('type', 'password');
    await user.type(input, 'nope');
    await user.click(within(form).getByRole('button', { name: 'Show releases' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That release token was not accepted');
    expect(screen.getByRole('form', { name: 'Release token' })).toBeInTheDocument();
    expect(screen.getByLabelText('Release token', { selector: 'input' })).toHaveAttribute('aria-invalid', 'true');
    expect(window.sessionStorage.getItem(RELEASE_TOKEN_KEY)).toBeNull();

    await user.type(screen.getByLabelText('Release token', { selector: 'input' }), TOKEN);
    await user.click(screen.getByRole('button', { name: 'Show releases' }));
    expect(await screen.findByRole('heading', { name: 'Live releases and canaries' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Release token' })).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(RELEASE_TOKEN_KEY)).toBe(TOKEN);
    expect(seriesCalls().at(-1)![1]?.headers).toEqual(expect.objectContaining({ Authorization: `Bearer ${TOKEN}` }));
  });

  it('sends the token kept in this tab without asking, and shows each remote\'s live release and canary', async () => {
    window.sessionStorage.setItem(RELEASE_TOKEN_KEY, TOKEN);
    serveApi();
    renderAt();
    const live = await screen.findByRole('table', { name: "Each remote's live release and running canary" });
    const gallery = within(live).getByRole('row', { name: /^gallery/ });
    expect(gallery).toHaveTextContent('1.12.0 (#12)');
    expect(gallery).toHaveTextContent('dev@ci');
    expect(gallery).toHaveTextContent('1.13.0 (#13) for 5 % of visitors, running 2 h 15 min, by widget@team');
    expect(within(live).getByRole('row', { name: /^basket/ })).toHaveTextContent('Never published: the default build');
    expect(screen.queryByRole('form', { name: 'Release token' })).not.toBeInTheDocument();
  });

  it('draws each chart as a named figure with a summed-up image, its figures as a table, and lists the release events', async () => {
    serveApi({ office: true });
    const user = userEvent.setup();
    renderAt();
    for (const title of ['Page views', 'Failure rate', 'LCP p75', 'INP p75']) {
      const figure = await screen.findByRole('figure', { name: new RegExp(`^${title} of gallery`) });
      const image = within(figure).getByRole('img', { name: new RegExp(`^${title} per 5 minutes of gallery, last hour\\.`) });
      expect(image.tagName.toLowerCase()).toBe('svg');
      expect(within(figure).getByRole('list', { name: 'Legend' })).toHaveTextContent('live #12 (1.12.0) (solid)canary #13 (1.13.0) (dashed)');
    }
    const views = screen.getByRole('figure', { name: /^Page views of gallery/ });
    expect(within(views).getByRole('img')).toHaveAccessibleName(
      'Page views per 5 minutes of gallery, last hour. live #12 (1.12.0): 300 views; canary #13 (1.13.0): 40 views; 4 release events marked.',
    );

    // The table is behind its button.
    expect(within(views).queryByRole('table')).not.toBeInTheDocument();
    const disclosure = within(views).getByRole('button', { name: /^Figures as a table/ });
    expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    await user.click(disclosure);
    expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    const table = within(views).getByRole('table', { name: 'Page views of gallery, per 5 minutes, last hour (UTC)' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Time (UTC)', 'live #12 (1.12.0)', 'canary #13 (1.13.0)']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['20:00', '20:05', '20:10', '20:15', '20:20', '20:25', '20:30'].map((t) => `7 Dec, ${t} UTC`));
    expect(rows[6]).toHaveTextContent('7 Dec, 20:30 UTC10040');
    expect(rows[2]).toHaveTextContent('7 Dec, 20:10 UTC0no figure');

    const events = screen.getByRole('table', { name: 'Release events of gallery in the last hour, marked on the charts' });
    expect(within(events).getAllByRole('rowheader').map((th) => th.textContent)).toEqual([
      'Automatic rollback of canary #13 (1.13.0)',
      'Canary #13 (1.13.0) share 5 % → 25 %',
      'weird new thing #14 (1.14.0)',
      'Canary #13 (1.13.0) started at 5 %',
    ]);
    expect(within(events).getByRole('row', { name: /Automatic rollback/ })).toHaveTextContent('failure rate 10.00 % against 0.67 % live');
  });

  it('says when a remote had no page views, and follows the chosen remote and period in the address', async () => {
    serveApi({ office: true });
    const user = userEvent.setup();
    renderAt('/releases?remote=gallery&hours=24');
    await screen.findByRole('figure', { name: /^Page views of gallery/ });
    expect(seriesCalls().at(-1)![0]).toBe('/_api/field/series/gallery?hours=24');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Remote' }), 'listing');
    expect(await screen.findByText('No page views reported for listing in the last hour.')).toBeInTheDocument();
    expect(screen.getByText('No publish, canary, promote or rollback of listing in the last hour.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Remote' })).toHaveFocus();
    expect(window.location.search).toBe('?remote=listing&hours=24');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'Last 7 days');
    await screen.findByText(/No page views reported for listing/);
    expect(seriesCalls().at(-1)![0]).toBe('/_api/field/series/listing?hours=168');
    expect(window.location.search).toBe('?remote=listing&hours=168');
  });

  it('says so when the deployment cannot give release health', async () => {
    serveApi({ closed: true });
    renderAt();
    expect(await screen.findByRole('alert')).toHaveTextContent('RELEASE_TOKEN is not set on this deployment');
    expect(screen.queryByRole('form', { name: 'Release token' })).not.toBeInTheDocument();
  });

  it('is drawn by the server as a heading and a spinner, touching no browser storage', async () => {
    const html = renderToString(<ReleasesPage boot={bootAt('/releases')} />);
    expect(html).toContain('<h1>Releases</h1>');
    expect(html).toContain('role="progressbar" aria-label="Loading releases"');
    expect(html).not.toContain('<svg role="img"');
    // The browser's first render is the same, so hydration matches (then it asks the api).
    serveApi({ office: true });
    await act(async () => {
      render(<ReleasesPage boot={bootAt('/releases')} />);
    });
    expect(await screen.findByRole('heading', { name: 'Live releases and canaries' })).toBeInTheDocument();
  });
});
