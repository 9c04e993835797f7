// The one way the remotes call the api (same origin, so the session cookie
// goes along): `requestJson` sends, reads the JSON answer and turns every
// failure into one error type, `HttpRequestError`. Dependency-free and small:
// it is compiled into each remote's bundle.

import { isRecord } from '../json/isRecord';

export { isRecord };

/** The api's `message` in an answer, when it is a non-blank text: what the shopper may read. */
export const serverMessageOf = (body: unknown): string | null =>
  isRecord(body) && typeof body.message === 'string' && body.message.trim() !== '' ? body.message : null;

/** The api's `error` code in an answer (`STALE_CART`, `WISHLIST_LIMIT`…), if any. */
export const errorCodeOf = (body: unknown): string | null => (isRecord(body) && typeof body.error === 'string' ? body.error : null);

/**
 * What went wrong, in `code`: the api's `error` field on an error answer (null
 * when it sent none), `NETWORK` when the server was not reached, `TIMEOUT`
 * when `timeoutMs` ran out, `INVALID_JSON` for a 2xx answer that is not JSON;
 * the clients add their own for an answer of the wrong shape (`MALFORMED_CART`).
 */
export interface HttpRequestErrorInit {
  /** null when no answer came (network, timeout). */
  status: number | null;
  code: string | null;
  /** For the logs; `serverMessage` is the text for the shopper. */
  message: string;
  /** The parsed answer (null when there was none or it was not JSON). */
  body?: unknown;
  /** A refusal's Retry-After, in seconds (429: too many requests). */
  retryAfterSeconds?: number;
}

export class HttpRequestError extends Error {
  readonly status: number | null;
  readonly code: string | null;
  readonly body: unknown;
  /** The api's `message`, when it sent a non-blank one: what the shopper may read. */
  readonly serverMessage: string | null;
  readonly retryAfterSeconds: number | undefined;

  constructor({ status, code, message, body = null, retryAfterSeconds }: HttpRequestErrorInit) {
    super(message);
    this.name = 'HttpRequestError';
    this.status = status;
    this.code = code;
    this.body = body;
    this.serverMessage = serverMessageOf(body);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export interface JsonRequest extends Omit<RequestInit, 'headers'> {
  headers?: Record<string, string>;
  /** Aborts the request, body included, after this long: a `TIMEOUT` error. */
  timeoutMs?: number;
  /** Defaults to the page's fetch. */
  fetch?: typeof fetch;
}

export interface JsonAnswer {
  status: number;
  body: unknown;
}

/**
 * Sends `init` to `url` (credentials same-origin, Accept JSON) and resolves
 * with the parsed answer of a 2xx; rejects with an HttpRequestError for an
 * error answer (its parsed body and the api's `error` as `code`), no answer or
 * a 2xx that is not JSON. Aborted by the caller's `signal`, it rejects with
 * the abort as fetch does. fetch is called at once, before any await.
 */
export async function requestJson(url: string, { timeoutMs, fetch: fetchImpl = fetch, ...init }: JsonRequest = {}): Promise<JsonAnswer> {
  const method = init.method ?? 'GET';
  const own = timeoutMs === undefined ? null : new AbortController();
  let timedOut = false;
  const timer = own
    ? setTimeout(() => {
        timedOut = true;
        own.abort();
      }, timeoutMs)
    : undefined;
  if (own) init.signal?.addEventListener('abort', () => own.abort());
  const fail = (status: number | null, code: string | null, message: string, body?: unknown, retryAfterSeconds?: number) =>
    new HttpRequestError({ status, code, message, body, ...(retryAfterSeconds ? { retryAfterSeconds } : {}) });
  try {
    let response: Response;
    try {
      response = await fetchImpl(url, {
        credentials: 'same-origin',
        ...init,
        headers: { Accept: 'application/json', ...init.headers },
        ...(own ? { signal: own.signal } : {}),
      });
    } catch (error) {
      if (timedOut) throw fail(null, 'TIMEOUT', `${method} ${url} timed out after ${timeoutMs} ms`);
      if (init.signal?.aborted) throw error;
      throw fail(null, 'NETWORK', `${method} ${url} could not be reached: ${error instanceof Error ? error.message : String(error)}`);
    }
    let body: unknown = null;
    let json = true;
    try {
      body = await response.json();
    } catch {
      if (timedOut) throw fail(null, 'TIMEOUT', `${method} ${url} timed out after ${timeoutMs} ms`);
      if (init.signal?.aborted) throw init.signal.reason;
      json = false;
    }
    if (!response.ok) {
      const retryAfter = Number(response.headers?.get?.('retry-after'));
      const error = fail(response.status, errorCodeOf(body), `${method} ${url} answered ${response.status}`, body, retryAfter > 0 ? retryAfter : undefined);
      if (error.serverMessage) error.message += `: ${error.serverMessage}`;
      throw error;
    }
    if (!json) throw fail(response.status, 'INVALID_JSON', `${method} ${url} answered something that is not JSON`);
    return { status: response.status, body };
  } finally {
    clearTimeout(timer);
  }
}
