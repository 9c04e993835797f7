// The JavaScript budget per page (tooling/budget/budget.json): the scripts a
// phone downloads before the shopper's first interaction, compressed bytes as
// sent, with every remote the page uses. Bytes, not timings: the same build
// gives the same figure, so this fails a change that crosses the budget.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { networkQuiet, watchRequests } from './support/network';

const require = createRequire(import.meta.url);
const budgetDir = path.resolve(import.meta.dirname, '../../tooling/budget');
type Row = { name: string; kib: number; budgetKib: number | null; over: boolean };
const { compare, report } = require(path.join(budgetDir, 'rules.cjs')) as {
  compare(figures: Array<{ name: string; bytes: number }>, budgets: Record<string, number>): Row[];
  report(rows: Row[]): string;
};
const budget = JSON.parse(fs.readFileSync(path.join(budgetDir, 'budget.json'), 'utf8')) as { pages: Record<string, { path: string; kib: number }> };

test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

for (const [name, { path: url, kib }] of Object.entries(budget.pages)) {
  test(`${name} (${url}) loads at most ${kib} KiB of JavaScript before the first interaction`, async ({ page }) => {
    const scripts: Array<Promise<number>> = [];
    let asked = 0;
    page.on('request', () => asked++);
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.sizes().then((s) => s.responseBodySize));
    });
    watchRequests(page);
    await page.goto(url);
    // The document adds the shell's script once the largest image is painted: a quiet network before then is not the end of the page's load.
    await expect(page.locator('script[src="/static/main.js"]')).toBeAttached();
    // Nor is a quiet network while the page's scripts still run (a busy machine): the load has ended when the
    // main thread is idle too and nothing more was asked for meanwhile.
    for (let settled = false; !settled; ) {
      await networkQuiet(page);
      const before = asked;
      await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
      settled = asked === before;
    }
    const bytes = (await Promise.all(scripts)).reduce((n, size) => n + size, 0);
    const rows = compare([{ name, bytes }], { [name]: kib });
    console.log(report(rows));
    expect(rows[0]?.over, report(rows)).toBe(false);
  });
}
