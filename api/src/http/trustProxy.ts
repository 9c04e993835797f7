// Which peers may tell the server, through X-Forwarded-For, -Proto and
// -Host, who the client is, what protocol it used and which host it asked
// for. Trusting every peer (Fastify's `trustProxy: true`) lets any client
// pick its own address: a new X-Forwarded-For on each request, and the
// sign-in throttle's per-address count never fills. So nothing is trusted
// unless the deployment says which proxies sit in front (TRUST_PROXY).

/** Fastify's `trustProxy` from TRUST_PROXY: unset or "false" trusts nobody; "true" every peer
 * (only behind a proxy that overwrites the headers); a number, that many hops; otherwise a
 * comma-separated list of addresses, CIDR ranges or proxy-addr's names (loopback, uniquelocal). */
export function trustProxyOption(value: string | undefined = process.env.TRUST_PROXY): boolean | string[] | ((address: string, hop: number) => boolean) {
  const setting = value?.trim() ?? '';
  if (setting === '' || setting === 'false') return false;
  if (setting === 'true') return true;
  if (/^\d+$/.test(setting)) {
    const hops = Number(setting);
    return (_address, hop) => hop < hops;
  }
  return setting
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}
