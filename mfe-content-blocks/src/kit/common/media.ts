// Media queries the blocks read: phone width (spec 3 §9: mobile below 768 px)
// and the shopper's reduced-motion preference. Read on first render from
// matchMedia (false where there is none, e.g. the server) and followed after.
import { useMediaQuery } from '@storefront/shared-contracts/media';

export { matchesMedia, useMediaQuery } from '@storefront/shared-contracts/media';

export const MOBILE_QUERY = '(max-width: 767.98px)';
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export const useIsMobile = () => useMediaQuery(MOBILE_QUERY);
export const useReducedMotion = () => useMediaQuery(REDUCED_MOTION_QUERY);
