// What every listing search sends besides the shopper's own refinements
// (spec 1 §7): category filter, analytics tags (the rule contexts, which the
// shell's server preview sends too, are shared-contracts' ruleContextsFor).
import type { FasciaSettings } from '@storefront/shared-contracts';

export const MOBILE_BREAKPOINT_PX = 768;

export type Device = 'mobile' | 'desktop';

export function deviceOf(viewportWidth: number): Device {
  return viewportWidth < MOBILE_BREAKPOINT_PX ? 'mobile' : 'desktop';
}

export function analyticsTagsFor(fascia: Pick<FasciaSettings, 'key'>, viewportWidth: number): string[] {
  return [`fascia:${fascia.key}`, `device:${deviceOf(viewportWidth)}`];
}
