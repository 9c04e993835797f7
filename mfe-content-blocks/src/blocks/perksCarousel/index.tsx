// Perks carousel: an icon, a title and a line per perk, linked when the editor
// gave a link; 2 / 4 slides (spec 3 §9).
import { safeUrl } from '@storefront/shared-contracts';
import type { BlockProps } from '../../page/types';
import { CardCarousel } from '../../kit/carousel/CardCarousel';
import styles from '../../kit/cards/cards.module.css';

type Perk = BlockProps<'perksCarousel'>['section']['items'][number];

function PerkCard({ perk, loading }: { perk: Perk; loading: 'eager' | 'lazy' }) {
  const icon = safeUrl(perk.icon);
  const href = safeUrl(perk.href);
  const body = (
    <>
      {icon && <img className={styles.perkIcon} src={icon} alt="" width={48} height={48} loading={loading} decoding="async" />}
      <h3 className={styles.perkTitle}>{perk.title}</h3>
      {perk.text && <p className={styles.perkText}>{perk.text}</p>}
    </>
  );
  return href ? (
    <a className={styles.perk} href={href}>
      {body}
    </a>
  ) : (
    <div className={styles.perk}>{body}</div>
  );
}

export default function PerksCarousel({ section, context }: BlockProps<'perksCarousel'>) {
  return <CardCarousel kind="perks" section={section} context={context} slide={(perk, index, loading) => ({ key: `${index}-${perk.title}`, content: <PerkCard perk={perk} loading={loading} /> })} />;
}
