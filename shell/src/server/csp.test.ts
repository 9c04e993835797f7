// What the shell's documents allow to run and load.
import { FASCIAS } from '@storefront/shared-contracts';
import { searchSettingsFromEnv, withSearchSettings } from '@storefront/shared-contracts/search-settings';
import { LOOPBACK_OVERRIDE_ORIGINS, type Registry } from '../registry/registry';
import { contentSecurityPolicy } from './csp';

const registry: Registry = {
  remotes: {
    gallery: { manifest: 'http://localhost:3001/mf-manifest.json', version: '1.0.0', contract: '1.0.0' },
    basket: { manifest: 'https://cdn.storefront.test/basket/mf-manifest.json', version: '1.0.0', contract: '1.0.0' },
  },
  overrideOrigins: LOOPBACK_OVERRIDE_ORIGINS,
};

function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(policy.split('; ').map((d) => d.split(' ')).map(([name, ...sources]) => [name!, sources]));
}

it('runs only scripts with the nonce and what they load, from the remotes as a fallback', () => {
  const csp = directives(contentSecurityPolicy('abc123', registry, FASCIAS.burton));
  expect(csp['script-src']).toEqual(expect.arrayContaining(["'nonce-abc123'", "'strict-dynamic'", "'self'", 'http://localhost:3001', 'https://cdn.storefront.test', 'http://localhost:*']));
  expect(csp['script-src']).not.toContain("'unsafe-inline'");
  expect(csp['script-src']).not.toContain("'unsafe-eval'");
  expect(csp['object-src']).toEqual(["'none'"]);
  expect(csp['base-uri']).toEqual(["'self'"]);
});

it('lets the page fetch remote manifests, and be framed only by itself and the admin tool', () => {
  const csp = directives(contentSecurityPolicy('n', registry, FASCIAS.burton));
  expect(csp['connect-src']).toEqual(["'self'", 'http://localhost:3001', 'https://cdn.storefront.test', 'http://localhost:*', 'http://127.0.0.1:*']);
  expect(csp['frame-ancestors']).toEqual(["'self'", ...FASCIAS.burton.adminParentOrigins]);
});

it('adds hosted search hosts to what the page may connect to', () => {
  const fascia = { ...FASCIAS.burton, search: { ...FASCIAS.burton.search, hosts: [{ url: 'search.storefront.test', protocol: 'https' as const }] } };
  expect(directives(contentSecurityPolicy('n', { remotes: {} }, fascia))['connect-src']).toEqual(["'self'", 'https://search.storefront.test']);
});

it('lets the page reach every configured search host, on its port, and the insights endpoint', () => {
  const settings = searchSettingsFromEnv({
    SEARCH_HOSTS: 'https://abc-dsn.algolia.net,https://abc-1.algolianet.com:8443',
    SEARCH_APP_ID: 'ABC',
    SEARCH_API_KEY: 'search-only',
    SEARCH_INSIGHTS_URL: 'https://insights.de.algolia.io',
  });
  const csp = directives(contentSecurityPolicy('n', { remotes: {} }, withSearchSettings(FASCIAS.coast, settings)));
  expect(csp['connect-src']).toEqual(["'self'", 'https://abc-dsn.algolia.net', 'https://abc-1.algolianet.com:8443', 'https://insights.de.algolia.io']);
});
