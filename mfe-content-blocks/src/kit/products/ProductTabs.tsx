// Product tabs (tabbed, categories and personalised product carousels): a tab
// list of the editor's terms (arrow keys, Home and End move between them, the
// selected one is the only one in the tab order) and the selected term's
// products in its panel; switching the tab changes the products (spec 3 §4).
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { CarouselConfig } from '../carousel/carouselDefaults';
import { cardLabels } from '../carousel/i18n/i18n';
import type { BlockContext } from '../../page/types';
import type { ProductQuery } from '../../products/lookup';
import { ProductsView } from './ProductsView';
import { buttonStyles } from '@storefront/shared-contracts/buttons/styles';
import styles from './products.module.css';

export type ProductTab = ProductQuery & { label: string };

export function ProductTabs({ title, tabs, context, config }: { title?: string | undefined; tabs: ProductTab[]; context: BlockContext; config?: CarouselConfig | undefined }) {
  const { t } = cardLabels(context.fascia.locale);
  const id = useId();
  const [selected, setSelected] = useState(0);
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const current = tabs[Math.min(selected, tabs.length - 1)];
  if (!current) return null;

  const move = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    setSelected(next);
    refs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const keys: Record<string, () => void> = { ArrowRight: () => move(selected + 1), ArrowLeft: () => move(selected - 1), Home: () => move(0), End: () => move(tabs.length - 1) };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return (
    <section className={styles.section} aria-labelledby={title ? `${id}-heading` : undefined}>
      {title && (
        <h2 id={`${id}-heading`} className={styles.heading}>
          {title}
        </h2>
      )}
      <div role="tablist" aria-label={title ?? t('products.tabs')} className={styles.tabs}>
        {tabs.map((tab, index) => (
          <button
            key={`${index}-${tab.label}`}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel`}
            tabIndex={index === selected ? 0 : -1}
            className={`${buttonStyles.secondary} ${styles.tab}`}
            onClick={() => setSelected(index)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${selected}`}>
        <ProductsView key={selected} query={current} context={context} label={current.label} config={config} />
      </div>
    </section>
  );
}
