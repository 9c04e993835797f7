// qs in the browser builds: nothing. InstantSearch's history router imports
// qs for its default address format, and ours passes its own parseURL and
// createURL (mfe-listing/src/search/routing.ts), so qs is never called there;
// bundled it was about 20 KB of code (5 KB compressed) on the search and
// category pages, with side-channel and get-intrinsic behind it. A call means
// the router lost its own format: say so instead of writing another one.
'use strict';

const refuse = (what) => () => {
  throw new Error(`qs.${what} is not in the browser build: give the history router parseURL and createURL (mfe-listing/src/search/routing.ts)`);
};

module.exports = { parse: refuse('parse'), stringify: refuse('stringify'), formats: {} };
