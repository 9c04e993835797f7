// SHELL_SLOT_MODULES (shared-contracts) is what a publish checks a remote
// exposes: it must name every module the shell's slots load.
import fs from 'node:fs';
import path from 'node:path';
import { SHELL_SLOT_MODULES } from '@storefront/shared-contracts';

const SRC = path.resolve(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every `module="remote/Module"` and quoted `'remote/Module'` literal of the shell (tests left out). */
function modulesUsed(): string[] {
  const found = new Set<string>();
  const remotes = Object.keys(SHELL_SLOT_MODULES).join('|');
  const quoted = new RegExp(`["'](${remotes})/([A-Z][A-Za-z0-9]*)["']`, 'g');
  const attribute = /module="([A-Za-z]+)\/([A-Za-z0-9]+)"/g;
  for (const file of sourceFiles(SRC)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const re of [attribute, quoted]) for (const m of text.matchAll(re)) found.add(`${m[1]}/${m[2]}`);
  }
  return [...found].sort();
}

it('lists every module the shell slots load', () => {
  const used = modulesUsed();
  expect(used.length).toBeGreaterThan(20);
  const listed = new Set(Object.entries(SHELL_SLOT_MODULES).flatMap(([remote, modules]) => modules.map((m) => `${remote}/${m}`)));
  expect(used.filter((id) => !listed.has(id))).toEqual([]);
});

it('lists no module the shell does not load (a release would be refused for nothing)', () => {
  const used = new Set(modulesUsed());
  const listed = Object.entries(SHELL_SLOT_MODULES).flatMap(([remote, modules]) => modules.map((m) => `${remote}/${m}`));
  expect(listed.filter((id) => !used.has(id))).toEqual([]);
});
