import { forInsightsApi, lowerCaseCredentialParams, type InsightsClientFn } from './insights';

function fakeClient() {
  const calls: unknown[][] = [];
  const client: InsightsClientFn = (method, ...args) => {
    calls.push([method, ...args]);
    return undefined;
  };
  client.version = '2.17.3';
  return { client, calls };
}

describe('forInsightsApi', () => {
  it('strips InstantSearch-only fields from click and view events and keeps request options', () => {
    const { client, calls } = fakeClient();
    const wrapped = forInsightsApi(client);
    const headers = { headers: { 'X-Algolia-Application-Id': 'STOREFRONT' } };
    wrapped(
      'clickedObjectIDsAfterSearch',
      { eventName: 'Hit Clicked', index: 'burton_products', queryID: 'q1', objectIDs: ['p1'], positions: [3], algoliaSource: ['instantsearch'] },
      headers,
    );
    expect(calls).toEqual([
      ['clickedObjectIDsAfterSearch', { eventName: 'Hit Clicked', index: 'burton_products', queryID: 'q1', objectIDs: ['p1'], positions: [3] }, headers],
    ]);
  });

  it('drops usage events the Insights API does not know and sends nothing when none is left', async () => {
    const { client, calls } = fakeClient();
    const wrapped = forInsightsApi(client);
    await expect(wrapped('sendEvents', [{ eventType: 'instantsearch', eventName: '__start__' }])).resolves.toBe(false);
    wrapped('sendEvents', [{ eventType: 'instantsearch' }, { eventType: 'view', eventName: 'Hits Viewed', index: 'i', objectIDs: ['a'], algoliaSource: ['x'] }]);
    expect(calls).toEqual([['sendEvents', [{ eventType: 'view', eventName: 'Hits Viewed', index: 'i', objectIDs: ['a'] }]]]);
  });

  it('passes other calls through and keeps the client version InstantSearch checks', () => {
    const { client, calls } = fakeClient();
    const wrapped = forInsightsApi(client);
    wrapped('init', { appId: 'STOREFRONT', apiKey: 'k', host: 'http://localhost:3000' });
    wrapped('setUserToken', 'anonymous-1');
    expect(calls).toEqual([
      ['init', { appId: 'STOREFRONT', apiKey: 'k', host: 'http://localhost:3000' }],
      ['setUserToken', 'anonymous-1'],
    ]);
    expect(wrapped.version).toBe('2.17.3');
  });
});

describe('lowerCaseCredentialParams', () => {
  it('writes the credential parameters in lower case, leaving the rest alone', () => {
    expect(lowerCaseCredentialParams('http://localhost:3000/1/events?X-Algolia-Application-Id=STOREFRONT&X-Algolia-API-Key=k&X-Algolia-Agent=a%3Db&other=X')).toBe(
      'http://localhost:3000/1/events?x-algolia-application-id=STOREFRONT&x-algolia-api-key=k&x-algolia-agent=a%3Db&other=X',
    );
    expect(lowerCaseCredentialParams('/1/events')).toBe('/1/events');
  });
});
