// What the release page reads from the api: the live releases and their
// canaries (public), each remote's history (public) and the field's series
// (behind the release token or the office network: api/src/field/routes.ts).
// The token a person types is kept for this tab only (sessionStorage) and
// sent as `Authorization: Bearer`; nothing here runs at module load.
import { HttpRequestError, requestJson } from '@storefront/shared-contracts/http';
import type { HistoryRow, LiveRelease, RemoteSeries } from './releaseFigures';

export const RELEASE_TOKEN_KEY = 'storefront:release-token';
const TIMEOUT_MS = 15_000;

export function storedToken(): string | null {
  try {
    return sessionStorage.getItem(RELEASE_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string | null): void {
  try {
    if (token) sessionStorage.setItem(RELEASE_TOKEN_KEY, token);
    else sessionStorage.removeItem(RELEASE_TOKEN_KEY);
  } catch {
    // Storage blocked: the token holds for this page only.
  }
}

export async function fetchLiveReleases(signal?: AbortSignal): Promise<Record<string, LiveRelease>> {
  const { body } = await requestJson('/_api/releases', { timeoutMs: TIMEOUT_MS, ...(signal ? { signal } : {}) });
  return (body as { remotes?: Record<string, LiveRelease> }).remotes ?? {};
}

export async function fetchHistory(remote: string, signal?: AbortSignal): Promise<HistoryRow[]> {
  const { body } = await requestJson(`/_api/releases/${encodeURIComponent(remote)}/history`, { timeoutMs: TIMEOUT_MS, ...(signal ? { signal } : {}) });
  return (body as { releases?: HistoryRow[] }).releases ?? [];
}

/** The series, or why not: `locked` (401/403: a token is needed, or the one sent is not this deployment's), `closed` (503), `failed`. */
export type SeriesAnswer =
  | { ok: true; series: RemoteSeries }
  | { ok: false; reason: 'locked'; wrongToken: boolean }
  | { ok: false; reason: 'closed' | 'failed'; message: string };

export async function fetchSeries(remote: string, hours: number, token: string | null, signal?: AbortSignal): Promise<SeriesAnswer> {
  try {
    const { body } = await requestJson(`/_api/field/series/${encodeURIComponent(remote)}?hours=${hours}`, {
      timeoutMs: TIMEOUT_MS,
      ...(token ? { headers: { Authorization: `Bearer ${token}` } } : {}),
      ...(signal ? { signal } : {}),
    });
    return { ok: true, series: body as RemoteSeries };
  } catch (error) {
    if (!(error instanceof HttpRequestError)) throw error;
    if (error.status === 401 || error.status === 403) return { ok: false, reason: 'locked', wrongToken: token !== null };
    if (error.status === 503) return { ok: false, reason: 'closed', message: error.serverMessage ?? 'Release health cannot be read on this deployment.' };
    return { ok: false, reason: 'failed', message: error.serverMessage ?? error.message };
  }
}
