import { createRemoteConfig } from '@storefront/tooling/webpack';

export default createRemoteConfig({
  name: 'pdpWidgets',
  dir: import.meta.dirname,
  exposes: {
    './ProductDetails': './src/parcels/ProductDetails.tsx',
    './AddedToBag': './src/parcels/AddedToBag.tsx',
    './PaymentPromo': './src/parcels/PaymentPromo.tsx',
    './Reviews': './src/parcels/Reviews.tsx',
    './Recommendations': './src/parcels/Recommendations.tsx',
    './VisuallySimilar': './src/parcels/VisuallySimilar.tsx',
    './Bundles': './src/parcels/Bundles.tsx',
  },
});
