// A local stand-in for the 3D viewer host (spec 1 §2: an embedded frame at
// {host}/viewer/{id}): a small self-contained page turning the product's
// views on a ring, dragged with the pointer or turned with the arrow keys.
// The gallery frames it sandboxed (scripts only, opaque origin).
import { randomBytes } from 'node:crypto';
import { productImagePath } from '../catalogue';

/** Ids the catalogue gives (vx-{key}); anything else is refused before any lookup. */
export const VIEWER_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

export interface ViewerProduct {
  key: string;
  name: string;
  views: number;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface ViewerPage {
  html: string;
  contentSecurityPolicy: string;
}

export function viewerPage(product: ViewerProduct): ViewerPage {
  const nonce = randomBytes(16).toString('base64');
  const views = Math.max(product.views, 1);
  const faces = Array.from({ length: views }, (_, view) => {
    const src = `${productImagePath(product.key, view)}?w=480&q=80`;
    return `<img class="face" style="--i:${view}" src="${escapeHtml(src)}" alt="" draggable="false">`;
  }).join('');
  const name = escapeHtml(product.name);
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>3D view: ${name}</title>
<style>
html,body{margin:0;height:100%;background:#f4f4f4;font:14px/1.4 system-ui,sans-serif;color:#1a1a1a}
main{height:100%;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:12px;perspective:1200px;touch-action:none;cursor:grab;outline:none}
main:focus-visible{box-shadow:inset 0 0 0 2px #005fcc}
.ring{position:relative;width:180px;height:270px;transform-style:preserve-3d;transform:rotateY(calc(var(--turn,0) * 1deg))}
.face{position:absolute;inset:0;width:100%;height:100%;object-fit:cover;backface-visibility:hidden;border-radius:4px;box-shadow:0 4px 16px rgb(0 0 0 / 15%);transform:rotateY(calc(var(--i) * ${360 / views}deg)) translateZ(${Math.round(90 / Math.tan(Math.PI / Math.max(views, 3)) + 20)}px)}
p{margin:0}
</style></head>
<body><main tabindex="0" aria-label="3D view of ${name}. Drag or use the arrow keys to turn it.">
<div class="ring" id="ring">${faces}</div><p aria-hidden="true">${name}</p></main>
<script nonce="${nonce}">
(function(){var main=document.querySelector('main'),ring=document.getElementById('ring'),turn=0,from=null;
function set(v){turn=v;ring.style.setProperty('--turn',String(turn));}
main.addEventListener('pointerdown',function(e){from=e.clientX;main.setPointerCapture(e.pointerId);});
main.addEventListener('pointermove',function(e){if(from===null)return;set(turn+(e.clientX-from)*0.6);from=e.clientX;});
main.addEventListener('pointerup',function(){from=null;});
main.addEventListener('pointercancel',function(){from=null;});
main.addEventListener('keydown',function(e){if(e.key==='ArrowLeft')set(turn-15);else if(e.key==='ArrowRight')set(turn+15);});
if(!window.matchMedia('(prefers-reduced-motion: reduce)').matches){(function spin(){if(from===null)set(turn+0.2);requestAnimationFrame(spin);})();}
})();
</script></body></html>`;
  // The page runs only its own script, loads only this origin's images and
  // may be framed only by this origin's pages.
  const contentSecurityPolicy = [
    "default-src 'none'",
    "img-src 'self'",
    "style-src 'unsafe-inline'",
    `script-src 'nonce-${nonce}'`,
    "frame-ancestors 'self'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
  return { html, contentSecurityPolicy };
}
