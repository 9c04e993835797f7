// pnpm remotes status <remote>: the live release and the canary side by side,
// from the field health API, with the release token.
const path = require('node:path');
const { remotesStatus, statusLines } = require(path.join(__dirname, 'status.mjs'));

const release = (release, channel, views, change = {}) => ({
  release,
  channel,
  views,
  failedViews: 0,
  failures: {},
  failureRate: { manifest: 0, script: 0.0125, timeout: 0.0025, mount: 0, render: 0, any: 0.015 },
  errors: 0,
  errorsPer1000Views: 4.25,
  lcpP75Ms: 1830,
  inpP75Ms: 96,
  ...change,
});
const health = {
  remote: 'gallery',
  at: '2026-12-07T21:00:00.000Z',
  windows: {
    last15Minutes: { from: '2026-12-07T20:46:00.000Z', releases: [release('12', 'live', 1204), release('13', 'canary', 131, { failureRate: { manifest: 0, script: 0.0229, timeout: 0, mount: 0, render: 0, any: 0.0229 }, errorsPer1000Views: 38.2, lcpP75Ms: 2010, inpP75Ms: 144 })] },
    lastDay: { from: '2026-12-06T21:01:00.000Z', releases: [release('12', 'live', 40210), release('11', 'live', 5021), release('13', 'canary', 2200)] },
  },
};
const live = { releaseId: 12, version: '1.4.0', canary: { releaseId: 13, version: '1.5.0', percent: 10 } };

it('prints the live release and the canary side by side for the last 15 minutes and the last day', () => {
  const text = statusLines(health, live).join('\n');
  expect(text).toContain('live #12 (1.4.0)');
  expect(text).toContain('canary #13 (1.5.0) at 10 %');
  expect(text).toMatch(/last 15 minutes\n {2}page views +1,204 +131\n {2}failure rate +1\.50 % +2\.29 %\n/);
  expect(text).toMatch(/ {4}script +1\.25 % +2\.29 %/);
  expect(text).toMatch(/errors \/ 1,000 views +4\.3 +38\.2/);
  expect(text).toMatch(/LCP p75 +1,830 ms +2,010 ms/);
  expect(text).toMatch(/INP p75 +96 ms +144 ms/);
  expect(text).toMatch(/last day\n {2}page views +40,210 +2,200/);
  expect(text).toContain('also seen: 11 (live, 5,021 views)');
});

it('says when there is no canary, and when nothing was reported', () => {
  const quiet = { ...health, windows: { last15Minutes: { from: '', releases: [] }, lastDay: { from: '', releases: [release('1.4.0', 'live', 10)] } } };
  const text = statusLines(quiet, { version: '1.4.0' }).join('\n');
  expect(text).toContain('last 15 minutes\n  no page views reported');
  expect(text).toMatch(/page views +10 +no canary/);
});

it('with no canary running, shows the newest canary the window saw, named as ended (the one just rolled back)', () => {
  const after = {
    ...health,
    windows: {
      last15Minutes: { from: '', releases: [release('12', 'live', 900), release('13', 'canary', 300), release('15', 'canary', 24, { failureRate: { manifest: 0, script: 0, timeout: 0, mount: 1, render: 0, any: 1 } })] },
      lastDay: { from: '', releases: [] },
    },
  };
  const text = statusLines(after, { releaseId: 12, version: '1.4.0' }).join('\n');
  expect(text).toMatch(/last 15 minutes\n {2}\s+#15, ended\n {2}page views +900 +24\n {2}failure rate +1\.50 % +100\.00 %\n/);
  expect(text).toMatch(/ {4}mount +0\.00 % +100\.00 %/);
  expect(text).toContain('also seen: 13 (canary, 300 views)');
});

it('asks the site with the release token and prints, or says why it cannot', async () => {
  const calls = [];
  const fetch = async (url, init) => {
    calls.push({ url, auth: init.headers.authorization });
    if (url.endsWith('/_api/field/health/gallery')) return new Response(JSON.stringify(health), { status: 200 });
    if (url.endsWith('/_api/releases')) return new Response(JSON.stringify({ remotes: { gallery: live } }), { status: 200 });
    return new Response('{}', { status: 404 });
  };
  const out = [];
  const err = [];
  const code = await remotesStatus('gallery', { base: 'https://shop.test', token: 't0ken', fetch, out: (l) => out.push(l), err: (l) => err.push(l) });
  expect(code).toBe(0);
  expect(calls).toEqual([
    { url: 'https://shop.test/_api/field/health/gallery', auth: 'Bearer t0ken' },
    { url: 'https://shop.test/_api/releases', auth: undefined },
  ]);
  expect(out.join('\n')).toContain('canary #13 (1.5.0) at 10 %');
  expect(err).toEqual([]);

  const refused = async () => new Response(JSON.stringify({ error: 'RELEASE_TOKEN_REQUIRED', message: 'Send the release token: Authorization: Bearer <RELEASE_TOKEN>.' }), { status: 401 });
  expect(await remotesStatus('gallery', { base: 'https://shop.test', fetch: refused, out: () => {}, err: (l) => err.push(l) })).toBe(1);
  expect(err.join('\n')).toBe('Refused (401 RELEASE_TOKEN_REQUIRED): Send the release token: Authorization: Bearer <RELEASE_TOKEN>.\nSet RELEASE_TOKEN to the release token of this deployment.');
});
