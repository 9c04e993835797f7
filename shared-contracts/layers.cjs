// The four layers of @storefront/shared-contracts and the files of src/ in
// each (README, "Layers"). A path ending in '/' is a folder; a file named
// here belongs to its own layer rather than to its folder's. Test files
// (*.test.ts[x]) belong to none. What each layer may import is checked by
// .dependency-cruiser.cjs; that every file and entry point is in exactly one
// layer, and that the main entry reaches the contracts only, by src/layers.test.ts.
const LAYERS = {
  // Types, the event catalogue, schemas, routes, fascias, formatting and pure
  // rules: no React, no DOM, nothing stateful. Servers import them as well.
  contracts: [
    'index.ts',
    'account/',
    'admin/',
    'api/',
    'authenticity/',
    'badges/',
    'basket/',
    'content/',
    'delivery/',
    'entities/',
    'events/',
    'experiments/',
    'fascia/',
    'flags/',
    'format/',
    'json/',
    'listing/',
    'parcels/',
    'recently-viewed/',
    'releases/',
    'rewards/',
    'routes/',
    'search/',
    'selection/',
    'sizes/',
    'urls/',
    'wishlist/',
  ],
  // What runs in a page: the event bus, parcel and federation helpers, i18n,
  // the clients that fetch, browser storage and address, React hooks.
  runtime: [
    'basket/client.ts',
    'events/bus.ts',
    'experiments/browser.ts',
    'federation/',
    'http/',
    'i18n/',
    'media/',
    'parcels/createParcel.tsx',
    'parcels/pageWideParcel.tsx',
    'react/',
    'recently-viewed/storage.ts',
    'scheduling/',
    'search/client.ts',
    'selection/addressBar.ts',
    'selection/useChosenSelection.ts',
    'wishlist/client.ts',
    'wishlist/usePressAfterRead.ts',
  ],
  // Components and their look: the dialog, spinner, visually hidden text and
  // the other shared pieces of the page.
  ui: [
    'css-modules.d.ts',
    'a11y/',
    'admin/SelectedSwitch.tsx',
    'basket/BagLink.tsx',
    'basket/bagLink.css',
    'buttons/',
    'dialog/',
    'listing/productCard.tsx',
    'sizes/SizePicker.tsx',
    'wishlist/HeartIcon.tsx',
  ],
  // Fixtures, fakes and helpers for tests, never in what ships.
  testing: ['testing/'],
};

const NAMES = /** @type {Array<keyof typeof LAYERS>} */ (Object.keys(LAYERS));

const isTest = (/** @type {string} */ file) => /\.test\.[cm]?[jt]sx?$/.test(file);
const covers = (/** @type {string} */ entry, /** @type {string} */ file) => (entry.endsWith('/') ? file.startsWith(entry) : file === entry);

/** The layer of a file (its path under src/, with '/'); null for a test file or one no layer names. */
function layerOf(/** @type {string} */ file) {
  if (isTest(file)) return null;
  let best = null;
  for (const name of NAMES) {
    for (const entry of LAYERS[name]) {
      if (covers(entry, file) && (!best || entry.length > best.entry.length)) best = { name, entry };
    }
  }
  return best ? best.name : null;
}

const escape = (/** @type {string} */ text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const entryPattern = (/** @type {string} */ entry) => (entry.endsWith('/') ? escape(entry) : `${escape(entry)}$`);

/**
 * A regular expression (for dependency-cruiser) matching the files of a layer
 * from the repository's root: its folders and files, less the files of its
 * folders that another layer names.
 */
function layerPattern(/** @type {keyof typeof LAYERS} */ name, prefix = 'shared-contracts/src/') {
  const folders = LAYERS[name].filter((entry) => entry.endsWith('/'));
  const others = NAMES.filter((other) => other !== name)
    .flatMap((other) => LAYERS[other])
    .filter((entry) => folders.some((folder) => entry !== folder && entry.startsWith(folder)));
  const own = LAYERS[name].map(entryPattern).join('|');
  const except = others.length ? `(?!(?:${others.map(entryPattern).join('|')}))` : '';
  return `^${escape(prefix)}${except}(?:${own})`;
}

module.exports = { LAYERS, NAMES, layerOf, layerPattern, isTest };
