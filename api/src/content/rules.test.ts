import { canEditContent, draftChangedMessage, draftEtagOf, etagMatches, etagOf, parseContentPath, parseDraftIfMatch, parseEditorAction, relativeTime, resolveTemplate, sameContent } from './rules';

describe('content paths and editor actions', () => {
  it('accepts lower-case paths, trims slashes, refuses the rest', () => {
    expect(parseContentPath('home')).toBe('home');
    expect(parseContentPath('/brands/coast/informational/size-guide/')).toBe('brands/coast/informational/size-guide');
    expect(parseContentPath('Brands/Coast')).toBeNull();
    expect(parseContentPath('brands//coast')).toBeNull();
    expect(parseContentPath('../etc')).toBeNull();
    expect(parseContentPath(undefined)).toBeNull();
  });

  it('reads the last segment as the action', () => {
    expect(parseEditorAction('brands/coast/publish')).toEqual({ path: 'brands/coast', action: 'publish' });
    expect(parseEditorAction('home/rollback')).toEqual({ path: 'home', action: 'rollback' });
    expect(parseEditorAction('x/publish/unpublish')).toEqual({ path: 'x/publish', action: 'unpublish' });
    expect(parseEditorAction('home')).toBeNull();
    expect(parseEditorAction('home/delete')).toBeNull();
  });
});

describe('ETags', () => {
  it('name the fascia and version, and match If-None-Match lists and weak tags', () => {
    const etag = etagOf('coast', 3);
    expect(etag).toBe('"coast-3"');
    expect(etagMatches('"coast-3"', etag)).toBe(true);
    expect(etagMatches('"coast-2", W/"coast-3"', etag)).toBe(true);
    expect(etagMatches('*', etag)).toBe(true);
    expect(etagMatches('"burton-3"', etag)).toBe(false);
    expect(etagMatches(undefined, etag)).toBe(false);
  });
});

describe('the draft version editors send back (If-Match)', () => {
  it('is the ETag of the editor answers, read back from a strong or weak tag', () => {
    expect(draftEtagOf(7)).toBe('"7"');
    expect(parseDraftIfMatch('"7"')).toBe(7);
    expect(parseDraftIfMatch(' W/"12" ')).toBe(12);
    expect(parseDraftIfMatch(undefined)).toBeUndefined();
    expect(parseDraftIfMatch('')).toBeUndefined();
  });

  it('refuses anything else with 400 INVALID_VERSION naming If-Match, the wildcard too', () => {
    for (const header of ['7', '*', '"seven"', '"1", "2"', '"1234567890"']) {
      expect(() => parseDraftIfMatch(header)).toThrow(expect.objectContaining({ statusCode: 400, code: 'INVALID_VERSION', field: 'If-Match' }));
    }
  });

  it('words a refused write with the version it was based on, the current one and the write that made it', () => {
    const at = '2026-06-01T10:00:00.000Z';
    expect(draftChangedMessage('home', 2, { draftVersion: 4, action: 'publish', at, by: 'editor@example.com' })).toBe(
      'Page "home" has changed since you loaded version 2: it is at version 4 now (published by editor@example.com at 2026-06-01T10:00:00.000Z). ' +
        'Nothing was stored: load the page again and redo your change on it.',
    );
    expect(draftChangedMessage('home', 3, { draftVersion: 1, action: 'seed', at, by: null })).toContain('it is at version 1 now (seeded at 2026-06-01T10:00:00.000Z)');
  });
});

describe('who may edit', () => {
  it('editors only', () => {
    expect(canEditContent({ role: 'editor' })).toBe(true);
    expect(canEditContent({ role: 'customer' })).toBe(false);
    expect(canEditContent(null)).toBe(false);
  });
});

describe('sameContent', () => {
  it('ignores key order and undefined fields', () => {
    expect(sameContent({ a: 1, b: [{ x: 1, y: 2 }] }, { b: [{ y: 2, x: 1 }], a: 1, c: undefined })).toBe(true);
    expect(sameContent({ a: 1 }, { a: 2 })).toBe(false);
  });
});

describe('seed templates', () => {
  const now = new Date('2026-06-01T10:30:00Z');

  it('turns {{now+Nd}} and {{now+Nh}} into times on the hour', () => {
    expect(relativeTime('now+3d', now)).toBe('2026-06-04T10:00:00.000Z');
    expect(relativeTime('now+12h', now)).toBe('2026-06-01T22:00:00.000Z');
    expect(relativeTime('later', now)).toBeNull();
  });

  it('picks the locale, falls back to English and fills placeholders', () => {
    const template = { title: { 'en-GB': 'Hello {{brand.name}}', 'fr-FR': 'Bonjour {{brand.name}}' }, list: ['{{now+1d}}', 3, true], plain: { a: 'b' } };
    expect(resolveTemplate(template, 'fr-FR', { 'brand.name': 'Coast' }, now)).toEqual({ title: 'Bonjour Coast', list: ['2026-06-02T10:00:00.000Z', 3, true], plain: { a: 'b' } });
    expect(resolveTemplate(template, 'sv-SE', { 'brand.name': 'Oasis' }, now)).toMatchObject({ title: 'Hello Oasis' });
  });

  it('refuses an unknown placeholder', () => {
    expect(() => resolveTemplate('{{brand.nmae}}', 'en-GB', {}, now)).toThrow('unknown placeholder {{brand.nmae}}');
  });
});
