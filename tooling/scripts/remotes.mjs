// The remotes of the composed site, their ports and what they expose. The
// shell's default registry (/remotes.json) is built from this list.
export const REMOTES = [
  { name: 'gallery', pkg: '@storefront/mfe-gallery', dir: 'mfe-gallery', port: 3001 },
  { name: 'pdpWidgets', pkg: '@storefront/mfe-pdp-widgets', dir: 'mfe-pdp-widgets', port: 3002 },
  { name: 'listing', pkg: '@storefront/mfe-listing', dir: 'mfe-listing', port: 3003 },
  { name: 'contentBlocks', pkg: '@storefront/mfe-content-blocks', dir: 'mfe-content-blocks', port: 3004 },
  { name: 'basket', pkg: '@storefront/mfe-basket', dir: 'mfe-basket', port: 3005 },
];

export const SHELL_PORT = 3000;

export function remotePort(pkgName) {
  const remote = REMOTES.find((r) => r.pkg === pkgName);
  if (!remote) throw new Error(`${pkgName} is not a registered remote; pass --port`);
  return remote.port;
}
