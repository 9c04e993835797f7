import { ANONYMOUS_TOKEN_COOKIE, documentCookies, userTokenFor, type CookieJar } from './userToken';

function jar(initial: Record<string, string> = {}): CookieJar & { values: Record<string, string> } {
  const values = { ...initial };
  return {
    values,
    read: (name) => values[name] ?? null,
    write: (name, value) => {
      values[name] = value;
    },
  };
}

describe('userTokenFor', () => {
  it('uses the user id when signed in, leaving the cookie alone', () => {
    const cookies = jar();
    expect(userTokenFor({ id: 'u-123', guest: false }, cookies)).toBe('u-123');
    expect(userTokenFor({ id: 'jane@example.com', guest: false }, cookies)).toBe('jane_example_com');
    expect(cookies.values).toEqual({});
  });

  it('keeps the anonymous id of the _ALGOLIA cookie for guests', () => {
    const cookies = jar({ [ANONYMOUS_TOKEN_COOKIE]: 'anonymous-abc' });
    expect(userTokenFor({ id: 'guest', guest: true }, cookies)).toBe('anonymous-abc');
  });

  it('creates the cookie when it is absent or invalid', () => {
    const cookies = jar({ [ANONYMOUS_TOKEN_COOKIE]: 'not valid!' });
    expect(userTokenFor({ id: 'guest', guest: true }, cookies, () => '1234')).toBe('anonymous-1234');
    expect(cookies.values[ANONYMOUS_TOKEN_COOKIE]).toBe('anonymous-1234');
    expect(userTokenFor(undefined, cookies, () => 'other')).toBe('anonymous-1234');
  });

  it('reads and writes the real document cookie', () => {
    const first = userTokenFor(undefined);
    expect(first).toMatch(/^anonymous-[0-9a-f-]{36}$/);
    expect(document.cookie).toContain(`${ANONYMOUS_TOKEN_COOKIE}=${first}`);
    expect(documentCookies.read(ANONYMOUS_TOKEN_COOKIE)).toBe(first);
    expect(userTokenFor(undefined)).toBe(first);
  });
});
