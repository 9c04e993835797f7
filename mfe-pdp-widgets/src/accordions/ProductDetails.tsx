import { useEffect, useId, useState } from 'react';
import { defaultVariant, on, track, type ProductParcelProps } from '@storefront/shared-contracts';
import { accordionSections } from './sections';

export function ProductDetails({ page }: Pick<ProductParcelProps, 'page'>) {
  const product = page.product;
  const [sku, setSku] = useState<string | null>(defaultVariant(product)?.sku ?? null);
  const [open, setOpen] = useState<string | null>(null);
  const baseId = useId();
  useEffect(() => on('pdp:selection-changed', (s) => s.sku && setSku(s.sku)), []);
  const sections = accordionSections(product, sku);
  return (
    <div className="sf-pdp-accordions">
      {sections.map((s) => {
        const expanded = open === s.id;
        const panelId = `${baseId}-${s.id}`;
        return (
          <section key={s.id} style={{ borderTop: '1px solid #e5e5e5' }}>
            <h2 style={{ margin: 0, fontSize: 16 }}>
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                style={{ all: 'unset', cursor: 'pointer', display: 'block', width: '100%', padding: '14px 0', fontWeight: 600 }}
                onClick={() => {
                  setOpen(expanded ? null : s.id);
                  if (!expanded) track('accordion_open', { section: s.id, item_id: product.key });
                }}
              >
                {s.title}
              </button>
            </h2>
            <div id={panelId} role="region" aria-label={s.title} hidden={!expanded}>
              {s.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}
