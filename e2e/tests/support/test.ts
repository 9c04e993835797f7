// Playwright's test with the candidate fixture: when STOREFRONT_REMOTE_OVERRIDE
// is set (`pnpm remotes verify` sets it: gallery=https://cdn.example/…/mf-manifest.json),
// every page of the test's browser loads that remote from there, through the
// shell's per-browser override (its localStorage entry, written before any
// script of each document of the site), and after the test the fixture fails
// it when a page did not keep the override (the environment refused its
// origin: the page ran the live release) or a slot of the candidate failed.
// Without the variable it is Playwright's test as it is.
// The suites whose tests are @smoke import test from here.
import { test as base } from '@playwright/test';
import { candidateFromEnv, candidateProblemsInPage, storeOverridesInPage } from '@storefront/tooling/remotes/candidate';

export { expect } from '@playwright/test';

const candidate = candidateFromEnv(process.env);

export const test = base.extend({
  context: async ({ context, baseURL }, provide) => {
    if (!candidate || !baseURL) return provide(context);
    const origin = new URL(baseURL).origin;
    await context.addInitScript(storeOverridesInPage, { origin, key: candidate.key, value: candidate.value });
    await provide(context);
    const problems: string[] = [];
    for (const page of context.pages()) {
      if (page.isClosed()) continue;
      const found = await Promise.race([
        page.evaluate(candidateProblemsInPage, { origin, key: candidate.key, overrides: candidate.overrides }).catch(() => [] as string[]),
        new Promise<string[]>((resolve) => setTimeout(() => resolve([]), 5_000)),
      ]);
      problems.push(...found.map((problem) => `${page.url()}: ${problem}`));
    }
    if (problems.length > 0) throw new Error(`The candidate was not what the page ran:\n${problems.join('\n')}`);
  },
});
