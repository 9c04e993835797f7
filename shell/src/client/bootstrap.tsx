import { startTransition } from 'react';
import { emit, on, track } from '@storefront/shared-contracts/events/bus';
import { recordRecentlyViewed } from '@storefront/shared-contracts/recently-viewed/storage';
import { loadRoutePages } from '../layout/routePages';
import { nextTask } from '@storefront/shared-contracts/scheduling';
import { BOOT_ELEMENT_ID, type BootData } from '../boot';
import { provideShellCatalogues } from '../i18n/ShellI18n';
import { mergeOverrideParams, OVERRIDE_PARAM, OVERRIDE_STORAGE_KEY, parseStoredOverrides } from '../registry/registry';
import { chooseThisPageReleases } from '../registry/chosenReleases';
import { setActiveOverrides } from '../registry/OverrideBanner';
import { registerRegistry } from '../slots/loadParcel';
import { asAnalytics, reportIncompatibleTo } from '../federation/contractPlugin';
import { startAdminBridge } from '../admin/bridge';
import { createValidationEvents } from '../analytics/validationEvents';
import { startFieldHealth } from '../field';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

function readBoot(): BootData {
  const el = document.getElementById(BOOT_ELEMENT_ID);
  return JSON.parse(el?.textContent ?? '{}') as BootData;
}

function readOverrides(allowedOrigins: readonly string[]) {
  const params = new URLSearchParams(window.location.search).getAll(OVERRIDE_PARAM);
  let stored = {};
  try {
    stored = parseStoredOverrides(localStorage.getItem(OVERRIDE_STORAGE_KEY), allowedOrigins);
    const merged = mergeOverrideParams(stored, params, allowedOrigins);
    if (Object.keys(merged).length) localStorage.setItem(OVERRIDE_STORAGE_KEY, JSON.stringify(merged));
    else localStorage.removeItem(OVERRIDE_STORAGE_KEY);
    return merged;
  } catch {
    // Storage can be blocked; the address alone still works for this page.
    return mergeOverrideParams(stored, params, allowedOrigins);
  }
}

function startAnalytics(): void {
  window.dataLayer ??= [];
  on('analytics:track', ({ event, payload }) => {
    window.dataLayer!.push({ event, ...payload });
  });
}

const boot = readBoot();
provideShellCatalogues({ [boot.fascia.locale]: boot.labels });
// Each remote's release for this page view: its canary for the canary's share of visitors, an override over both.
const { registry, active } = chooseThisPageReleases(boot.registry, readOverrides(boot.registry.overrideOrigins ?? []));
setActiveOverrides(active);
// Before any remote loads: a refused one reaches analytics through the bus.
reportIncompatibleTo(asAnalytics(track));
registerRegistry(registry);
// Before any slot starts: field health (src/field/) counts this page view's remotes from here.
startFieldHealth({ page: boot.route.name, fascia: boot.fascia.key, registry, sampleRate: boot.fieldSampleRate });
startAnalytics();
emit('session:changed', boot.session);
startAdminBridge(boot.fascia.adminParentOrigins);

if (boot.page && (boot.route.name === 'product' || boot.route.name === 'premier')) {
  const p = boot.page.product;
  track('view_item', { item_id: p.key, item_name: p.name, item_brand: p.brand, currency: boot.fascia.currency });
  // Recorded here, not by the (lazily loaded) carousel, so a page left
  // without scrolling still counts as viewed.
  recordRecentlyViewed(p.key);
  const validationEvent = createValidationEvents(boot.fascia.lowStockThreshold);
  on('pdp:selection-changed', (selection) => {
    if (selection.productId !== p.id) return;
    const next = validationEvent(selection);
    if (next) track(next.event, next.payload);
  });
}

// React DOM is not among this module's static imports: index.ts loads it
// beside this module, and it is evaluated in a task of its own (evaluated
// together they were one task of 25-30 ms, 100-120 ms at a phone's speed).
// A transition lets React hydrate in slices instead of one long task: the
// page is already painted from the server, so nothing waits on it. It starts
// in a task of its own too.
// The route's layout chunk was asked for beside the entry scripts (the
// server's preload): hydrating without it would draw a different page.
// The layout's modules (header, slots, session) are in this chunk but are
// evaluated in a task after this module's, so the two do not make one long task.
const layout = nextTask().then(() => import(/* webpackMode: "eager" */ '../layout/App'));
void Promise.all([import('react-dom/client'), loadRoutePages(boot.route.name), layout]).then(([{ hydrateRoot }, pages, { App }]) =>
  setTimeout(() =>
    startTransition(() => {
      hydrateRoot(document.getElementById('root')!, <App boot={boot} pages={pages} />, {
        onRecoverableError(error) {
          console.warn('[shell] hydration recovered:', error);
        },
      });
    }),
  ),
);
