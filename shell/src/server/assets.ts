// What the shell's documents carry of the shell itself: its inline stylesheet
// and the built client's scripts (dist/client/assets.json).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface ClientAssets {
  scripts: string[];
  /** A route chunk's files (routePages.ts's routeChunk names them). */
  chunks: Record<string, string[]>;
}

/** The built client, served under /static/ (dist/client by default). */
export const DEFAULT_CLIENT_DIR = path.join(ROOT, 'dist/client');

export function readClientAssets(dir: string, optional: boolean): ClientAssets {
  const file = path.join(dir, 'assets.json');
  if (!fs.existsSync(file) && optional) return { scripts: [], chunks: {} };
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: build the shell first (pnpm build)`);
  const entries = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string[]>;
  const url = (f: string) => `/static/${f}`;
  const chunks = Object.fromEntries(Object.entries(entries).filter(([name]) => name !== 'main').map(([name, files]) => [name, files.map(url)]));
  return { scripts: (entries.main ?? []).map(url), chunks };
}

/** The layout's, the sticky bar's and the bag link's stylesheets, inlined in every document (comments and line breaks out). */
export function readShellCss(): string {
  // The bag link's stylesheet, beside its component, is shared with the mini bag, which loads it too.
  const bagLinkCss = path.join(path.dirname(createRequire(import.meta.url).resolve('@storefront/shared-contracts/basket/bag-link')), 'bagLink.css');
  return [path.join(ROOT, 'src/layout/shell.css'), path.join(ROOT, 'src/layout/sticky/sticky.css'), bagLinkCss]
    .map((file) => fs.readFileSync(file, 'utf8'))
    .join('')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s*\n\s*/g, '');
}
