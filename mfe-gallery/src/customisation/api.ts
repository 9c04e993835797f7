// Same-origin JSON reads for the gallery's SWR data (social proof, customisation).
import { apiPaths } from '@storefront/shared-contracts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    url: string,
  ) {
    super(`GET ${url} answered ${status}`);
  }
}

export async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  if (!response.ok) throw new ApiError(response.status, url);
  return (await response.json()) as unknown;
}

export const customisationKey = (group: string) => apiPaths.customisation(group);
