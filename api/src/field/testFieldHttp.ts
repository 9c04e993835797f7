// The field report endpoint's HTTP cases, run on PGlite (field.http.test.ts)
// and on PostgreSQL with two api instances on one database
// (field.postgres.test.ts): accepted reports add up in the aggregates,
// refused ones (malformed, oversized, too frequent) answer a clear 4xx and
// store nothing, and the read API gives each release's health and its series
// over time (the release page's), to the release token or the office network.
import type { TestServer } from '../testing/server';
import { recordReport, releaseSummary, type RemoteHealth, type RemoteSeries } from './fieldHealth';
import type { FieldReport } from './report';

export const FIELD_TOKEN = 'field-test-token';
/** The office network of these tests' api (OFFICE_NETWORK_CIDRS): its readers need no token. */
export const FIELD_OFFICE_CIDRS = '192.0.2.0/24';
/** Reports per client address per minute in these tests (FIELD_REPORTS_PER_MINUTE). */
export const FIELD_TEST_LIMIT = 40;

const report = (change: Record<string, unknown> = {}, remote: Record<string, unknown> = {}) => ({
  v: 1,
  page: 'product',
  fascia: 'burton',
  remotes: [{ name: 'gallery', release: '7', channel: 'canary', view: 1, failed: 0, failures: [], errors: 0, ...remote }],
  ...change,
});

