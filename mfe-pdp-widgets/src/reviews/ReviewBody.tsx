// One review as a shopper reads it, in the list (250 characters, responses
// 250) or the photo modal (2,000, responses 1,000): stars, title, who and
// when, the promotion note, text, secondary ratings, whether they recommend
// it, its syndication source and the brand's responses. Every user field is
// text (dir="auto", so Arabic reads right to left).
import { useId } from 'react';
import { formatDecimal, formatLongDate, type Review } from '@storefront/shared-contracts';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { VisuallyHidden } from '@storefront/shared-contracts/a11y';
import { ExpandableText } from './ExpandableText';
import { Stars } from './Stars';
import { splitPromotional, syndicationOf } from './rules';
import styles from './reviews.module.css';

export interface ReviewBodyProps {
  review: Review;
  locale: string;
  textLimit: number;
  responseLimit: number;
  titleId?: string;
}

function submittedOn(iso: string, locale: string): string | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : formatLongDate(date, locale);
}

export function ReviewBody({ review, locale, textLimit, responseLimit, titleId }: ReviewBodyProps) {
  const { t } = useTranslation();
  const ownId = useId();
  const headingId = titleId ?? ownId;
  const { text, promotional } = splitPromotional(review.reviewText);
  const source = syndicationOf(review);
  const date = submittedOn(review.submittedAt, locale);
  const location = typeof review.userLocation === 'string' ? review.userLocation.trim() : '';
  const secondary = Array.isArray(review.secondaryRatings) ? review.secondaryRatings.filter((r) => typeof r?.label === 'string' && Number.isFinite(r.rating)) : [];
  const responses = Array.isArray(review.responses) ? review.responses.filter((r) => typeof r?.text === 'string' && r.text.trim()) : [];

  return (
    <>
      <Stars rating={review.rating} label={t('rated', { rating: review.rating })} />
      <h3 id={headingId} className={styles.reviewTitle} dir="auto">
        {review.title}
      </h3>
      <p className={styles.meta}>
        <span dir="auto">{location ? t('byFrom', { name: review.username, location }) : t('by', { name: review.username })}</span>
        {date && (
          <>
            {' · '}
            <time dateTime={review.submittedAt}>{date}</time>
          </>
        )}
      </p>
      {promotional && <p className={styles.note}>{t('promotion')}</p>}
      <ExpandableText text={text} limit={textLimit} describedBy={headingId} />
      {secondary.length > 0 && (
        <dl className={styles.reviewSecondary}>
          {secondary.map((r) => (
            <div key={r.label}>
              <dt>{r.label}</dt>
              <dd>{t('secondaryValue', { rating: formatDecimal(r.rating, locale, Number.isInteger(r.rating) ? 0 : 1), range: r.ratingRange })}</dd>
            </div>
          ))}
        </dl>
      )}
      {review.isRecommended === true && <p className={styles.recommends}>{t('recommends')}</p>}
      {review.isRecommended === false && <p className={styles.recommends}>{t('notRecommends')}</p>}
      {source && (
        <p className={styles.source}>
          {source.logo && <img src={source.logo} alt="" width={20} height={20} loading="lazy" className={styles.sourceLogo} />}
          {source.link ? (
            <a href={source.link} target="_blank" rel="noopener noreferrer nofollow">
              {t('syndicated', { name: source.name })} <VisuallyHidden>{t('newTab')}</VisuallyHidden>
            </a>
          ) : (
            <span>{t('syndicated', { name: source.name })}</span>
          )}
        </p>
      )}
      {responses.map((response, index) => (
        <div key={index} className={styles.response}>
          <p className={styles.responseFrom} dir="auto">
            {t('response', { name: response.clientName })}
          </p>
          <ExpandableText text={response.text} limit={responseLimit} describedBy={headingId} />
        </div>
      ))}
    </>
  );
}
