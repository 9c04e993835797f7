// The JavaScript budget per page (tooling/budget/budget.json): the scripts a
// phone downloads before the shopper's first interaction, compressed bytes as
// sent, with every remote the page uses. Bytes, not timings: the same build
// gives the same figure, so this fails a change that crosses the budget.
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { firstLoadEnded, watchRequests } from './support/network';
import { budgetDir, pageTypes } from './support/pageTypes';

const require = createRequire(import.meta.url);
type Row = { name: string; kib: number; budgetKib: number | null; over: boolean };
const { compare, report } = require(path.join(budgetDir, 'rules.cjs')) as {
  compare(figures: Array<{ name: string; bytes: number }>, budgets: Record<string, number>): Row[];
  report(rows: Row[]): string;
};

test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

for (const { name, url, kib } of pageTypes) {
  test(`${name} (${url}) loads at most ${kib} KiB of JavaScript before the first interaction`, async ({ page }) => {
    const scripts: Array<Promise<number>> = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.sizes().then((s) => s.responseBodySize));
    });
    watchRequests(page);
    await page.goto(url);
    await firstLoadEnded(page);
    const bytes = (await Promise.all(scripts)).reduce((n, size) => n + size, 0);
    const rows = compare([{ name, bytes }], { [name]: kib });
    console.log(report(rows));
    expect(rows[0]?.over, report(rows)).toBe(false);
  });
}
