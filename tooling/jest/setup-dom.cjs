require('@testing-library/jest-dom');
// findBy/waitFor wait up to 5 s instead of 1 s: on a 2-core CI machine with
// busy jest workers, a listing's 24 cards rendered in transitions can take
// longer than a second to settle. A test that waits for the wrong thing still
// fails, only later.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
// A server test (`@jest-environment node` docblock) has no window to complete.
const browser = typeof window !== 'undefined';
// jsdom lacks these browser APIs that widgets use for layout decisions.
if (browser && !window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false, media: query, onchange: null,
    addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent() { return false; },
  });
}
if (browser && !window.IntersectionObserver) {
  window.IntersectionObserver = class { observe() {} unobserve() {} disconnect() {} takeRecords() { return []; } };
}
if (browser && !window.ResizeObserver) {
  window.ResizeObserver = class { observe() {} unobserve() {} disconnect() {} };
}
