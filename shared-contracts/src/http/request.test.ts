import { answer, fetchMock, setUpFetchTests } from '../testing/fetch';
import { HttpRequestError, isRecord, requestJson } from './request';

setUpFetchTests();

const failure = (promise: Promise<unknown>) => promise.then(() => { throw new Error('resolved'); }, (error: unknown) => error as HttpRequestError);

describe('isRecord', () => {
  it('is a JSON object: not null, not an array, not a primitive', () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord({ a: 1 })).toBe(true);
    expect(isRecord([])).toBe(false);
    expect(isRecord(null)).toBe(false);
    expect(isRecord('x')).toBe(false);
    expect(isRecord(undefined)).toBe(false);
  });
});

describe('requestJson', () => {
  it('sends same-origin with Accept JSON, keeps the caller’s headers and options, and calls fetch at once', async () => {
    fetchMock.mockResolvedValue(answer(200, { ok: 1 }));
    const pending = requestJson('/_api/x', { method: 'POST', headers: { 'If-Match': '"3"' }, body: 'a=1', cache: 'no-store' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(pending).resolves.toEqual({ status: 200, body: { ok: 1 } });
    expect(fetchMock).toHaveBeenCalledWith('/_api/x', {
      method: 'POST', credentials: 'same-origin', cache: 'no-store', body: 'a=1', headers: { Accept: 'application/json', 'If-Match': '"3"' },
    });
  });

  it('uses the fetch it is given', async () => {
    const own = jest.fn(() => Promise.resolve(answer(200, [1]))) as unknown as typeof fetch;
    await expect(requestJson('/a', { fetch: own })).resolves.toEqual({ status: 200, body: [1] });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('maps an error answer: status, the api’s error as code, its message for the shopper, the body, Retry-After', async () => {
    const body = { error: 'STALE_CART', message: 'Your bag changed', cart: { id: 'c' } };
    fetchMock.mockResolvedValueOnce(answer(409, body));
    const error = await failure(requestJson('/_api/basket/line/1', { method: 'PATCH' }));
    expect(error).toBeInstanceOf(HttpRequestError);
    expect(error).toMatchObject({ status: 409, code: 'STALE_CART', serverMessage: 'Your bag changed', body, retryAfterSeconds: undefined });
    expect(error.message).toBe('PATCH /_api/basket/line/1 answered 409: Your bag changed');

    fetchMock.mockResolvedValueOnce(answer(429, { message: '  ' }, { 'retry-after': '120' }));
    expect(await failure(requestJson('/r'))).toMatchObject({ status: 429, code: null, serverMessage: null, retryAfterSeconds: 120, message: 'GET /r answered 429' });

    fetchMock.mockResolvedValueOnce({ ok: false, status: 500, json: () => Promise.reject(new SyntaxError('x')) } as unknown as Response);
    expect(await failure(requestJson('/r'))).toMatchObject({ status: 500, code: null, body: null, serverMessage: null });
  });

  it('is a NETWORK error when the server is not reached, INVALID_JSON for a 2xx that is not JSON', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await failure(requestJson('/r'))).toMatchObject({ status: null, code: 'NETWORK', message: 'GET /r could not be reached: Failed to fetch' });
    fetchMock.mockResolvedValueOnce({ ok: true, status: 200, json: () => Promise.reject(new SyntaxError('x')) } as unknown as Response);
    expect(await failure(requestJson('/r'))).toMatchObject({ status: 200, code: 'INVALID_JSON' });
  });

  it('rejects with the caller’s abort, not an HttpRequestError', async () => {
    const controller = new AbortController();
    const abort = new DOMException('Aborted', 'AbortError');
    fetchMock.mockImplementationOnce(() => {
      controller.abort();
      return Promise.reject(abort);
    });
    await expect(requestJson('/r', { signal: controller.signal })).rejects.toBe(abort);
  });

  it('gives up after timeoutMs, body included: a TIMEOUT error and an aborted request', async () => {
    jest.useFakeTimers();
    try {
      fetchMock.mockImplementationOnce((_url, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')))));
      const pending = failure(requestJson('/slow', { timeoutMs: 2000 }));
      jest.advanceTimersByTime(2000);
      expect(await pending).toMatchObject({ status: null, code: 'TIMEOUT' });
      expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});
