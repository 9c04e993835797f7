// GET /_api/social-proof/{productId} (the api's answer for the page's entry).
import { apiPaths } from '@storefront/shared-contracts';
import { getJson } from '../customisation/api';

export const socialProofKey = (productId: string) => apiPaths.socialProof(productId);

/** The raw entry; it is checked by bannerMessages, not trusted here. */
export const fetchSocialProof = (url: string): Promise<unknown> => getJson(url);
