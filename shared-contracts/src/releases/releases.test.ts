import { CONTRACT_VERSION, contractMajor, isShellRemoteName, manifestContract } from './index';

describe('contract version', () => {
  it('is semver, and its major is read back', () => {
    expect(contractMajor(CONTRACT_VERSION)).toBe(Number(CONTRACT_VERSION.split('.')[0]));
    expect(contractMajor('2.10.3')).toBe(2);
    expect(contractMajor('3.0.0-beta.1')).toBe(3);
  });

  it.each([['1'], ['1.0'], ['x.y.z'], [''], [null], [undefined], [{}]])('has no major for %p', (value) => {
    expect(contractMajor(value)).toBeNull();
  });
});

describe('manifestContract', () => {
  it('reads what the build wrote into metaData.storefront', () => {
    const manifest = { metaData: { storefront: { contract: '1.2.0', events: { emits: [{ name: 'basket:changed', version: 1 }], listens: [] } } } };
    expect(manifestContract(manifest)).toEqual({ contract: '1.2.0', events: { emits: [{ name: 'basket:changed', version: 1 }], listens: [] } });
  });

  it('is null for a manifest built without it, or not a manifest', () => {
    expect(manifestContract({ metaData: { name: 'gallery' } })).toBeNull();
    expect(manifestContract({ metaData: { storefront: { contract: 1 } } })).toBeNull();
    expect(manifestContract('nope')).toBeNull();
    expect(manifestContract(null)).toBeNull();
  });

  it('knows the shell remotes only', () => {
    expect(isShellRemoteName('gallery')).toBe(true);
    expect(isShellRemoteName('toString')).toBe(false);
  });
});
