import { FASCIAS, type FasciaSettings } from '@storefront/shared-contracts';
import { searchClientFor as sharedSearchClientFor } from '@storefront/shared-contracts/search-client';
import { insightsHost, searchClientFor } from './client';

const page = { hostname: 'coast.localhost', port: '3000', protocol: 'http:', origin: 'http://coast.localhost:3000' };

describe('insightsHost', () => {
  it('is the page origin for the local search service', () => {
    expect(insightsHost(FASCIAS.coast, page)).toBe('http://coast.localhost:3000');
  });

  it("is Algolia's default for hosted search", () => {
    const hosted: FasciaSettings = { ...FASCIAS.burton, search: { ...FASCIAS.burton.search, hosts: [{ url: 'abc-dsn.algolia.net', protocol: 'https' }] } };
    expect(insightsHost(hosted, page)).toBeUndefined();
  });
});

describe('searchClientFor', () => {
  it("is shared-contracts' client per host set (hosts and client rules are tested there)", () => {
    expect(searchClientFor(FASCIAS.burton, page)).toBe(sharedSearchClientFor(FASCIAS.coast, page));
  });
});
