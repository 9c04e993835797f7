// A query rule may send the shopper elsewhere: its userData carries
// { redirect, redirectMobile } (spec 1 §7). Only same-site paths and http(s)
// URLs are followed; anything else is ignored.
import { isRecord, safeUrl } from '@storefront/shared-contracts';
import { deviceOf } from './requestContext';

/** The first usable redirect of the rules' userData for this viewport, or null. */
export function ruleRedirect(userData: readonly unknown[] | undefined, viewportWidth: number): string | null {
  const mobile = deviceOf(viewportWidth) === 'mobile';
  for (const entry of userData ?? []) {
    if (!isRecord(entry)) continue;
    const target = (mobile ? safeUrl(entry.redirectMobile) : null) ?? safeUrl(entry.redirect);
    if (target) return target;
  }
  return null;
}
