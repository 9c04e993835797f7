// The summary (spec 2 §2, §9): the average to one decimal with its stars and
// rating word, the count, the recommended percentage, the five-star
// distribution bars and the secondary ratings, from the product data's stats.
import type { CSSProperties, ReactNode } from 'react';
import { formatDecimal, type ProductReviewStats } from '@storefront/shared-contracts';
import { VisuallyHidden } from '@storefront/shared-contracts/a11y';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { Stars } from './Stars';
import { distributionBars, ratingPosition, ratingWord, recommendedPercent } from './rules';
import styles from './reviews.module.css';

export function ReviewsSummary({ stats, locale, children }: { stats: ProductReviewStats; locale: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const average = formatDecimal(stats.averageRating, locale, 1);
  const word = ratingWord(stats.averageRating);
  const percent = recommendedPercent(stats);
  const bars = distributionBars(stats);
  const secondary = Array.isArray(stats.secondaryRatings) ? stats.secondaryRatings.filter((r) => typeof r?.label === 'string' && Number.isFinite(r.rating)) : [];

  return (
    <div className={styles.summary}>
      <div className={styles.overall}>
        <p className={styles.average}>
          <span className={styles.averageFigure}>{average}</span>
          <Stars rating={stats.averageRating} label={t('rated', { rating: average })} large />
          {word && <span className={styles.word}>{t(`words.${word}`)}</span>}
        </p>
        <p className={styles.count}>{t('count', { count: stats.totalReviewCount })}</p>
        {percent !== null && <p className={styles.recommended}>{t('recommended', { percent })}</p>}
        {children}
      </div>
      {bars && (
        <div className={styles.distribution}>
          <h3 className={styles.subheading}>{t('distribution')}</h3>
          <ul className={styles.bars}>
            {bars.map((bar) => {
              const stars = t('stars', { count: bar.rating });
              return (
                <li key={bar.rating} className={styles.barRow}>
                  <span aria-hidden="true">{stars}</span>
                  <span aria-hidden="true" className={styles.bar}>
                    <span className={styles.barFill} style={{ width: `${bar.percent}%` }} />
                  </span>
                  <span aria-hidden="true">{bar.count}</span>
                  <VisuallyHidden>{t('starsCount', { stars, count: bar.count })}</VisuallyHidden>
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {secondary.length > 0 && (
        <div className={styles.secondary}>
          <h3 className={styles.subheading}>{t('secondary')}</h3>
          <dl>
            {secondary.map((r) => (
              <div key={r.label} className={styles.secondaryRow}>
                <dt>{r.label}</dt>
                <dd>
                  <VisuallyHidden>{t('secondaryValue', { rating: formatDecimal(r.rating, locale, 1), range: r.ratingRange })}</VisuallyHidden>
                  <span aria-hidden="true" className={styles.scale}>
                    <span className={styles.marker} style={{ '--sf-reviews-at': `${ratingPosition(r.rating, r.ratingRange)}%` } as CSSProperties} />
                  </span>
                  {(r.minLabel || r.maxLabel) && (
                    <span aria-hidden="true" className={styles.scaleLabels}>
                      <span>{r.minLabel}</span>
                      <span>{r.maxLabel}</span>
                    </span>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      )}
    </div>
  );
}
