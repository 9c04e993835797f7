// Remotes' tests (docs/architecture.md §3, issue 21): every event a test emits is
// checked against the event catalogue's schema of the same name and version,
// and a test that emitted an invalid payload FAILS, where outside tests the
// bus only reports it and drops it. So a team that changes an event's shape
// without a new version fails its own tests.
//
// Checked: payloads given to the bus's emit() (its validation reports to the
// reporter set here) and CustomEvents dispatched on window under a catalogue
// name with the catalogue's version in their envelope (a raw dispatch).
// A test that means to emit an invalid payload either sets its own reporter
// with setInvalidEventReporter (it replaces this one until the next test) or
// calls allowInvalidEvents() from '@storefront/shared-contracts/testing'.
/* global beforeEach, afterEach */
const path = require('node:path');

const events = path.join(__dirname, '../../shared-contracts/src/events');
const { eventCatalogue } = require(path.join(events, 'catalogue.ts'));
const { setInvalidEventReporter } = require(path.join(events, 'bus.ts'));
const { watchEventListeners } = require(path.join(events, '../testing/events.ts'));

// Listener contract tests ask whether a listener of an event is mounted.
watchEventListeners();

/** @type {string[]} */
const problems = [];

/** Where the payload was emitted from: the first frames outside the bus and this file. */
function whereFrom() {
  const frames = (new Error().stack ?? '').split('\n').slice(1);
  const ours = frames.filter((f) => !f.includes('/node_modules/') && !f.includes('setup-events.cjs') && !f.includes('/events/bus.ts'));
  return ours.slice(0, 3).map((f) => `      ${f.trim()}`).join('\n');
}

function record(name, issues) {
  if (globalThis.__storefrontAllowInvalidEvents__) return;
  problems.push(`  ${name}: ${issues}\n${whereFrom()}`);
}

const dispatch = window.dispatchEvent.bind(window);
window.dispatchEvent = function dispatchEventChecked(event) {
  const entry = Object.prototype.hasOwnProperty.call(eventCatalogue, event.type) ? eventCatalogue[event.type] : undefined;
  const detail = entry && event instanceof window.CustomEvent ? event.detail : undefined;
  if (entry && detail && detail.version === entry.version) {
    const result = entry.schema.safeParse(detail.payload);
    if (!result.success) record(event.type, result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; '));
  }
  return dispatch(event);
};

beforeEach(() => {
  problems.length = 0;
  globalThis.__storefrontAllowInvalidEvents__ = false;
  setInvalidEventReporter(record);
});

afterEach(() => {
  if (problems.length === 0) return;
  const list = problems.splice(0).join('\n');
  throw new Error(`This test emitted event payloads that do not match the event catalogue (shared-contracts/src/events/catalogue.ts):\n${list}`);
});
