import { FASCIAS, type FasciaSettings } from '@storefront/shared-contracts';
import { searchClientFor as sharedSearchClientFor } from '@storefront/shared-contracts/search-client';
import { searchSettingsFromEnv, withSearchSettings } from '@storefront/shared-contracts/search-settings';
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

  it('is the configured insights endpoint when the server names one', () => {
    const settings = searchSettingsFromEnv({ SEARCH_HOSTS: 'https://abc-dsn.algolia.net', SEARCH_APP_ID: 'ABC', SEARCH_API_KEY: 'k', SEARCH_INSIGHTS_URL: 'https://insights.de.algolia.io' });
    expect(insightsHost(withSearchSettings(FASCIAS.coast, settings), page)).toBe('https://insights.de.algolia.io');
  });
});

describe('searchClientFor', () => {
  it("is shared-contracts' client per host set (hosts and client rules are tested there)", () => {
    expect(searchClientFor(FASCIAS.burton, page)).toBe(sharedSearchClientFor(FASCIAS.coast, page));
  });
});
