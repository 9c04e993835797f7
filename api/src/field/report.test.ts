import { fieldReportSchema, PAGE_TYPES } from './report';

const valid = {
  v: 1,
  page: 'product',
  fascia: 'burton',
  remotes: [
    { name: 'gallery', release: '12', channel: 'canary', view: 1, failed: 1, failures: ['script'], errors: 0 },
    { name: 'basket', release: '1.4.0', channel: 'live', view: 1, failed: 0, failures: [], errors: 2 },
  ],
  vitals: { lcp: 1830.4, inp: 96, cls: 0.031 },
};

const issue = (report: unknown) => {
  const result = fieldReportSchema.safeParse(report);
  return result.success ? null : { path: result.error.issues[0]!.path.join('.'), message: result.error.issues[0]!.message };
};
const withRemote = (change: object) => ({ ...valid, remotes: [{ ...valid.remotes[0], ...change }] });

it('accepts a page view of two remotes with its vitals, and one without vitals', () => {
  expect(issue(valid)).toBeNull();
  expect(issue({ ...valid, vitals: undefined })).toBeNull();
  expect(issue({ ...valid, vitals: {} })).toBeNull();
});

it('names every route of the shell as a page type', () => {
  expect(PAGE_TYPES).toEqual(expect.arrayContaining(['home', 'product', 'search', 'category', 'content', 'basket', 'checkout', 'notFound']));
});

it('refuses what could carry personal data: other fields, URLs, free text', () => {
  expect(issue({ ...valid, url: 'https://shop.test/account?email=a@b.c' })).toMatchObject({ message: expect.stringContaining('url') });
  expect(issue({ ...valid, page: '/product/dress?email=a@b.c' })).toEqual({ path: 'page', message: 'page must be a page type of the shell' });
  expect(issue(withRemote({ release: 'https://cdn.test/gallery/mf-manifest.json' }))).toMatchObject({ path: 'remotes.0.release' });
  expect(issue(withRemote({ userId: 'u-1' }))).toMatchObject({ path: 'remotes.0' });
  expect(issue({ ...valid, vitals: { ...valid.vitals, ttfb: 10 } })).toMatchObject({ path: 'vitals' });
});

it('refuses unknown names and values out of range', () => {
  expect(issue({ ...valid, v: 2 })).toMatchObject({ path: 'v' });
  expect(issue({ ...valid, fascia: 'topshop' })).toEqual({ path: 'fascia', message: 'fascia must be a fascia of the site' });
  expect(issue(withRemote({ name: 'toString' }))).toMatchObject({ path: 'remotes.0.name' });
  expect(issue(withRemote({ channel: 'beta' }))).toMatchObject({ path: 'remotes.0.channel' });
  expect(issue(withRemote({ view: 2 }))).toMatchObject({ path: 'remotes.0.view' });
  expect(issue(withRemote({ failures: ['script', 'script'] }))).toMatchObject({ path: 'remotes.0.failures' });
  expect(issue(withRemote({ failures: ['network'] }))).toMatchObject({ path: 'remotes.0.failures.0' });
  expect(issue(withRemote({ failed: 1, failures: [] }))).toEqual({ path: 'remotes.0.failures', message: 'a failed remote names its failure kinds' });
  expect(issue(withRemote({ errors: 51 }))).toMatchObject({ path: 'remotes.0.errors' });
  expect(issue(withRemote({ errors: 1.5 }))).toMatchObject({ path: 'remotes.0.errors' });
  expect(issue({ ...valid, vitals: { lcp: -1 } })).toMatchObject({ path: 'vitals.lcp' });
  expect(issue({ ...valid, remotes: [] })).toMatchObject({ path: 'remotes' });
  expect(issue({ ...valid, remotes: [valid.remotes[0], valid.remotes[0]] })).toEqual({ path: 'remotes', message: 'remotes must not repeat a remote' });
});
