// Category card: image, title, subtitle and a primary button. With a link
// the button goes there; without one it is a disclosure that shows the
// overlay of sub-links and shop-all (Escape or Close hides it and returns
// focus to the button). Gradient over the image and button colours from the
// editor (checked colours, as style properties).
import { useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { visuallyHiddenStyle } from '@storefront/shared-contracts/a11y';
import type { BlockProps } from '../../page/types';
import { ctaStyle } from '@storefront/shared-contracts/content/editor-styles';
import { CtaLink } from '../../kit/common/CtaLink';
import { EditorImage } from '../../kit/common/EditorImage';
import { blockLabels } from '../../kit/common/i18n/i18n';
import { overlayLinks, primaryHref } from './rules';
import styles from './categoryCard.module.css';
import ctaStyles from '../../kit/common/cta.module.css';

export default function CategoryCard({ section, context }: BlockProps<'categoryCard'>) {
  const { t } = blockLabels(context.fascia.locale);
  const [open, setOpen] = useState(false);
  const id = useId();
  const overlayId = `${id}-links`;
  const hintId = `${id}-hint`;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const overlayRef = useRef<HTMLDivElement>(null);
  const href = primaryHref(section.primaryLink.href);
  const links = overlayLinks(section.subLinks, section.shopAllLink);

  useEffect(() => {
    if (open) overlayRef.current?.querySelector<HTMLElement>('a')?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
    }
  };
  const gradient = section.gradient ? ({ '--cb-card-gradient': section.gradient } as CSSProperties) : undefined;

  return (
    // Escape inside the card closes its overlay.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className={styles.card} onKeyDown={onKeyDown}>
      <div className={`${styles.media} ${section.gradient ? styles.withGradient : ''}`} style={gradient}>
        <EditorImage image={section.image} loading={context.imageLoading} width={600} height={800} className={styles.image} />
      </div>
      <div className={styles.content}>
        <h2 className={styles.title}>{section.title}</h2>
        {section.subtitle && <p className={styles.subtitle}>{section.subtitle}</p>}
        {href ? (
          <CtaLink cta={{ ...section.primaryLink, href }} />
        ) : links.length > 0 ? (
          <>
            <button
              ref={buttonRef}
              type="button"
              className={ctaStyles.cta}
              style={ctaStyle(section.primaryLink)}
              aria-expanded={open}
              aria-controls={overlayId}
              aria-describedby={hintId}
              onClick={() => setOpen((v) => !v)}
            >
              {section.primaryLink.label}
            </button>
            <span id={hintId} style={visuallyHiddenStyle}>
              {t('showMore')}
            </span>
          </>
        ) : null}
      </div>
      {!href && links.length > 0 && (
        <div ref={overlayRef} id={overlayId} className={styles.overlay} hidden={!open}>
          <ul className={styles.links}>
            {links.map((link, index) => (
              <li key={index}>
                <CtaLink cta={link} className={styles.overlayLink} />
              </li>
            ))}
          </ul>
          <button type="button" className={styles.close} onClick={close}>
            <span aria-hidden="true">×</span>
            <span style={visuallyHiddenStyle}>{t('close')}</span>
          </button>
        </div>
      )}
    </div>
  );
}
