// Desktop from 768 px (spec 2 §9), followed as the window changes.
import { useMediaQuery } from '@storefront/shared-contracts/media';

export const DESKTOP_QUERY = '(min-width: 768px)';

export const useIsDesktop = (): boolean => useMediaQuery(DESKTOP_QUERY);
