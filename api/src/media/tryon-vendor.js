/*
 * Local stand-in for the virtual try-on vendor's script (spec 1 §7: loaded on
 * demand and asked for try-on availability per sku). Served by the api at
 * GET /_api/tryon/vendor.js; the same window API as the gallery expects of
 * the real vendor. See api/README.md "Virtual try-on stand-in".
 *
 * window.StorefrontTryOn = {
 *   version: 1,
 *   isAvailable(sku): Promise<boolean>      asks the vendor's service
 *   open({ container, products, selectedSku, onClose }): void
 *       products: [{ sku, shade, hex? }]; draws the try-on view into container;
 *       onClose() runs when the shopper closes it from inside
 *   select(sku): void                        shows another of the open products
 *   close(): void                            removes the view and forgets the products
 * }
 */
(function () {
  'use strict';
  if (window.StorefrontTryOn) return;
  var script = document.currentScript;
  var origin = script && script.src ? new URL(script.src).origin : window.location.origin;
  var state = null;

  function isAvailable(sku) {
    if (typeof sku !== 'string' || sku === '') return Promise.reject(new Error('try-on: a sku is required'));
    return fetch(origin + '/_api/tryon/availability?sku=' + encodeURIComponent(sku), { credentials: 'omit' })
      .then(function (res) { return res.ok ? res.json() : { available: false }; })
      .then(function (answer) { return answer.available === true; });
  }

  function safeHex(hex) {
    return typeof hex === 'string' && /^#[0-9a-fA-F]{6}$/.test(hex) ? hex : '#c8a27a';
  }

  function draw() {
    if (!state) return;
    var product = state.products.find(function (p) { return p.sku === state.selectedSku; }) || state.products[0];
    var root = state.root;
    root.textContent = '';
    var face = document.createElement('div');
    face.setAttribute('role', 'img');
    face.setAttribute('aria-label', 'Live preview wearing ' + (product ? product.shade : 'no shade'));
    face.style.cssText = 'width:60%;max-width:220px;aspect-ratio:3/4;margin:0 auto;border-radius:50% 50% 45% 45%;' +
      'background:radial-gradient(circle at 50% 40%,' + safeHex(product && product.hex) + ' 0 55%,#e9d8c6 56%);' +
      'box-shadow:inset 0 -12px 24px rgb(0 0 0 / 12%)';
    var caption = document.createElement('p');
    caption.textContent = product ? product.shade : '';
    caption.style.cssText = 'text-align:center;margin:12px 0 0;font:600 14px system-ui,sans-serif';
    var close = document.createElement('button');
    close.type = 'button';
    close.textContent = 'Exit live preview';
    close.style.cssText = 'display:block;margin:12px auto 0;padding:8px 16px;font:14px system-ui,sans-serif';
    close.addEventListener('click', function () {
      var onClose = state && state.onClose;
      api.close();
      if (typeof onClose === 'function') onClose();
    });
    root.append(face, caption, close);
  }

  var api = {
    version: 1,
    isAvailable: isAvailable,
    open: function (options) {
      if (!options || !(options.container instanceof HTMLElement)) throw new Error('try-on: a container is required');
      if (!Array.isArray(options.products) || options.products.length === 0) throw new Error('try-on: products are required');
      api.close();
      var root = document.createElement('div');
      root.setAttribute('data-try-on-vendor', '');
      options.container.append(root);
      state = { root: root, products: options.products.slice(), selectedSku: options.selectedSku, onClose: options.onClose };
      draw();
    },
    select: function (sku) {
      if (!state) return;
      state.selectedSku = sku;
      draw();
    },
    close: function () {
      if (!state) return;
      state.root.remove();
      state = null;
    },
  };
  window.StorefrontTryOn = api;
})();
