// The content blocks' product card: the shared federated card
// (shared-contracts/product-card: mfe-listing's listing/ProductCard with quick
// add, the wishlist heart and the premier labels), and where it cannot be had
// the shared plain card in these blocks' words, with the premier membership
// product's labels of spec 3 §4 (guests: 'sign up and add'; an active member
// with an expiry date: the membership line instead of an add button).
import { formatLongDate, premierAction, productUrl, type ProductCardContractProps } from '@storefront/shared-contracts';
import { emit } from '@storefront/shared-contracts/events/bus';
import { createProductCard, PlainProductCard } from '@storefront/shared-contracts/product-card';
import { cardLabels } from '../carousel/i18n/i18n';
import styles from './products.module.css';

const classes = { card: styles.plainCard, image: styles.plainImage, name: styles.plainName, price: styles.price, was: styles.was, save: styles.save, sponsored: styles.sponsored };

export function ContentPlainCard(props: ProductCardContractProps) {
  const { product, fascia, session } = props;
  const { t } = cardLabels(fascia.locale);
  const action = premierAction(product, session?.user, new Date());
  return (
    <div>
      <PlainProductCard {...props} classes={classes} words={{ sponsored: t('products.sponsored'), was: (price) => t('products.was', { price }), save: (n) => t('products.save', { n }) }} />
      {props.showQuickAdd && action.kind === 'sign-up-and-add' && (
        <button type="button" className={styles.premierButton} onClick={() => emit('session:sign-in-requested', { reason: 'premier', returnTo: productUrl({ slug: product.slug, isPremier: true }) })}>
          {t('products.signUpAndAdd')}
        </button>
      )}
      {action.kind === 'membership-active' && <p className={styles.membership}>{t('products.premierActive', { date: formatLongDate(action.expiry, fascia.locale) })}</p>}
    </div>
  );
}

export const ContentProductCard = createProductCard('contentBlocks/products', ContentPlainCard);
