// The visually similar products in a dialog (shared-contracts' ModalDialog in
// the site's dialog look, a bottom sheet on a phone and a centred panel 960 px
// wide from 768 px up): loaded with the first search's answer.
import type { FasciaSettings, ProductCardData, SessionSummary } from '@storefront/shared-contracts';
import { ModalDialog } from '@storefront/shared-contracts/dialog';
import { dialogClasses } from '@storefront/shared-contracts/dialog/styles';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { RecommendationCard } from './RecommendationCard';
import styles from './recommendations.module.css';

interface DialogProps {
  title: string;
  cards: ProductCardData[];
  fascia: FasciaSettings;
  session?: SessionSummary;
  onClose(): void;
  returnFocusTo: HTMLElement | null;
}

const classes = dialogClasses({ layout: 'sheetOnPhone', padded: true, own: { dialog: styles.dialog } });

export default function SimilarDialog({ title, cards, fascia, session, onClose, returnFocusTo }: DialogProps) {
  const { t } = useTranslation();
  return (
    <ModalDialog title={title} closeLabel={t('visuallySimilar.close')} onClose={onClose} classes={classes} {...(returnFocusTo ? { returnFocusTo } : {})}>
      <ul className={styles.grid} aria-label={t('visuallySimilar.list')}>
        {cards.map((card) => (
          <li key={`${card.productKey}-${card.colour}`}>
            <RecommendationCard product={card} fascia={fascia} session={session} placement="CAROUSEL" showQuickAdd headingLevel={3} imageLoading="eager" />
          </li>
        ))}
      </ul>
    </ModalDialog>
  );
}
