// The release page (issue 63, "A page to look at"; shell/src/releases/): for
// the platform and widget teams, behind the release token (the suite's site
// has no office network). A few field reports of two releases of a remote are
// sent first, as browsers send them; then the page asks for the token, says a
// wrong one is wrong, and with the right one (kept for the tab) shows the live
// releases, the remote's four charts as named figures with an image summed up
// in words and their figures as a table, and the release events; axe finds
// nothing on it. It only reads (and adds to the field's figures of made-up
// release ids), so it runs with the other read-only suites, on the local site
// only (it knows the local token: playwright.config.ts).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { RELEASE_TOKEN } from './support/releases';

test.use({ reducedMotion: 'reduce' });

/** A remote no test publishes, and two release ids no registry gives: the figures here are this file's own. */
const REMOTE = 'pdpWidgets';
const LIVE = '990001';
const CANARY = '990002';
const ADDRESS = `/releases?remote=${REMOTE}&hours=6`;
const CHARTS = ['Page views', 'Failure rate', 'LCP p75', 'INP p75'];

test.beforeAll(async ({ request }) => {
  // Eight page views: the live release's all fine, the canary's failing on one in two.
  for (let i = 0; i < 8; i++) {
    const canary = i % 2 === 1;
    const failed = canary && i % 4 === 3;
    const report = {
      v: 1,
      page: 'product',
      fascia: 'burton',
      remotes: [{ name: REMOTE, release: canary ? CANARY : LIVE, channel: canary ? 'canary' : 'live', view: 1, failed: failed ? 1 : 0, failures: failed ? ['mount'] : [], errors: failed ? 1 : 0 }],
      vitals: { lcp: 1200 + i * 150, inp: 80 + i * 20 },
    };
    const sent = await request.post('/_api/field/reports', { data: JSON.stringify(report), headers: { 'content-type': 'text/plain;charset=UTF-8' } });
    expect(sent.status(), await sent.text()).toBe(204);
  }
});

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const found = violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')}`).join('\n')}`);
  expect(found, found.join('\n')).toEqual([]);
}

test('the release page is for staff only: not indexed, not stored, out of robots; its series need the token', { tag: '@local' }, async ({ page, request }) => {
  const response = await page.goto(ADDRESS);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  expect(await (await request.get('/robots.txt')).text()).toContain('Disallow: /releases');
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/releases');

  expect((await request.get(`/_api/field/series/${REMOTE}?hours=6`)).status()).toBe(401);
  expect((await request.get(`/_api/field/series/${REMOTE}?hours=6`, { headers: { authorization: 'Bearer not-the-token' } })).status()).toBe(403);
  const series = await request.get(`/_api/field/series/${REMOTE}?hours=6`, { headers: { authorization: `Bearer ${RELEASE_TOKEN}` } });
  expect(series.status()).toBe(200);
  const body = (await series.json()) as { bucketMinutes: number; releases: Array<{ release: string; channel: string; views: number }> };
  expect(body.bucketMinutes).toBe(5);
  // At least this file's views (a retry adds its own again).
  expect(body.releases.find((r) => r.release === LIVE && r.channel === 'live')?.views).toBeGreaterThanOrEqual(4);
  expect(body.releases.find((r) => r.release === CANARY && r.channel === 'canary')?.views).toBeGreaterThanOrEqual(4);
  expect((await request.get(`/_api/field/series/${REMOTE}?hours=999`, { headers: { authorization: `Bearer ${RELEASE_TOKEN}` } })).status()).toBe(400);
});

