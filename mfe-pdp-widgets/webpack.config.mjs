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
    './Share': './src/parcels/Share.tsx',
    './RewardsBadge': './src/parcels/RewardsBadge.tsx',
    './GiftWithPurchase': './src/parcels/GiftWithPurchase.tsx',
    './Authenticity': './src/parcels/Authenticity.tsx',
    './UgcGallery': './src/parcels/UgcGallery.tsx',
    './DeliveryInfo': './src/parcels/DeliveryInfo.tsx',
    './DeliveryCountdown': './src/parcels/DeliveryCountdown.tsx',
    './StaffTools': './src/parcels/StaffTools.tsx',
    './SizeFit': './src/parcels/SizeFit.tsx',
    './Subscription': './src/parcels/Subscription.tsx',
    './BeautyAdvisor': './src/parcels/BeautyAdvisor.tsx',
    './LiveStock': './src/parcels/LiveStock.tsx',
  },
});
