// The request headers that proxies, load balancers and CDNs use to say who
// the client is, each claiming `address`: what a client outside the office
// network might send to pass for staff (tests of the api's internal endpoint
// and of the shell's staff flag). Only X-Forwarded-For from a trusted proxy
// counts (http/trustProxy.ts); the rest are never read.
export function clientAddressClaims(address: string): Record<string, string> {
  return {
    'x-forwarded-for': address,
    'x-real-ip': address,
    forwarded: `for=${address.includes(':') ? `"[${address}]"` : address};proto=https`,
    'x-forwarded': `for=${address}`,
    'forwarded-for': address,
    'true-client-ip': address,
    'cf-connecting-ip': address,
    'fastly-client-ip': address,
    'x-client-ip': address,
    'x-cluster-client-ip': address,
    'x-originating-ip': address,
    'client-ip': address,
  };
}
