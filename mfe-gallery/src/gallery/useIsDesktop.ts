// Desktop or mobile by the 768 px breakpoint (spec 1 §9), following resizes.
// Without matchMedia (old browsers, the server) the gallery behaves as on desktop.
import { useMediaQuery } from '@storefront/shared-contracts/media';

export const DESKTOP_QUERY = '(min-width: 768px)';

export const useIsDesktop = (): boolean => useMediaQuery(DESKTOP_QUERY, true);
