// Who is on the office network (spec 2 §6: internal staff see the internal
// tool link and price details): the client address of a request, as Fastify
// reads it under the trusted-proxy setting (trustProxy.ts: X-Forwarded-For
// only from a trusted proxy, so a client cannot claim an office address), in
// one of the ranges of OFFICE_NETWORK_CIDRS. Matching is node's
// net.BlockList: IPv4 and IPv6, no hand-rolled bit arithmetic.
import { BlockList, isIP } from 'node:net';

export interface OfficeNetwork {
  /** Whether the address is in one of the ranges; false for anything that is not an address. */
  contains(address: string | undefined): boolean;
  /** The ranges as configured (for logs and tests). */
  readonly ranges: readonly string[];
}

/** An IPv4 address mapped into IPv6 (::ffff:10.1.2.3), as a dual-stack socket reports IPv4 peers. */
const MAPPED_V4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/**
 * The office network from a comma-separated CIDR list (`10.0.0.0/8,::1/128`).
 * Empty or unset: nobody is inside. A bad entry throws, naming it, so a
 * mistyped setting stops the start instead of quietly letting nobody (or
 * everybody) in.
 */
export function officeNetwork(setting: string | undefined = process.env.OFFICE_NETWORK_CIDRS): OfficeNetwork {
  const ranges = (setting ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const list = new BlockList();
  for (const range of ranges) {
    const match = /^([^/]+)\/(\d{1,3})$/.exec(range);
    const address = match?.[1] ?? '';
    const family = isIP(address);
    const prefix = Number(match?.[2]);
    if (!match || family === 0 || prefix > (family === 4 ? 32 : 128)) {
      throw new Error(`OFFICE_NETWORK_CIDRS: "${range}" is not an IPv4 or IPv6 range like 10.0.0.0/8 or fd00::/8.`);
    }
    list.addSubnet(address, prefix, family === 4 ? 'ipv4' : 'ipv6');
  }
  return {
    ranges,
    contains(address) {
      if (!address || ranges.length === 0) return false;
      const mapped = MAPPED_V4.exec(address)?.[1];
      const candidate = mapped && isIP(mapped) === 4 ? mapped : address;
      const family = isIP(candidate);
      if (family === 0) return false;
      return list.check(candidate, family === 4 ? 'ipv4' : 'ipv6');
    },
  };
}
