// Renders the HTML document: the head from HeadData, the shell's layout
// rendered to a string (hydrated on the client), and the inline boot data.
import { renderToString } from 'react-dom/server';
import { App } from '../layout/App';
import { BasketRoute, CheckoutRoute } from '../basket/BagRoute';
import { ResetPasswordPage, SignInLinkPage, SignUpPage } from '../account/AccountPages';
import { ContentRoute } from '../content/ContentRoute';
import { ProductPage } from '../layout/ProductPage';
import type { RoutePages } from '../layout/routePages';
import { ListingRoute } from '../listing/ListingRoute';
import { ReleasesPage } from '../releases/ReleasesPage';
import { BOOT_ELEMENT_ID, type BootData } from '../boot';
import type { HeadData, LinkTag } from '../seo/head';
import { earlyInteractionScript } from '../slots/firstInteraction';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** JSON that is safe inside a <script> element. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

function attrs(tag: object): string {
  return Object.entries(tag)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}="${escapeHtml(String(v))}"`)
    .join(' ');
}

/** Inline code: a function that adds one link to the head. */
const addLink = `function (l) { var e = document.createElement('link'); for (var k in l) e.setAttribute(k, l[k]); document.head.appendChild(e); }`;

/** Inline code that adds these links to the head. */
const addLinks = (links: LinkTag[]) => `${JSON.stringify(links)}.forEach(${addLink});`;

/**
 * An inline script's code as the document carries it: on one line, every "<"
 * escaped so that nothing in it (a link's address) can end the script. The
 * escape holds only inside strings, so the code itself uses no "<".
 */
function inlineScript(code: string): string {
  return code.replace(/\n\s*/g, ' ').replace(/</g, '\\u003c');
}

/**
 * Inline code that adds these links once the page's first content has been
 * painted (where the browser reports paints; else at once): a request that
 * starts before the first paint is one the paint may wait for (Lighthouse
 * counts it in the largest paint of a page whose largest paint is its first,
 * the bag's text). Two frames were not enough: the request still started
 * before the paint was recorded.
 */
function afterFirstPaint(links: LinkTag[]): string {
  const code = `(function () {
    function go() { ${addLinks(links)} }
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (types.indexOf('paint') === -1) return go();
    var o = new PerformanceObserver(function (list) {
      if (list.getEntries().some(function (e) { return e.name === 'first-contentful-paint'; })) { o.disconnect(); go(); }
    });
    o.observe({ type: 'paint', buffered: true });
  })()`;
  return inlineScript(code);
}

/**
 * Inline loader: asks for the remotes' manifests and adds the entry scripts
 * once the first image has been painted, so the largest paint never waits
 * behind script work, nor shares the network with anything else (each
 * request here is a connection of its own: on a slow network a script or a
 * manifest downloading beside the image delays it). Where the
 * browser reports largest paints, that is when the image's entry arrives
 * (a load event, or a decode, can come a frame or more before the paint);
 * else, or when the image is not the largest paint, once it is decoded and
 * two frames have been drawn. After 3 s at the latest, and at once when the
 * image fails. Each request then starts in a task of its own, the entry
 * script first (a message channel between them, as `nextTask` does): adding a
 * script or a preload starts its fetch on the main thread, and just after the
 * paint, while the frame is still being composited, the four together were
 * one task of 4-8 ms (50-100 ms at a phone's speed). It also notes the
 * shopper's first interaction, which may come before the scripts run
 * (firstInteraction.ts).
 */
function lcpFirstLoader(scripts: string[], preloads: LinkTag[]): string {
  const code = `(function () {
    ${earlyInteractionScript()}
    var d = document, done = 0, i = d.querySelector('.sf-lcp-image');
    function go() {
      if (done++) return;
      var link = ${addLink};
      var steps = ${JSON.stringify(scripts)}.map(function (s) { return function () { var e = d.createElement('script'); e.src = s; e.async = false; d.body.appendChild(e); }; })
        .concat(${JSON.stringify(preloads)}.map(function (l) { return function () { link(l); }; }));
      var c = window.MessageChannel && new MessageChannel();
      function next() { steps.shift()(); if (!steps.length) return c && c.port1.close(); c ? c.port2.postMessage(0) : setTimeout(next, 0); }
      if (c) c.port1.onmessage = next;
      next();
    }
    if (!i) return go();
    setTimeout(go, 3000);
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    var lcp = types.indexOf('largest-contentful-paint') >= 0;
    if (lcp) {
      var o = new PerformanceObserver(function (list) {
        list.getEntries().forEach(function (e) { if (e.element === i) { o.disconnect(); setTimeout(go, 0); } });
      });
      o.observe({ type: 'largest-contentful-paint', buffered: true });
    }
    function drawn() {
      requestAnimationFrame(function () { requestAnimationFrame(function () { setTimeout(go, lcp ? 250 : 0); }); });
    }
    function decoded() { i.decode ? i.decode().then(drawn, go) : drawn(); }
    if (i.complete) decoded();
    else { i.addEventListener('load', decoded); i.addEventListener('error', go); }
  })()`;
  return inlineScript(code);
}

/**
 * Notes the shopper's first interaction on a page without a first image,
 * whose scripts are deferred: a touch before they run still brings in what
 * waits for it (the mini bag, say). The first-image loader holds the same.
 */
function earlyInteractionNote(): string {
  return inlineScript(`(function () { ${earlyInteractionScript()} })()`);
}

/** The server draws every route: all layouts, loaded with it. */
const SERVER_PAGES: RoutePages = { product: ProductPage, listing: ListingRoute, content: ContentRoute, basket: BasketRoute, checkout: CheckoutRoute, signUp: SignUpPage, resetPassword: ResetPasswordPage, signInLink: SignInLinkPage, releases: ReleasesPage };

export interface DocumentInput {
  boot: BootData;
  head: HeadData;
  css: string;
  scripts: string[];
  /** Extra resource hints: the route's remote manifests and entries. */
  hints: LinkTag[];
  /** The route's layout chunk (layout/routePages.ts), which hydration waits for: asked for beside the scripts. */
  routeScripts: string[];
  /** The Content-Security-Policy nonce the document's own scripts carry. */
  nonce: string;
}

export function renderDocument({ boot, head, css, scripts, hints, routeScripts, nonce }: DocumentInput): string {
  const n = `nonce="${escapeHtml(nonce)}"`;
  const body = renderToString(<App boot={boot} pages={SERVER_PAGES} />);
  const meta = head.meta.map((m) => `<meta ${attrs(m)}>`).join('');
  const jsonLd = head.jsonLd.map((d) => `<script type="application/ld+json">${scriptJson(d)}</script>`).join('');
  const link = (l: LinkTag) => `<link ${attrs(l)}>`;
  const routePreloads: LinkTag[] = routeScripts.map((href) => ({ rel: 'preload', href, as: 'script', nonce }));
  let headEnd: string;
  let bodyEnd: string;
  if (body.includes('sf-lcp-image')) {
    // A server-rendered first image is the largest paint, and the only
    // request beside the document until it is painted: then the loader asks
    // for the remotes' manifests and the scripts. Connections to the remotes'
    // origins are opened meanwhile (preconnect sends no request).
    headEnd = hints.filter((l) => l.rel === 'preconnect').map(link).join('');
    bodyEnd = `<script id="${BOOT_ELEMENT_ID}" type="application/json">${scriptJson(boot)}</script>`;
    bodyEnd += `<script ${n}>${lcpFirstLoader(scripts, [...hints.filter((l) => l.rel !== 'preconnect'), ...routePreloads])}</script>`;
  } else {
    headEnd = `<script ${n}>${earlyInteractionNote()}</script>` + hints.map(link).join('') + scripts.map((src) => `<script defer src="${escapeHtml(src)}" ${n}></script>`).join('');
    bodyEnd = `<script id="${BOOT_ELEMENT_ID}" type="application/json">${scriptJson(boot)}</script>`;
    if (routePreloads.length) bodyEnd += `<script ${n}>${afterFirstPaint(routePreloads)}</script>`;
  }
  return (
    `<!doctype html><html lang="${escapeHtml(boot.fascia.locale)}"><head>` +
    `<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(head.title)}</title>${meta}${head.links.map(link).join('')}${jsonLd}<style>${css}</style>${headEnd}</head>` +
    `<body><div id="root">${body}</div>${bodyEnd}</body></html>`
  );
}
