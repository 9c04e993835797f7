require('@testing-library/jest-dom');
// findBy/waitFor wait up to 5 s instead of 1 s: on a 2-core CI machine with
// busy jest workers, a listing's 24 cards rendered in transitions can take
// longer than a second to settle. A test that waits for the wrong thing still
// fails, only later.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
// jsdom lacks these browser APIs that widgets use for layout decisions.
if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false, media: query, onchange: null,
    addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent() { return false; },
  });
}
if (!window.IntersectionObserver) {
  window.IntersectionObserver = class { observe() {} unobserve() {} disconnect() {} takeRecords() { return []; } };
}
if (!window.ResizeObserver) {
  window.ResizeObserver = class { observe() {} unobserve() {} disconnect() {} };
}
