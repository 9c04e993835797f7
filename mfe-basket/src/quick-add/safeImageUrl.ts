// Image addresses come from the api: only same-site paths and http(s) are
// used, so a javascript: or data: address is never put in the page.
export function safeImageUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const url = value.trim();
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
