// Every page type, with the address that stands for it and its JavaScript
// budget (tooling/budget/budget.json): the suites that go over each page type read them here.
import fs from 'node:fs';
import path from 'node:path';

export const budgetDir = path.resolve(import.meta.dirname, '../../../tooling/budget');

const budget = JSON.parse(fs.readFileSync(path.join(budgetDir, 'budget.json'), 'utf8')) as { pages: Record<string, { path: string; kib: number }> };

export const pageTypes = Object.entries(budget.pages).map(([name, { path: url, kib }]) => ({ name, url, kib }));
