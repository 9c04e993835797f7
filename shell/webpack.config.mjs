import { createHostConfig } from '@storefront/tooling/webpack';

export default createHostConfig({
  name: 'shell',
  dir: import.meta.dirname,
  entry: './src/client/index.ts',
  runtimePlugins: ['./src/federation/yieldingPlugin.ts', './src/federation/contractPlugin.ts'],
});
