// The product details accordions (spec 2 §2): one open at a time, each a
// heading's button (aria-expanded, aria-controls) over its region. Labels are
// the fascia's language; delivery and returns are the content service's
// words (read once the accordions mount), the returns those of the selected
// variant's returns policy.
import { useId, useState } from 'react';
import useSWR from 'swr';
import { defaultVariant, routes, type Product } from '@storefront/shared-contracts';
import { track } from '@storefront/shared-contracts/events/bus';
import { EMAIL } from '@storefront/shared-contracts/account/sign-up';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { useChosenSelection } from '@storefront/shared-contracts/selection/follow';
import { ACCORDION_CONTENT_KEY, fetchAccordionContent } from './content';
import { accordionSections, type AccordionSection } from './sections';
import styles from './accordions.module.css';

export interface ProductDetailsProps {
  product: Product;
}

export function ProductDetails({ product }: ProductDetailsProps) {
  const { t } = useTranslation();
  // The sku the pickers announced, else the default variant's.
  const sku = useChosenSelection(product)?.announcedSku ?? defaultVariant(product)?.sku ?? null;
  const [open, setOpen] = useState<string | null>(null);
  const baseId = useId();
  const { data: content } = useSWR(ACCORDION_CONTENT_KEY, fetchAccordionContent, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    onError: (error: unknown) => console.error('[pdpWidgets/accordions] delivery and returns content unavailable', error),
  });
  const variant = product.variants.find((v) => v.sku === sku) ?? defaultVariant(product);
  const sections = accordionSections(product, variant, sku, content ?? null);
  return (
    <div className={styles.accordions}>
      {sections.map((s) => {
        const expanded = open === s.id;
        const buttonId = `${baseId}-${s.id}-button`;
        const panelId = `${baseId}-${s.id}`;
        return (
          <section key={s.id} className={styles.section}>
            <h2 className={styles.heading}>
              <button
                id={buttonId}
                type="button"
                className={styles.toggle}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => {
                  setOpen(expanded ? null : s.id);
                  if (!expanded) track('accordion_open', { section: s.id, item_id: product.key });
                }}
              >
                {t(`accordions.${s.title}`)}
              </button>
            </h2>
            <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.panel} hidden={!expanded}>
              <Panel section={s} />
            </div>
          </section>
        );
      })}
    </div>
  );
}

function Panel({ section: s }: { section: AccordionSection }) {
  const { t } = useTranslation();
  switch (s.id) {
    case 'description':
      return (
        <>
          {s.text && <p>{s.text}</p>}
          {s.sku && <p>{t('accordions.sku', { sku: s.sku })}</p>}
        </>
      );
    case 'details':
    case 'fabric':
      return <p>{s.text}</p>;
    case 'delivery':
      return (
        <>
          <p>{s.delivery.deliveryMessage}</p>
          {s.delivery.methods.length > 0 && (
            <table className={styles.methods}>
              <thead>
                <tr>
                  <th scope="col">{t('accordions.deliveryMethod')}</th>
                  <th scope="col">{t('accordions.price')}</th>
                  <th scope="col">{t('accordions.deliveryTime')}</th>
                </tr>
              </thead>
              <tbody>
                {s.delivery.methods.map((m, i) => (
                  <tr key={`${i}-${m.name}`}>
                    <th scope="row">{m.name}</th>
                    <td>{m.price}</td>
                    <td>{m.time}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {s.delivery.additionalInfo && <p>{s.delivery.additionalInfo}</p>}
        </>
      );
    case 'returns':
      return (
        <>
          <p>{s.returns.returnsMessage}</p>
          {s.returns.additionalInfo && <p>{s.returns.additionalInfo}</p>}
          <p>
            <a className={styles.link} href={routes.returns()}>
              {t('accordions.returnsLink')}
            </a>
          </p>
        </>
      );
    case 'manufacturer':
      return (
        <dl className={styles.fields}>
          {s.lines.map((line) => (
            <div key={line.field} className={styles.field}>
              <dt>{t(`accordions.${line.label}`)}</dt>
              <dd>
                {line.field === 'emailAddress' && EMAIL.test(line.value) ? (
                  <a className={styles.link} href={`mailto:${line.value}`}>
                    {line.value}
                  </a>
                ) : (
                  line.value
                )}
              </dd>
            </div>
          ))}
        </dl>
      );
  }
}
