// An editor's CTA button (spec 3 §3 CTA button config): a link styled as a
// button, its colours and hover colours as CSS variables (checked colours,
// set as style properties, never a style string), or nothing when its href
// is not safe.
import { useContext, type CSSProperties } from 'react';
import { modifyLink } from '../../links/linkRules';
import { PagePathContext } from '../../links/usePageLink';
import styles from './cta.module.css';

export interface CtaConfig {
  label: string;
  href?: string;
  colour?: string;
  backgroundColour?: string;
  hoverColour?: string;
  hoverBackgroundColour?: string;
  transparentBackground?: boolean;
  enableHoverOver?: boolean;
  autoApplyBrandFilter?: boolean;
}

export function ctaStyle(cta: CtaConfig): CSSProperties {
  const style: Record<string, string> = {};
  if (cta.colour) style['--cb-cta-colour'] = cta.colour;
  if (cta.backgroundColour && !cta.transparentBackground) style['--cb-cta-bg'] = cta.backgroundColour;
  if (cta.transparentBackground) style['--cb-cta-bg'] = 'transparent';
  if (cta.enableHoverOver !== false) {
    if (cta.hoverColour) style['--cb-cta-hover-colour'] = cta.hoverColour;
    if (cta.hoverBackgroundColour) style['--cb-cta-hover-bg'] = cta.hoverBackgroundColour;
  }
  return style as CSSProperties;
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
