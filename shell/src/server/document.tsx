// Renders the HTML document: the head from HeadData, the shell's layout
// rendered to a string (hydrated on the client), and the inline boot data.
import { renderToString } from 'react-dom/server';
import { App } from '../layout/App';
import { ProductPage } from '../layout/ProductPage';
import type { RoutePages } from '../layout/routePages';
import { ListingRoute } from '../listing/ListingRoute';
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
 * image fails. It also notes the shopper's first interaction, which may come
 * before the scripts run (firstInteraction.ts).
 */
function lcpFirstLoader(scripts: string[], preloads: LinkTag[]): string {
  const code = `(function () {
    ${earlyInteractionScript()}
    var d = document, done = 0, i = d.querySelector('.sf-lcp-image');
    function go() {
      if (done++) return;
      ${JSON.stringify(preloads)}.forEach(function (l) { var e = d.createElement('link'); for (var k in l) e.setAttribute(k, l[k]); d.head.appendChild(e); });
      ${JSON.stringify(scripts)}.forEach(function (s) { var e = d.createElement('script'); e.src = s; e.async = false; d.body.appendChild(e); });
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
  return code.replace(/\n\s*/g, ' ').replace(/</g, '\\u003c');
}

/** The server draws every route: all layouts, loaded with it. */
const SERVER_PAGES: RoutePages = { product: ProductPage, listing: ListingRoute };

export interface DocumentInput {
  boot: BootData;
  head: HeadData;
  css: string;
  scripts: string[];
  /** Extra resource hints: the route's remote manifests and entries. */
  hints: LinkTag[];
  /** The Content-Security-Policy nonce the document's own scripts carry. */
  nonce: string;
}

export function renderDocument({ boot, head, css, scripts, hints, nonce }: DocumentInput): string {
  const n = `nonce="${escapeHtml(nonce)}"`;
  const body = renderToString(<App boot={boot} pages={SERVER_PAGES} />);
  const meta = head.meta.map((m) => `<meta ${attrs(m)}>`).join('');
  const jsonLd = head.jsonLd.map((d) => `<script type="application/ld+json">${scriptJson(d)}</script>`).join('');
  const link = (l: LinkTag) => `<link ${attrs(l)}>`;
  let headEnd: string;
  let bodyEnd: string;
  if (body.includes('sf-lcp-image')) {
    // A server-rendered first image is the largest paint, and the only
    // request beside the document until it is painted: then the loader asks
    // for the remotes' manifests and the scripts. Connections to the remotes'
    // origins are opened meanwhile (preconnect sends no request).
    headEnd = hints.filter((l) => l.rel === 'preconnect').map(link).join('');
    bodyEnd = `<script id="${BOOT_ELEMENT_ID}" type="application/json">${scriptJson(boot)}</script>`;
    bodyEnd += `<script ${n}>${lcpFirstLoader(scripts, hints.filter((l) => l.rel !== 'preconnect'))}</script>`;
  } else {
    headEnd = hints.map(link).join('') + scripts.map((src) => `<script defer src="${escapeHtml(src)}" ${n}></script>`).join('');
    bodyEnd = `<script id="${BOOT_ELEMENT_ID}" type="application/json">${scriptJson(boot)}</script>`;
  }
  return (
    `<!doctype html><html lang="${escapeHtml(boot.fascia.locale)}"><head>` +
    `<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(head.title)}</title>${meta}${head.links.map(link).join('')}${jsonLd}<style>${css}</style>${headEnd}</head>` +
    `<body><div id="root">${body}</div>${bodyEnd}</body></html>`
  );
}
