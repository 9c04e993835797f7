// The run-time contract check: a remote built against another major of
// shared-contracts is refused before it runs, reported once per page.
import { CONTRACT_VERSION } from '@storefront/shared-contracts';
import { resetEventState, track } from '@storefront/shared-contracts/events/bus';
import contractPlugin, { asAnalytics, incompatibility, isIncompatibleRemote, reportIncompatibleTo, resetIncompatibleReports } from './contractPlugin';

type LoadRemoteSnapshot = (args: Record<string, unknown>) => Promise<unknown>;
const hook = (contractPlugin() as unknown as { loadRemoteSnapshot: LoadRemoteSnapshot }).loadRemoteSnapshot;

const shellMajor = Number(CONTRACT_VERSION.split('.')[0]);
const manifestWith = (contract?: string) => ({ name: 'gallery', metaData: contract ? { storefront: { contract, events: { emits: [], listens: [] } } } : {}, exposes: [], shared: [] });
const argsFor = (contract?: string, url = 'http://localhost:4001/mf-manifest.json') => ({ moduleInfo: { name: 'gallery', entry: url }, manifestJson: manifestWith(contract), manifestUrl: url, remoteSnapshot: {}, from: 'manifest' });

let tracked: Array<{ event: string; payload: Record<string, unknown> }>;
const onTrack = (e: Event) => tracked.push((e as CustomEvent<{ payload: { event: string; payload: Record<string, unknown> } }>).detail.payload);

beforeEach(() => {
  tracked = [];
  resetEventState();
  resetIncompatibleReports();
  reportIncompatibleTo(asAnalytics(track)); // as the bootstrap does
  window.addEventListener('analytics:track', onTrack);
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  window.removeEventListener('analytics:track', onTrack);
  jest.restoreAllMocks();
});

describe('incompatibility', () => {
  it("is none for the shell's major, whatever the minor", () => {
    expect(incompatibility('gallery', manifestWith(`${shellMajor}.9.1`))).toBeNull();
  });
  it('is a refusal for another major, naming both versions', () => {
    const refusal = incompatibility('gallery', manifestWith(`${shellMajor + 1}.0.0`), 'http://x.test/m.json');
    expect(refusal?.message).toBe(`remote gallery was built against shared-contracts ${shellMajor + 1}.0.0, the shell runs ${CONTRACT_VERSION}: not mounted`);
    expect(isIncompatibleRemote(refusal)).toBe(true);
    expect(isIncompatibleRemote(new Error('RUNTIME-003 manifest missing'))).toBe(false);
  });
  it('lets a manifest that names no contract through, with one warning', () => {
    expect(incompatibility('gallery', manifestWith())).toBeNull();
    expect(incompatibility('gallery', manifestWith())).toBeNull();
    expect(console.warn).toHaveBeenCalledTimes(1);
  });
});

describe('the contract runtime plugin', () => {
  it('hands a compatible manifest on unchanged, reporting nothing', async () => {
    const args = argsFor(CONTRACT_VERSION);
    await expect(hook(args)).resolves.toBe(args);
    expect(tracked).toEqual([]);
  });

  it('refuses an incompatible one, and the page reports it once through analytics and the console', async () => {
    const other = `${shellMajor + 1}.0.0`;
    await expect(hook(argsFor(other))).rejects.toThrow('not mounted');
    await expect(hook(argsFor(other))).rejects.toThrow('not mounted');
    expect(tracked).toEqual([
      { event: 'remote_incompatible', payload: { remote: 'gallery', remoteContract: other, shellContract: CONTRACT_VERSION, manifest: 'http://localhost:4001/mf-manifest.json' } },
    ]);
    expect(console.error).toHaveBeenCalledTimes(1);
  });

  it('leaves a snapshot that came without a manifest to the runtime', async () => {
    const args = { moduleInfo: { name: 'gallery' }, remoteSnapshot: {}, from: 'global' };
    await expect(hook(args)).resolves.toBe(args);
  });
});

describe('refusals before analytics is handed over', () => {
  it('are sent once it is', async () => {
    resetIncompatibleReports();
    const sent: string[] = [];
    const refusal = incompatibility('basket', manifestWith('9.0.0'), 'http://localhost:4005/mf-manifest.json');
    expect(refusal).not.toBeNull();
    await expect(hook({ ...argsFor('9.0.0', 'http://localhost:4005/mf-manifest.json'), moduleInfo: { name: 'basket' } })).rejects.toThrow('not mounted');
    reportIncompatibleTo((error) => sent.push(`${error.remote} ${error.remoteContract}`));
    expect(sent).toEqual(['basket 9.0.0']);
  });
});
