// The mini bag's small preview: the lines added last, how many more there
// are, the subtotal and VIEW BAG. A disclosure, not a dialog: it does not
// take the page, so Tab moves on past it; Escape and a press outside close it.
// Loaded when first wanted, with its texts (the pages' namespace), so the
// header's module stays small.
import { useEffect, type RefObject } from 'react';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { BasketPagesI18n } from '../i18n/pagesI18n';
import { formatMoney, imageUrl, lineLink, routes, type Cart, type FasciaSettings } from '@storefront/shared-contracts';
import { previewLines } from './rules';
import styles from './MiniBag.module.css';

interface Props {
  id: string;
  cart: Cart | undefined;
  fascia?: FasciaSettings;
  /** The mini bag: a press outside it closes the preview. */
  within: RefObject<HTMLElement | null>;
  /** `refocus`: closed by Escape, so focus goes back to the button. */
  onClose(refocus: boolean): void;
}

const IMAGE_WIDTH = 48;

export default function MiniBagPreview(props: Props) {
  return (
    <BasketPagesI18n locale={props.fascia?.locale}>
      <Preview {...props} />
    </BasketPagesI18n>
  );
}

function Preview({ id, cart, fascia, within, onClose }: Props) {
  const { t } = useTranslation();
  // Here, not in the mini bag, so the header's module does not carry them.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose(true);
    const onPointer = (event: PointerEvent) => !within.current?.contains(event.target as Node) && onClose(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [within, onClose]);
  const preview = cart ? previewLines(cart) : null;
  return (
    <section id={id} className={styles.panel} aria-label={t('miniBag.preview')}>
      {preview && preview.lines.length === 0 && <p className={styles.empty}>{t('miniBag.empty')}</p>}
      {preview && preview.lines.length > 0 && (
        <>
          <ul className={styles.lines}>
            {preview.lines.map((line) => (
              <li key={line.id} className={styles.line}>
                {line.image && (
                  <img
                    src={imageUrl(line.image, IMAGE_WIDTH * 2)}
                    alt=""
                    width={IMAGE_WIDTH}
                    height={Math.round(IMAGE_WIDTH * (fascia?.imageAspectRatio ?? 1.25))}
                    loading="lazy"
                    decoding="async"
                  />
                )}
                <div>
                  <a href={lineLink(line)} className={styles.lineName}>
                    {line.name}
                  </a>
                  <p className={styles.lineMeta}>{[line.colour, line.size].filter(Boolean).join(', ')}</p>
                  <p className={styles.lineMeta}>
                    {t('miniBag.quantity', { count: line.quantity })} · {formatMoney((line.lineTotal ?? { centAmount: line.unitPrice.centAmount * line.quantity }).centAmount, fascia)}
                  </p>
                </div>
              </li>
            ))}
          </ul>
          {preview.moreItems > 0 && <p className={styles.more}>{t('miniBag.more', { count: preview.moreItems })}</p>}
          <p className={styles.subtotal}>{t('miniBag.subtotal', { price: formatMoney(cart!.totalPrice.centAmount, fascia) })}</p>
        </>
      )}
      <a href={routes.basket()} className={styles.viewBag}>
        {t('miniBag.viewBag')}
      </a>
    </section>
  );
}
