// The contract between the shell and its remotes, as releases check it
// (issue 21): which version of shared-contracts a remote was built against,
// which events it emits and listens to (both written by its build into its
// mf-manifest.json's metaData, tooling/webpack/createConfig.mjs), and which
// of its modules the shell's slots ask for. No imports: the webpack factory
// reads this file too.

/**
 * The version of this package's contract (events, parcel props, entities) as
 * semver. Bump the major for any change a remote built against the previous
 * one cannot live with: the publish refuses such a remote, and the shell does
 * not mount one whose major differs from its own.
 */
export const CONTRACT_VERSION = '1.0.0';

/** The key under a manifest's `metaData` where a remote's build writes its contract. */
export const MANIFEST_CONTRACT_KEY = 'storefront';

export interface EventRef {
  name: string;
  version: number;
}

/** What a remote's build writes to `metaData.storefront` of its mf-manifest.json. */
export interface ManifestContract {
  /** CONTRACT_VERSION of the shared-contracts the remote was built against. */
  contract: string;
  events: { emits: EventRef[]; listens: EventRef[] };
}

/**
 * A remote's canary as the release registry serves it beside the live
 * release (issue 63; GET /_api/releases, the shell's registry): live for
 * `percent` % of visitors, each browser choosing (shell/src/registry/canary.ts).
 */
export interface CanaryRelease {
  manifest: string;
  version: string;
  contract: string;
  /** The release registry's id of the canary. */
  releaseId: number;
  /** Share of visitors, 1-99 (%). */
  percent: number;
  /** When it started (ISO 8601). */
  since: string;
}

/**
 * The modules of each remote that the shell's slots load (`module="remote/Module"`
 * in shell/src; a shell test keeps this list complete). A release must expose
 * every one of them.
 */
export const SHELL_SLOT_MODULES = {
  gallery: ['ProductGallery', 'ProductPickers', 'ProductPrice', 'ProductCustomisation'],
  basket: ['AddToBasket', 'BasketPage', 'CheckoutPage', 'MiniBag', 'PdpWishlist', 'QuickAdd', 'WishlistPage'],
  listing: ['RecentlyViewed', 'SearchPage'],
  contentBlocks: ['ContentPage', 'ProductContent', 'SocialGallery'],
  pdpWidgets: [
    'AddedToBag',
    'Authenticity',
    'BeautyAdvisor',
    'Bundles',
    'DeliveryCountdown',
    'DeliveryInfo',
    'GiftWithPurchase',
    'LiveStock',
    'PaymentPromo',
    'ProductDetails',
    'Recommendations',
    'Reviews',
    'RewardsBadge',
    'Share',
    'SizeFit',
    'StaffTools',
    'Subscription',
    'UgcGallery',
    'VisuallySimilar',
  ],
} as const satisfies Record<string, readonly string[]>;

export type ShellRemoteName = keyof typeof SHELL_SLOT_MODULES;

export function isShellRemoteName(name: string): name is ShellRemoteName {
  return Object.prototype.hasOwnProperty.call(SHELL_SLOT_MODULES, name);
}

/** The major of a semver string (`'1.2.3'` → 1); null when it is not one. */
export function contractMajor(version: unknown): number | null {
  if (typeof version === 'number' && Number.isInteger(version) && version >= 0) return version;
  if (typeof version !== 'string') return null;
  const match = /^v?(\d+)\.\d+\.\d+(?:[-+].*)?$/.exec(version.trim());
  return match ? Number(match[1]) : null;
}

const isEventRefs = (value: unknown): value is EventRef[] =>
  Array.isArray(value) && value.every((e) => !!e && typeof e === 'object' && typeof (e as EventRef).name === 'string' && typeof (e as EventRef).version === 'number');

/** The contract a manifest's build wrote (`metaData.storefront`); null when it wrote none or not in this shape. */
export function manifestContract(manifest: unknown): ManifestContract | null {
  const meta = (manifest as { metaData?: Record<string, unknown> } | null)?.metaData;
  const value = meta && typeof meta === 'object' ? (meta[MANIFEST_CONTRACT_KEY] as Partial<ManifestContract> | undefined) : undefined;
  if (!value || typeof value !== 'object' || typeof value.contract !== 'string') return null;
  const events = value.events;
  return {
    contract: value.contract,
    events: {
      emits: events && isEventRefs(events.emits) ? events.emits : [],
      listens: events && isEventRefs(events.listens) ? events.listens : [],
    },
  };
}
