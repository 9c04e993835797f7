// Banner visibility (spec 3 §4, §5): hideForGuestUsers hides a banner for
// guests, hideForLoggedInUsers for signed-in shoppers. An unknown status
// counts as a guest, and a banner with either rule stays hidden until the
// status is known. A banner without rules shows at once (it may be the LCP).
// The content remote's banners and carousel slides follow it, and the shell's
// server draws a first banner only where it shows while the status is unknown.

/** guest, signed in, or not known yet. */
export type VisitorStatus = 'guest' | 'signedIn' | 'unknown';

export interface VisibilityConfig {
  hideForGuestUsers?: boolean | undefined;
  hideForLoggedInUsers?: boolean | undefined;
}

export function isBannerVisible(config: VisibilityConfig | undefined, visitor: VisitorStatus): boolean {
  const hideForGuests = config?.hideForGuestUsers === true;
  const hideForSignedIn = config?.hideForLoggedInUsers === true;
  if (!hideForGuests && !hideForSignedIn) return true;
  if (visitor === 'unknown') return false;
  return visitor === 'signedIn' ? !hideForSignedIn : !hideForGuests;
}
