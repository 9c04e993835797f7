import { HttpError } from './errors';
import { versionInIfMatch } from './ifMatch';

const words = 'If-Match must be the version in quotes.';

describe('versionInIfMatch', () => {
  it('reads the version of a strong or weakened ETag, and none when there is no header', () => {
    expect(versionInIfMatch('"7"', words)).toBe(7);
    expect(versionInIfMatch(' W/"12" ', words)).toBe(12);
    expect(versionInIfMatch(['"3"'], words)).toBe(3);
    expect(versionInIfMatch(undefined, words)).toBeUndefined();
    expect(versionInIfMatch('  ', words)).toBeUndefined();
  });

  it.each(['*', '7', '"seven"', '"1", "2"', '"1234567890"'])('refuses %s with a 400 INVALID_VERSION in the caller’s words', (header) => {
    let thrown: unknown;
    try {
      versionInIfMatch(header, words);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(HttpError);
    expect(thrown).toMatchObject({ statusCode: 400, code: 'INVALID_VERSION', message: words, field: 'If-Match' });
  });
});
