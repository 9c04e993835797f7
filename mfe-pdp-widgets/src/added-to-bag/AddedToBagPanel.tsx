// The panel: a dialog named "Added to bag" (focus in and trapped, Escape and
// CONTINUE SHOPPING close it, focus back to where it was) with the added lines,
// CONTINUE SHOPPING, and VIEW BAG or, under testAtbModalV1, CHECKOUT. A right
// drawer at most 500 px wide from the desktop breakpoint up, a bottom sheet
// below (the shared dialog's layouts). Portalled to the body so no ancestor of
// the slot can clip it.
import { useEffect, useId, useRef, useState } from 'react';
import useSWR from 'swr';
import { apiPaths, formatMoney, routes, safeUrl, type FasciaSettings } from '@storefront/shared-contracts';
import { experiment } from '@storefront/shared-contracts/experiments/browser';
import { ModalDialog } from '@storefront/shared-contracts/dialog';
import { dialogClasses } from '@storefront/shared-contracts/dialog/styles';
import { useMediaQuery } from '@storefront/shared-contracts/media';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { fetchBag } from './bag';
import { checkoutState, DESKTOP_MEDIA_QUERY, DRAWER_MAX_WIDTH_PX, linePrice, panelAction, panelLayout, type AddedLine } from './rules';
import styles from './AddedToBag.module.css';

export interface AddedToBagPanelProps {
  lines: AddedLine[];
  fascia: FasciaSettings;
  onClose(): void;
}

export default function AddedToBagPanel({ lines, fascia, onClose }: AddedToBagPanelProps) {
  const { t } = useTranslation();
  // Read once per opening: the variant is stable for the visitor.
  const [action] = useState(() => panelAction(experiment('atbModal', fascia)));
  const layout = panelLayout(useMediaQuery(DESKTOP_MEDIA_QUERY));

  return (
    <ModalDialog
      title={t('addedToBag.title')}
      closeLabel={t('addedToBag.close')}
      onClose={onClose}
      classes={dialogClasses({ layout, padded: true, own: { backdrop: `sf-pdp-atb--${layout}`, dialog: styles.atbPanel, body: styles.atbBody } })}
      dialogData={{ 'data-layout': layout }}
      {...(layout === 'drawer' ? { dialogStyle: { maxWidth: DRAWER_MAX_WIDTH_PX } } : {})}
    >
      <ul className={styles.atbLines} aria-label={t('addedToBag.linesLabel')}>
        {lines.map((line) => (
          <Line key={line.id} line={line} fascia={fascia} />
        ))}
      </ul>
      <div className={styles.atbActions}>
        <button type="button" className={`${styles.atbButton} ${styles.atbButtonSecondary}`} onClick={onClose}>
          {t('addedToBag.continueShopping')}
        </button>
        {action === 'checkout' ? (
          <Checkout lines={lines} />
        ) : (
          <a className={styles.atbButton} href={routes.basket()}>
            {t('addedToBag.viewBag')}
          </a>
        )}
      </div>
    </ModalDialog>
  );
}

function Line({ line, fascia }: { line: AddedLine; fascia: FasciaSettings }) {
  const { t } = useTranslation();
  const price = linePrice(line);
  const image = line.image ? safeUrl(line.image) : null;
  return (
    <li className={styles.atbLine}>
      {image ? <img className={styles.atbImage} src={image} alt="" width={80} height={120} /> : <span className={styles.atbImage} aria-hidden="true" />}
      <div className={styles.atbDetails}>
        <p className={styles.atbName}>{line.name}</p>
        <p>{t('addedToBag.colour', { colour: line.colour })}</p>
        <p>{t('addedToBag.size', { size: line.size })}</p>
        <p>{t('addedToBag.quantity', { quantity: line.quantity })}</p>
        <p className={styles.atbPrice}>
          <span>{formatMoney(price.cents, fascia)}</span>
          {price.wasCents !== undefined && (
            <>
              {' '}
              <s className={styles.atbWas}>{t('addedToBag.was', { price: formatMoney(price.wasCents, fascia) })}</s>
            </>
          )}
        </p>
      </div>
    </li>
  );
}

/**
 * CHECKOUT: a link while every line of the bag is in stock, else a disabled
 * button that says why. The bag is read on opening and again on each add.
 */
function Checkout({ lines }: { lines: AddedLine[] }) {
  const { t } = useTranslation();
  const reasonId = useId();
  const { data: bag, error, mutate } = useSWR(apiPaths.basket(), fetchBag, {
    revalidateOnFocus: false,
    onError: (failure: unknown) => console.error(`[pdpWidgets/AddedToBag] ${failure instanceof Error ? failure.message : String(failure)}`),
  });
  const firstLines = useRef(lines);
  useEffect(() => {
    if (lines !== firstLines.current) void mutate();
  }, [lines, mutate]);

  const state = checkoutState(bag, Boolean(error));
  if (state === 'allowed') {
    return (
      <a className={styles.atbButton} href={routes.checkout()}>
        {t('addedToBag.checkout')}
      </a>
    );
  }
  const reason = { blocked: 'addedToBag.checkoutBlocked', checking: 'addedToBag.checkoutChecking', unknown: 'addedToBag.checkoutUnknown' }[state];
  return (
    <>
      <button type="button" className={styles.atbButton} disabled aria-describedby={reasonId}>
        {t('addedToBag.checkout')}
      </button>
      <p id={reasonId} className={styles.atbReason}>
        {t(reason)}
      </p>
    </>
  );
}
