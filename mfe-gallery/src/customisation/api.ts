// Same-origin JSON reads for the gallery's SWR data (social proof, customisation).
import { apiPaths } from '@storefront/shared-contracts';
import { requestJson } from '@storefront/shared-contracts/http';

/** The answer's JSON; an HttpRequestError when the read fails. */
export const getJson = async (url: string): Promise<unknown> => (await requestJson(url)).body;

export const customisationKey = (group: string) => apiPaths.customisation(group);
