// The registry document served at /remotes.json, per environment: from the
// file named by REMOTES_CONFIG, else the local ports of tooling/scripts/remotes.mjs.
import fs from 'node:fs';
import path from 'node:path';
import { LOOPBACK_OVERRIDE_ORIGINS, type Registry } from '../registry/registry';
// @ts-expect-error -- plain ESM module shared with the start scripts
import { REMOTES } from '../../../tooling/scripts/remotes.mjs';

interface RemoteDef {
  name: string;
  dir: string;
  port: number;
}

const CONTRACT_VERSION = 1;

export function loadRegistry(env: NodeJS.ProcessEnv = process.env): Registry {
  if (env.REMOTES_CONFIG) {
    const parsed = JSON.parse(fs.readFileSync(env.REMOTES_CONFIG, 'utf8')) as Registry;
    if (!parsed || typeof parsed.remotes !== 'object') throw new Error(`${env.REMOTES_CONFIG}: expected { "remotes": { ... } }`);
    return parsed;
  }
  const host = env.REMOTES_HOST ?? 'http://localhost';
  const root = path.resolve(import.meta.dirname, '../../..');
  const remotes: Registry['remotes'] = {};
  for (const r of REMOTES as RemoteDef[]) {
    let version = '0.0.0';
    try {
      version = (JSON.parse(fs.readFileSync(path.join(root, r.dir, 'package.json'), 'utf8')) as { version: string }).version;
    } catch {
      // A remote deployed elsewhere has no folder here.
    }
    remotes[r.name] = { manifest: `${host}:${r.port}/mf-manifest.json`, version, contract: CONTRACT_VERSION };
  }
  // The local ports are a developer's machine: overrides from loopback only.
  return { remotes, overrideOrigins: LOOPBACK_OVERRIDE_ORIGINS };
}

/** Which remotes a route's first-screen slots use, for resource hints (slots
 * loaded when visible or on demand are left out). */
export function remotesForRoute(route: string): string[] {
  const header = ['basket'];
  switch (route) {
    case 'product':
    case 'premier':
      return ['gallery', 'basket'];
    case 'search':
    case 'category':
      return [...header, 'listing'];
    case 'home':
    case 'content':
      return [...header, 'contentBlocks'];
    // The saved items are listing's cards (the bag's recently viewed loads when visible).
    case 'wishlist':
      return [...header, 'listing'];
    default:
      return header;
  }
}
