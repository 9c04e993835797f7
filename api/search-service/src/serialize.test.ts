import { LocalSearchEngine } from './engine';
import { PRODUCT_INDEX_SETTINGS } from './productSettings';
import { asciiJson, payloadJson } from './serialize';
import { FIXTURE_RECORDS } from './testFixtures';

const engine = new LocalSearchEngine({ indexes: [{ name: 'i', records: FIXTURE_RECORDS, settings: PRODUCT_INDEX_SETTINGS }] });

describe('payloadJson', () => {
  it('writes exactly what JSON.stringify of the response means, in ASCII', () => {
    const response = engine.search('i', { query: 'robe', facets: ['brand'], getRankingInfo: true, attributesToSnippet: ['name:1'] });
    const json = payloadJson({ results: [response] });
    // eslint-disable-next-line no-control-regex -- the range is all of ASCII on purpose
    expect(json).toMatch(/^[\x00-\x7f]*$/);
    expect(json).toContain('\\u00c9l\\u00e9gante');
    expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify({ results: [response] })));
    expect(JSON.parse(json).results[0].hits[0]._highlightResult.name.value).toBe('<em>Robe</em> Élégante');
  });

  it('serialises hits with chosen attributes and other payloads normally', () => {
    const response = engine.search('i', { query: 'robe', attributesToRetrieve: ['name'] });
    expect(JSON.parse(payloadJson(response))).toEqual(JSON.parse(JSON.stringify(response)));
    expect(payloadJson({ message: 'Index does not exist', status: 404 })).toBe('{"message":"Index does not exist","status":404}');
  });

  it('escapes only non-ASCII characters', () => {
    expect(asciiJson('"£5 – ok"')).toBe('"\\u00a35 \\u2013 ok"');
    expect(asciiJson('"plain"')).toBe('"plain"');
  });
});
