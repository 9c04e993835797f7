// Which remote an uncaught error comes from (issue 63): the first script URL
// of its stack (or the event's file) that lies under a remote's release, that
// is beside its manifest (same origin, path under the manifest's folder); the
// deepest such folder wins when several remotes share an origin.
import type { Registry } from '../registry/registry';

/** Each remote's folder (the manifest URL without its file), longest first. */
export function remoteFolders(registry: Pick<Registry, 'remotes'>): Array<{ remote: string; folder: string }> {
  const folders: Array<{ remote: string; folder: string }> = [];
  for (const [remote, entry] of Object.entries(registry.remotes)) {
    try {
      const url = new URL(entry.manifest);
      folders.push({ remote, folder: `${url.origin}${url.pathname.slice(0, url.pathname.lastIndexOf('/') + 1)}` });
    } catch {
      // Not a URL: nothing can be attributed to it.
    }
  }
  return folders.sort((a, b) => b.folder.length - a.folder.length);
}

/** The remote a script URL belongs to, or null (the shell's own scripts, another site's). */
export function remoteOfScript(url: string, folders: ReadonlyArray<{ remote: string; folder: string }>): string | null {
  let clean: string;
  try {
    const parsed = new URL(url);
    clean = `${parsed.origin}${parsed.pathname}`;
  } catch {
    return null;
  }
  return folders.find((f) => clean.startsWith(f.folder))?.remote ?? null;
}

const STACK_URL = /\bhttps?:\/\/[^\s()'"<>]+/g;

/** The remote an error is attributed to: the first of its stack's script URLs (then `filename`) under a remote. */
export function remoteOfError(error: unknown, filename: string | undefined, folders: ReadonlyArray<{ remote: string; folder: string }>): string | null {
  const stack = (error as { stack?: unknown } | null)?.stack;
  const urls = typeof stack === 'string' ? (stack.match(STACK_URL) ?? []).map((u) => u.replace(/(:\d+){1,2}$/, '')) : [];
  if (filename) urls.push(filename);
  for (const url of urls) {
    const remote = remoteOfScript(url, folders);
    if (remote) return remote;
  }
  return null;
}
