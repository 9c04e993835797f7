// A product card in the carousels and the visually similar modal: the shared
// federated product card (shared-contracts/product-card: mfe-listing's
// `listing/ProductCard` with quick add and the wishlist heart), and, where it
// cannot be had, the shared plain card in this widget's words and styles.
import type { ProductCardContractProps } from '@storefront/shared-contracts';
import { createProductCard, PlainProductCard } from '@storefront/shared-contracts/product-card';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import styles from './recommendations.module.css';

const classes = { card: styles.plainCard, image: styles.plainImage, name: styles.plainName, price: styles.price, was: styles.was, save: styles.save, sponsored: styles.sponsoredBadge };

export function PlainCard(props: ProductCardContractProps) {
  const { t } = useTranslation();
  return <PlainProductCard {...props} classes={classes} words={{ sponsored: t('sponsored.badge'), was: (price) => t('was', { price }), save: (n) => t('save', { n }) }} />;
}

export const RecommendationCard = createProductCard('pdpWidgets/Recommendations', PlainCard);