test('asks for the release token, says a wrong one is wrong, and with the right one shows the releases, the charts and their tables', { tag: '@local' }, async ({ page }) => {
  await page.goto(ADDRESS);
  await expect(page.getByRole('heading', { level: 1, name: 'Releases' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Release token' });
  await expect(form).toBeVisible();
  await expectNoViolations(page);
  await form.getByLabel('Release token').fill('not-the-token');
  await form.getByRole('button', { name: 'Show releases' }).click();
  await expect(page.getByRole('alert')).toContainText('That release token was not accepted');
  await expect(form).toBeVisible();

  await form.getByLabel('Release token').fill(RELEASE_TOKEN);
  await form.getByRole('button', { name: 'Show releases' }).click();
  await expect(page.getByRole('heading', { name: 'Live releases and canaries' })).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('table', { name: "Each remote's live release and running canary" }).getByRole('row', { name: new RegExp(`^${REMOTE}\\b`) })).toBeVisible();

  // Kept for this tab: the page opened again does not ask.
  expect(await page.evaluate(() => sessionStorage.getItem('storefront:release-token'))).toBe(RELEASE_TOKEN);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Live releases and canaries' })).toBeVisible();
  await expect(form).toHaveCount(0);

  await expect(page.getByRole('combobox', { name: 'Remote' })).toHaveValue(REMOTE);
  await expect(page.getByRole('combobox', { name: 'Period' })).toHaveValue('6');
  for (const title of CHARTS) {
    const figure = page.getByRole('figure', { name: new RegExp(`^${title} of ${REMOTE}`) });
    await expect(figure.getByRole('img', { name: new RegExp(`^${title} per 5 minutes of ${REMOTE}, last 6 hours\\.`) })).toBeVisible();
    const legend = figure.getByRole('list', { name: 'Legend' });
    await expect(legend).toContainText(`live #${LIVE} (solid)`);
    await expect(legend).toContainText(`canary #${CANARY} (dashed)`);
  }
  const views = page.getByRole('figure', { name: new RegExp(`^Page views of ${REMOTE}`) });
  await expect(views.getByRole('img')).toHaveAccessibleName(new RegExp(`live #${LIVE}: \\d+ views`));
  await expect(views.getByRole('img')).toHaveAccessibleName(new RegExp(`canary #${CANARY}: \\d+ views`));
  const failures = page.getByRole('figure', { name: new RegExp(`^Failure rate of ${REMOTE}`) });
  await expect(failures.getByRole('img')).toHaveAccessibleName(new RegExp(`canary #${CANARY}: [\\d.]+ % of views failed`));

  // The same figures as a table, behind its button.
  const disclosure = views.getByRole('button', { name: /^Figures as a table/ });
  await expect(disclosure).toHaveAttribute('aria-expanded', 'false');
  await disclosure.click();
  await expect(disclosure).toHaveAttribute('aria-expanded', 'true');
  const table = views.getByRole('table', { name: `Page views of ${REMOTE}, per 5 minutes, last 6 hours (UTC)` });
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader', { name: `live #${LIVE}` })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: `canary #${CANARY}` })).toBeVisible();
  await expect(table.getByRole('rowheader').first()).toHaveText(/UTC$/);

  // The release events: their table, or the sentence saying there were none (this remote is never published here).
  await expect(page.getByRole('heading', { name: 'Release events' })).toBeVisible();
  await expect(page.getByText(`No publish, canary, promote or rollback of ${REMOTE} in the last 6 hours.`).or(page.getByRole('table', { name: new RegExp(`^Release events of ${REMOTE}`) }))).toBeVisible();

  await expectNoViolations(page);
});

test('another period is chosen with a labelled select, and the address follows', { tag: '@local' }, async ({ page }) => {
  await page.addInitScript((token) => sessionStorage.setItem('storefront:release-token', token), RELEASE_TOKEN);
  await page.goto(ADDRESS);
  await expect(page.getByRole('figure', { name: new RegExp(`^Page views of ${REMOTE}`) })).toBeVisible();
  await page.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'Last 7 days' });
  await expect(page).toHaveURL(new RegExp(`remote=${REMOTE}&hours=168$`));
  await expect(page.getByRole('figure', { name: new RegExp(`^Page views of ${REMOTE}`) }).getByRole('img', { name: new RegExp(`^Page views per hour of ${REMOTE}, last 7 days\\.`) })).toBeVisible();
});
