// The social service's video player page (a post's `embedUrl`): the clip of
// the post, playing at once (muted, so browsers allow it), looped, with
// controls, over the post's preview. The storefront frames it in a
// sandboxed iframe when a video post is clicked (spec 3 §4): the page runs no
// script, loads only this origin's media and images, and may be framed only
// by this origin's pages (CSP frame-ancestors and X-Frame-Options).
import { socialImagePath, socialVideoPath } from './posts';

export interface EmbedPage {
  html: string;
  contentSecurityPolicy: string;
  /** Legacy twin of frame-ancestors, for browsers without CSP 2. */
  frameOptions: 'SAMEORIGIN';
}

export interface EmbedInput {
  flocklerId: string;
  /** The product whose clip plays (/media/video/{key}/...). */
  videoProductKey: string;
  title: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export const EMBED_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "media-src 'self'",
  "img-src 'self'",
  "style-src 'unsafe-inline'",
  "frame-ancestors 'self'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

export function embedPage({ flocklerId, videoProductKey, title }: EmbedInput): EmbedPage {
  const poster = `${socialImagePath(flocklerId, 0)}?w=720`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>html,body{margin:0;height:100%;background:#000}video{display:block;width:100%;height:100%;object-fit:contain}</style></head>
<body><video autoplay muted loop playsinline controls preload="auto" poster="${escapeHtml(poster)}" aria-label="${escapeHtml(title)}">
<source src="${escapeHtml(socialVideoPath(videoProductKey, 'webm_720p'))}" type="video/webm">
<source src="${escapeHtml(socialVideoPath(videoProductKey, 'mp4_720p_no_audio'))}" type="video/mp4">
</video></body></html>`;
  return { html, contentSecurityPolicy: EMBED_CONTENT_SECURITY_POLICY, frameOptions: 'SAMEORIGIN' };
}
