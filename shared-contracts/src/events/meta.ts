// Names, versions and kinds of the events, without their schemas, so that
// production bundles carry no validation code (payloads are validated in
// development and tests: docs/architecture.md §3). Must list every event of the
// catalogue; the type checks it.
import type { EventName } from './catalogue';

export const eventMeta = {
  'pdp:selection-changed': { version: 1, stateLike: true },
  'pdp:customisation-changed': { version: 1, stateLike: true },
  'pdp:add-requested': { version: 1, stateLike: false },
  'pdp:stock-refreshed': { version: 1, stateLike: true },
  'basket:item-added': { version: 1, stateLike: false },
  'basket:changed': { version: 1, stateLike: true },
  'quick-add:open': { version: 1, stateLike: true },
  'quick-add:opened': { version: 1, stateLike: false },
  'quick-add:closed': { version: 1, stateLike: false },
  'wishlist:changed': { version: 1, stateLike: false },
  'session:changed': { version: 1, stateLike: true },
  'session:sign-in-requested': { version: 1, stateLike: false },
  'analytics:track': { version: 1, stateLike: false },
  'admin:preview-changed': { version: 1, stateLike: true },
  'admin:product-selected': { version: 1, stateLike: false },
  'admin:product-click': { version: 1, stateLike: false },
} as const satisfies Record<EventName, { version: number; stateLike: boolean }>;