/** The HTTP cases; `servers()` gives the running api instances (reports are spread over them). */
export function fieldHttpCases(servers: () => TestServer[]): void {
  let address = 0;
  /** A client address of its own per test, so the rate limit of one test does not hold another. */
  const from = () => ({ 'x-forwarded-for': `198.51.100.${++address}` });
  const server = (i = 0) => servers()[i % servers().length]!;
  const beacon = (body: string, headers: Record<string, string>, i = 0) =>
    server(i).client().send('/_api/field/reports', { method: 'POST', body, headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers } });
  const rows = async () => (await server().api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM field_health'))[0]!.n;
  const health = async (remote: string, query = '') => {
    const res = await server().client().send(`/_api/field/health/${remote}${query}`, { headers: { authorization: `Bearer ${FIELD_TOKEN}` } });
    expect(res.status).toBe(200);
    return (await res.json()) as RemoteHealth;
  };
  const releaseIn = async (remote: string, release: string, window: keyof RemoteHealth['windows'] = 'last15Minutes', query = '') =>
    (await health(remote, query)).windows[window].releases.find((r) => r.release === release);

  it('accepts a beacon (text/plain) and a JSON report with 204, and sums the aggregates across reports and instances', async () => {
    const headers = from();
    const sent = [
      report({ vitals: { lcp: 1200, inp: 80, cls: 0.01 } }),
      report({ vitals: { lcp: 1300, inp: 120 } }, { failed: 1, failures: ['script'], errors: 1 }),
      report({ vitals: { lcp: 1400 } }, { failed: 1, failures: ['timeout', 'render'] }),
      report({ vitals: { lcp: 5000, inp: 400, cls: 0.3 } }, { errors: 3 }),
      // A later report of the same view: an error, no new view.
      report({}, { view: 0, errors: 2 }),
    ];
    for (const [i, body] of sent.entries()) {
      const res = i % 2 === 0 ? await beacon(JSON.stringify(body), headers, i) : await server(i).client().postJson('/_api/field/reports', body, headers);
      expect(res.status).toBe(204);
      expect(await res.text()).toBe('');
    }
    const gallery = await releaseIn('gallery', '7');
    expect(gallery).toMatchObject({
      channel: 'canary',
      views: 4,
      failedViews: 2,
      failures: { manifest: 0, script: 1, timeout: 1, mount: 0, render: 1 },
      failureRate: { script: 0.25, timeout: 0.25, render: 0.25, manifest: 0, mount: 0, any: 0.5 },
      errors: 6,
      errorsPer1000Views: 1500,
      measured: { lcp: 4, inp: 3, cls: 2 },
    });
    // The p75 of 1200, 1300, 1400, 5000 from 100 ms buckets (5000 ms in a 250 ms one).
    expect(gallery!.lcpP75Ms).toBeGreaterThanOrEqual(1400);
    expect(gallery!.lcpP75Ms).toBeLessThanOrEqual(1500);
    // 80, 120, 400: rank 2.25 falls a quarter into the bucket [400, 425).
    expect(gallery!.inpP75Ms).toBe(406);
    expect((await health('gallery')).windows.lastDay.releases.find((r) => r.release === '7')).toMatchObject({ views: 4, errors: 6 });

    // The automatic rollback's summary of the same release.
    const summary = await releaseSummary(server().api.db, { remote: 'gallery', releaseId: 7, from: new Date(Date.now() - 10 * 60_000), to: new Date(Date.now() + 60_000) });
    expect(summary).toMatchObject({ views: 4, failures: 2, failuresByKind: { script: 1, timeout: 1, render: 1, manifest: 0, mount: 0 }, errors: 6 });
    expect(summary.lcp.counts.reduce((a, b) => a + b, 0)).toBe(4);
    expect(summary.lcp.counts).toHaveLength(summary.lcp.bounds.length + 1);
    expect((await releaseSummary(server().api.db, { remote: 'gallery', releaseId: 7, from: new Date(Date.now() - 10 * 60_000), to: new Date(Date.now() - 5 * 60_000) })).views).toBe(0);
  });

  it('adds exactly what reports sent side by side say, with no lost update', async () => {
    const sent = Array.from({ length: 24 }, (_, i) => report({ page: 'search', vitals: { inp: 50 + i } }, { release: 'race', channel: 'live', failed: i % 4 === 0 ? 1 : 0, failures: i % 4 === 0 ? ['mount'] : [], errors: i % 3 }));
    const answers = await Promise.all(sent.map((body, i) => beacon(JSON.stringify(body), { 'x-forwarded-for': `203.0.113.${i % 8}` }, i)));
    expect(answers.map((res) => res.status)).toEqual(sent.map(() => 204));
    expect(await releaseIn('gallery', 'race', 'last15Minutes', '?page=search')).toMatchObject({ channel: 'live', views: 24, failedViews: 6, failures: { mount: 6 }, errors: 24, measured: { inp: 24, lcp: 0 } });
    expect(await releaseIn('gallery', 'race', 'last15Minutes', '?page=product')).toBeUndefined();
  });

  it('refuses a malformed report with 400 saying what is wrong, storing nothing', async () => {
    const before = await rows();
    const cases: Array<[string, number, string]> = [
      ['not json', 400, 'INVALID_JSON'],
      ['[1, 2]', 400, 'INVALID_REPORT'],
      [JSON.stringify(report({ page: '/product/x?email=a@b.c' })), 400, 'INVALID_REPORT'],
      [JSON.stringify(report({ cookie: 'sf_sid=abc' })), 400, 'INVALID_REPORT'],
      [JSON.stringify(report({}, { release: 'https://cdn.test/x.js' })), 400, 'INVALID_REPORT'],
      [JSON.stringify(report({}, { name: 'elsewhere' })), 400, 'INVALID_REPORT'],
    ];
    for (const [body, status, error] of cases) {
      const res = await beacon(body, from());
      expect(res.status).toBe(status);
      const answer = (await res.json()) as { error: string; message: string; field?: string };
      expect(answer.error).toBe(error);
      expect(answer.message.length).toBeGreaterThan(10);
    }
    const page = (await (await beacon(JSON.stringify(report({ page: 'nowhere' })), from())).json()) as { field: string; message: string };
    expect(page).toMatchObject({ field: 'page', message: 'page must be a page type of the shell' });
    expect(await rows()).toBe(before);
  });

  it('refuses an oversized report with 413, storing nothing', async () => {
    const before = await rows();
    const big = JSON.stringify({ ...report(), padding: 'x'.repeat(5000) });
    const res = await beacon(big, from());
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'REPORT_TOO_LARGE', message: `A field report is at most 4096 bytes; this one is ${big.length}.` });
    expect(await rows()).toBe(before);
  });

  it('holds a client sending too many reports with 429, storing nothing from them, and not the others', async () => {
    const headers = from();
    const body = JSON.stringify(report({ page: 'basket' }, { release: 'limited', channel: 'live' }));
    for (let i = 0; i < FIELD_TEST_LIMIT; i++) expect((await beacon(body, headers)).status).toBe(204);
    const held = await beacon(body, headers);
    expect(held.status).toBe(429);
    expect(await held.json()).toEqual({ error: 'TOO_MANY_REQUESTS', message: expect.stringMatching(/^Too many field reports sent from here in a short time\. Please try again in (1 minute|\d+ seconds)\.$/) });
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await releaseIn('gallery', 'limited')).toMatchObject({ views: FIELD_TEST_LIMIT });
    expect((await beacon(body, from())).status).toBe(204);
    expect(await releaseIn('gallery', 'limited')).toMatchObject({ views: FIELD_TEST_LIMIT + 1 });
  });

  it('reads release health only with the release token, for a known remote', async () => {
    const res = (path: string, headers: Record<string, string> = {}) => server().client().send(path, { headers });
    expect((await res('/_api/field/health/gallery')).status).toBe(401);
    expect((await res('/_api/field/health/gallery', { authorization: 'Bearer nope' })).status).toBe(403);
    const unknown = await res('/_api/field/health/elsewhere', { authorization: `Bearer ${FIELD_TOKEN}` });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: string }).error).toBe('UNKNOWN_REMOTE');
    expect((await res('/_api/field/health/gallery?page=nowhere', { authorization: `Bearer ${FIELD_TOKEN}` })).status).toBe(400);
    const quiet = await health('pdpWidgets');
    expect(quiet).toMatchObject({ remote: 'pdpWidgets', windows: { last15Minutes: { releases: [] }, lastDay: { releases: [] } } });
  });

  it('reads release health and its series from the office network without the token, and not from elsewhere', async () => {
    const office = { 'x-forwarded-for': '192.0.2.44' };
    const outside = { 'x-forwarded-for': '198.51.100.250' };
    for (const path of ['/_api/field/health/gallery', '/_api/field/series/gallery']) {
      const inside = await server().client().send(path, { headers: office });
      expect(inside.status).toBe(200);
      expect(inside.headers.get('cache-control')).toMatch(/no-store/);
      expect((await server().client().send(path, { headers: outside })).status).toBe(401);
      expect((await server().client().send(path, { headers: { ...outside, authorization: 'Bearer nope' } })).status).toBe(403);
      expect((await server().client().send(path, { headers: { ...outside, authorization: `Bearer ${FIELD_TOKEN}` } })).status).toBe(200);
    }
    const wrong = await server().client().send('/_api/field/series/gallery', { headers: { authorization: 'Bearer nope' } });
    expect(await wrong.json()).toEqual({ error: 'RELEASE_TOKEN_WRONG', message: 'This release token is not the one of this deployment.' });
  });

  describe('series over time (GET /_api/field/series/{remote})', () => {
    const series = async (remote: string, query = '') => {
      const res = await server(1).client().send(`/_api/field/series/${remote}${query}`, { headers: { authorization: `Bearer ${FIELD_TOKEN}` } });
      expect(res.status).toBe(200);
      return (await res.json()) as RemoteSeries;
    };
    const bodyOf = (release: string, channel: 'live' | 'canary', remote: Record<string, unknown> = {}, change: Record<string, unknown> = {}) =>
      report({ page: 'home', ...change }, { name: 'contentBlocks', release, channel, ...remote });

    it('gives each release and channel its buckets: views, failure rates, errors per 1,000 views, LCP and INP p75', async () => {
      const headers = from();
      const sent = [
        bodyOf('31', 'live', {}, { vitals: { lcp: 1250, inp: 80 } }),
        bodyOf('31', 'live'),
        bodyOf('31', 'live', { failed: 1, failures: ['script'], errors: 2 }),
        bodyOf('31', 'live'),
        bodyOf('32', 'canary', { failed: 1, failures: ['mount', 'render'], errors: 1 }, { vitals: { lcp: 2650, inp: 310 } }),
      ];
      for (const [i, body] of sent.entries()) expect((await beacon(JSON.stringify(body), headers, i)).status).toBe(204);
      // Three hours ago, in the same release: outside one hour, inside six.
      const earlier = Date.now() - 3 * 3600_000;
      await recordReport(server().api.db, bodyOf('31', 'live', { errors: 1 }) as FieldReport, earlier);

      const answer = await series('contentBlocks', '?hours=1&bucket=5');
      expect(answer).toMatchObject({ remote: 'contentBlocks', hours: 1, bucketMinutes: 5 });
      expect(Date.parse(answer.to) - Date.parse(answer.from)).toBe(12 * 5 * 60_000);
      expect(Date.parse(answer.from) % (5 * 60_000)).toBe(0);
      expect(answer.releases.map((r) => [r.release, r.channel, r.views])).toEqual([
        ['31', 'live', 4],
        ['32', 'canary', 1],
      ]);
      const [live, canary] = answer.releases;
      // The minute may turn between reports: the views add up over the buckets.
      expect(live!.points.reduce((n, p) => n + p.views, 0)).toBe(4);
      for (const point of live!.points) expect(Date.parse(point.at) % (5 * 60_000)).toBe(0);
      const measured = live!.points.find((p) => p.measured.lcp === 1)!;
      // One LCP of 1250 ms in the bucket [1200, 1300): the p75 three quarters into it.
      expect(measured).toMatchObject({ lcpP75Ms: 1275, measured: { lcp: 1, inp: 1 } });
      expect(canary!.points).toHaveLength(1);
      expect(canary!.points[0]).toMatchObject({
        views: 1,
        failedViews: 1,
        failureRate: { any: 1, mount: 1, render: 1, script: 0, manifest: 0, timeout: 0 },
        errors: 1,
        errorsPer1000Views: 1000,
        lcpP75Ms: 2675,
      });
      // The same figures as release health's, from the same histograms.
      const canaryHealth = (await health('contentBlocks')).windows.last15Minutes.releases.find((r) => r.release === '32')!;
      expect(canary!.points[0]!.inpP75Ms).toBe(canaryHealth.inpP75Ms);

      // Six hours in hourly buckets: the report of three hours ago is there, in its own hour.
      const longer = await series('contentBlocks', '?hours=6&bucket=60');
      const hourly = longer.releases.find((r) => r.release === '31' && r.channel === 'live')!;
      expect(hourly.views).toBe(5);
      expect(hourly.points.find((p) => p.at === new Date(Math.floor(earlier / 3600_000) * 3600_000).toISOString())).toMatchObject({ views: 1, errors: 1 });
      // ?page= narrows as release health's does.
      expect((await series('contentBlocks', '?hours=1&page=product')).releases).toEqual([]);
    });

    it('chooses the bucket from the hours when not asked: at most 300 buckets', async () => {
      expect(await series('pdpWidgets')).toMatchObject({ hours: 24, bucketMinutes: 5, releases: [] });
      expect(await series('pdpWidgets', '?hours=6')).toMatchObject({ hours: 6, bucketMinutes: 5 });
      expect(await series('pdpWidgets', '?hours=2')).toMatchObject({ hours: 2, bucketMinutes: 1 });
      expect(await series('pdpWidgets', '?hours=192')).toMatchObject({ hours: 192, bucketMinutes: 60 });
    });

    it('refuses a query it cannot answer with 400 saying why', async () => {
      const cases: Array<[string, string, string | RegExp]> = [
        ['?hours=0', 'hours', 'hours must be a whole number from 1 to 192'],
        ['?hours=two', 'hours', 'hours must be a whole number from 1 to 192'],
        ['?hours=1.5', 'hours', 'hours must be a whole number from 1 to 192'],
        ['?hours=500', 'hours', 'hours must be a whole number from 1 to 192'],
        ['?bucket=7', 'bucket', 'bucket must be one of 1, 5, 15, 60 (minutes)'],
        ['?hours=24&bucket=1', 'bucket', '24 hours in 1-minute buckets is 1440 buckets; at most 600: ask for fewer hours or a larger bucket'],
        ['?page=nowhere', 'page', 'page must be a page type of the shell'],
        ['?days=2', '', /days/],
      ];
      for (const [query, field, message] of cases) {
        const res = await server().client().send(`/_api/field/series/gallery${query}`, { headers: { authorization: `Bearer ${FIELD_TOKEN}` } });
        expect(res.status).toBe(400);
        const answer = (await res.json()) as { error: string; message: string; field?: string };
        expect(answer.error).toBe('INVALID_INPUT');
        expect(answer.message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
        if (field) expect(answer.field).toBe(field);
      }
      expect((await server().client().send('/_api/field/series/elsewhere', { headers: { authorization: `Bearer ${FIELD_TOKEN}` } })).status).toBe(404);
    });
  });
}
