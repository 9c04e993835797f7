import { closedFolderOnTheWay, startHint } from './startHint';

const modes: Record<string, number> = { '/': 0o755, '/root': 0o700, '/root/shop': 0o755, '/root/shop/node_modules': 0o755, '/work': 0o755 };
const modeOf = (folder: string) => modes[folder] ?? 0o755;

describe('the embedded PostgreSQL start hint', () => {
  it('names the first folder other users cannot enter on the way to the binaries', () => {
    expect(closedFolderOnTheWay('/root/shop/node_modules/bin/initdb', modeOf)).toBe('/root');
    expect(closedFolderOnTheWay('/work/shop/node_modules/bin/initdb', modeOf)).toBeNull();
  });

  it('turns a bare EACCES of a root run into what to do', () => {
    const hint = startHint(new Error('spawn /root/shop/node_modules/bin/initdb EACCES'), { asRoot: true, modeOf });
    expect(hint).toContain('runs as the unprivileged "postgres" user');
    expect(hint).toContain('/root is closed to other users');
    expect(hint).toContain('chmod o+x /root');
  });

  it('says nothing it cannot back: not as an ordinary user, nor for an error it does not know', () => {
    expect(startHint(new Error('spawn /root/shop/node_modules/bin/initdb EACCES'), { asRoot: false, modeOf })).toBe('');
    expect(startHint(new Error('port in use'), { asRoot: true, modeOf })).toBe('');
  });

  it('keeps the hint for missing shared libraries', () => {
    expect(startHint(new Error('initdb: error while loading shared libraries: libicuuc.so'), { asRoot: false, modeOf })).toContain('onlyBuiltDependencies');
  });
});
