// Renders the HTML document: the head from HeadData, the shell's layout
// rendered to a string (hydrated on the client), and the inline boot data.
import { renderToString } from 'react-dom/server';
import { App } from '../layout/App';
import { BOOT_ELEMENT_ID, type BootData } from '../boot';
import type { HeadData, LinkTag } from '../seo/head';

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

/** Inline loader: adds the entry scripts once the first image has loaded and
 * a frame has painted it. */
function lcpFirstLoader(scripts: string[]): string {
  return `(function(){var d=document,done=0;function go(){if(done++)return;${JSON.stringify(scripts)}.forEach(function(s){var e=d.createElement('script');e.src=s;e.async=false;d.body.appendChild(e)})}var i=d.querySelector('.sf-lcp-image');if(i&&!i.complete){var later=function(){requestAnimationFrame(function(){setTimeout(go,0)})};i.addEventListener('load',later);i.addEventListener('error',go);setTimeout(go,3000)}else go()})()`.replace(/</g, '\\u003c');
}

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
  const body = renderToString(<App boot={boot} />);
  const meta = head.meta.map((m) => `<meta ${attrs(m)}>`).join('');
  const links = [...head.links, ...hints].map((l) => `<link ${attrs(l)}>`).join('');
  const jsonLd = head.jsonLd.map((d) => `<script type="application/ld+json">${scriptJson(d)}</script>`).join('');
  const hasLcpImage = body.includes('sf-lcp-image');
  // With a server-rendered first image, the shell's JavaScript starts once that
  // image is in (or failed), so the largest paint never waits behind script
  // work; the download itself starts early, at low priority.
  const js = hasLcpImage
    ? scripts.map((src) => `<link rel="preload" as="script" href="${escapeHtml(src)}" fetchpriority="low" ${n}>`).join('')
    : scripts.map((src) => `<script defer src="${escapeHtml(src)}" ${n}></script>`).join('');
  const lateJs = hasLcpImage ? `<script ${n}>${lcpFirstLoader(scripts)}</script>` : '';
  return (
    `<!doctype html><html lang="${escapeHtml(boot.fascia.locale)}"><head>` +
    `<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(head.title)}</title>${meta}${links}${jsonLd}<style>${css}</style>${js}</head>` +
    `<body><div id="root">${body}</div>` +
    `<script id="${BOOT_ELEMENT_ID}" type="application/json">${scriptJson(boot)}</script>${lateJs}</body></html>`
  );
}
