// side-channel's contract (https://github.com/ljharb/side-channel) on the
// browser's own WeakMap and Map. The package reaches them through
// get-intrinsic, call-bound and object-inspect, to survive engines without
// them or with tampered built-ins: about 27 KB of code (8 KB compressed) on
// the search page, pulled in by qs, which InstantSearch's history router
// imports and our router never calls. Every browser we ship to has both.
'use strict';

module.exports = function getSideChannel() {
  const objects = new WeakMap();
  const primitives = new Map();
  const store = (key) => (key !== null && (typeof key === 'object' || typeof key === 'function') ? objects : primitives);
  const channel = {
    assert(key) {
      if (!channel.has(key)) throw new TypeError('Side channel does not contain the given key');
    },
    delete: (key) => store(key).delete(key),
    get: (key) => store(key).get(key),
    has: (key) => store(key).has(key),
    set(key, value) {
      store(key).set(key, value);
    },
  };
  return channel;
};
