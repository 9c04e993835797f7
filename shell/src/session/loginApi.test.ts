import { isUser, loadLoginPage, LoginPageError, sessionFrom, signIn } from './loginApi';

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
function answer(status: number, body: unknown): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    json: () => (body === undefined ? Promise.reject(new SyntaxError('Unexpected end of JSON input')) : Promise.resolve(body)),
  } as Response;
}

const guest = { id: 'guest', guest: true };
const customer = { id: 'cust-0001', guest: false, email: 'test.customer@example.com' };

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as typeof fetch;
});

describe('loadLoginPage', () => {
  it('gives the csrf token, the user, the cart and any message for the form', async () => {
    fetchMock.mockResolvedValue(answer(200, { csrf: 't-1', user: guest, cart: { id: 'c', itemCount: 2 }, error: 'Your session timed out.' }));
    await expect(loadLoginPage()).resolves.toEqual({ csrf: 't-1', user: guest, cart: { id: 'c', itemCount: 2 }, error: 'Your session timed out.' });
    expect(fetchMock).toHaveBeenCalledWith('/login', expect.objectContaining({ credentials: 'same-origin' }));
  });

  it('treats a malformed cart as none', async () => {
    fetchMock.mockResolvedValue(answer(200, { csrf: 't-1', user: guest, cart: { id: 'c', itemCount: -1 } }));
    await expect(loadLoginPage()).resolves.toMatchObject({ cart: null, error: null });
  });

  it("fails with the server's message on an error status, and without one when the answer has no token", async () => {
    fetchMock.mockResolvedValueOnce(answer(503, { error: 'UNAVAILABLE', message: 'Down for maintenance.' }));
    await expect(loadLoginPage()).rejects.toEqual(new LoginPageError('Down for maintenance.'));
    fetchMock.mockResolvedValueOnce(answer(200, { csrf: '', user: guest }));
    await expect(loadLoginPage()).rejects.toMatchObject({ serverMessage: null });
    fetchMock.mockResolvedValueOnce(answer(200, undefined));
    await expect(loadLoginPage()).rejects.toBeInstanceOf(LoginPageError);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(loadLoginPage()).rejects.toBeInstanceOf(LoginPageError);
  });
});

describe('signIn', () => {
  const form = { csrf: 't-1', username: 'test.customer@example.com', password: 'p&ss=word' };

  it('posts csrf, username and password urlencoded and answers the session', async () => {
    fetchMock.mockResolvedValue(answer(200, { success: true, user: customer, cart: { id: 'c', itemCount: 4 } }));
    await expect(signIn(form)).resolves.toEqual({ ok: true, session: { user: customer, basketCount: 4 }, cart: { id: 'c', itemCount: 4 } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/login');
    expect(init?.method).toBe('POST');
    expect(String(init?.body)).toBe('csrf=t-1&username=test.customer%40example.com&password=p%26ss%3Dword');
  });

  it("answers the server's message on failure", async () => {
    fetchMock.mockResolvedValueOnce(answer(401, { error: 'INVALID_CREDENTIALS', message: 'Your email or password is incorrect.' }));
    await expect(signIn(form)).resolves.toEqual({ ok: false, message: 'Your email or password is incorrect.', status: 401 });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(signIn(form)).resolves.toEqual({ ok: false, message: null, status: null });
  });

  it('does not take a 200 without success, or a guest user, as signed in', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { success: false, user: customer }));
    await expect(signIn(form)).resolves.toMatchObject({ ok: false });
    fetchMock.mockResolvedValueOnce(answer(200, { success: true, user: guest, cart: null }));
    await expect(signIn(form)).resolves.toMatchObject({ ok: false });
  });
});

describe('sessionFrom', () => {
  it('keeps only the user fields the session event carries, and counts 0 without a cart', () => {
    const user = { ...customer, firstName: 'Test', passwordHash: 'x' } as typeof customer;
    expect(sessionFrom(user, null)).toEqual({ user: { id: 'cust-0001', guest: false, email: 'test.customer@example.com', firstName: 'Test' }, basketCount: 0 });
  });
});

describe('isUser', () => {
  it('needs an id and a guest flag', () => {
    expect(isUser(customer)).toBe(true);
    expect(isUser({ id: '', guest: false })).toBe(false);
    expect(isUser({ id: 'x', guest: 'no' })).toBe(false);
    expect(isUser(null)).toBe(false);
  });
});
