// An editor's CTA button (spec 3 §3 CTA button config): a link styled as a
// button, its colours and hover colours as CSS variables (the rule the
// shell's drawing of a hero uses too), or nothing when its href is not safe.
import { useContext } from 'react';
import { ctaStyle, type CtaColours } from '@storefront/shared-contracts/content/editor-styles';
import { modifyLink } from '../../links/linkRules';
import { PagePathContext } from '../../links/usePageLink';
import styles from './cta.module.css';

export interface CtaConfig extends CtaColours {
  label: string;
  href?: string;
  autoApplyBrandFilter?: boolean;
}

export function CtaLink({ cta, className }: { cta: CtaConfig; className?: string }) {
  // The page's link rules (brand landing facet; unsafe → nothing).
  const pathname = useContext(PagePathContext);
  const href = cta.href ? modifyLink(cta, pathname) : '';
  if (!href) return null;
  return (
    <a className={className ? `${styles.cta} ${className}` : styles.cta} href={href} style={ctaStyle(cta)}>
      {cta.label}
    </a>
  );
}
