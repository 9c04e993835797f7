// The write-review form (loaded on demand), a dialog: rating (1-5, with the
// rating words), title, text, nickname, optional location and whether the
// shopper recommends the product, held to the api's limits, then POST
// /_api/reviews for the selected sku. A sent review waits for moderation, so
// the shopper is told it will appear once checked.
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { HttpRequestError } from '@storefront/shared-contracts/http';
import { writeReview } from './api';
import { ReviewsDialog } from './ReviewsDialog';
import { RATING_WORDS, REVIEW_LIMITS, tryAgainIn, validateReview, type ReviewFormError, type ReviewFormField, type ReviewFormValues } from './rules';
import styles from './reviews.module.css';

export interface WriteReviewFormProps {
  productName: string;
  sku: string;
  locale: string;
  onClose(): void;
  returnFocusTo?: HTMLElement | null;
}

const EMPTY: ReviewFormValues = { rating: null, title: '', reviewText: '', username: '', userLocation: '', isRecommended: null };
const ORDER: ReviewFormField[] = ['rating', 'title', 'reviewText', 'username', 'userLocation'];

export function WriteReviewForm({ productName, sku, locale, onClose, returnFocusTo }: WriteReviewFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState<ReviewFormValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<ReviewFormField, ReviewFormError>>>({});
  const [status, setStatus] = useState<'editing' | 'sending' | 'sent' | 'failed'>('editing');
  // Refused for sending too many (429): when the api says the shopper may try again.
  const [retryAfter, setRetryAfter] = useState<number | null>(null);
  const fields = useRef<Partial<Record<ReviewFormField, HTMLElement | null>>>({});
  const sentMessage = useRef<HTMLParagraphElement>(null);

  const set = <K extends keyof ReviewFormValues>(key: K, value: ReviewFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const message = (field: ReviewFormField) => {
    const error = errors[field];
    if (!error) return null;
    if (error.code === 'tooLong') return t('form.tooLong', { max: error.max });
    return field === 'rating' ? t('form.ratingRequired') : t('form.required');
  };
  const errorId = (field: ReviewFormField) => `${id}-${field}-error`;
  const described = (field: ReviewFormField) => (errors[field] ? { 'aria-invalid': true, 'aria-describedby': errorId(field) } : {});

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (status === 'sending') return;
    const found = validateReview(values);
    setErrors(found);
    const firstInvalid = ORDER.find((field) => found[field]);
    if (firstInvalid) {
      fields.current[firstInvalid]?.focus();
      return;
    }
    setStatus('sending');
    try {
      await writeReview({
        sku,
        rating: values.rating!,
        title: values.title.trim(),
        reviewText: values.reviewText.trim(),
        username: values.username.trim(),
        ...(values.userLocation.trim() ? { userLocation: values.userLocation.trim() } : {}),
        ...(values.isRecommended !== null ? { isRecommended: values.isRecommended } : {}),
      });
      setStatus('sent');
      requestAnimationFrame(() => sentMessage.current?.focus());
    } catch (error) {
      console.error(`[pdpWidgets/Reviews] review not sent: ${(error as Error).message}`);
      setRetryAfter(error instanceof HttpRequestError && error.retryAfterSeconds !== undefined ? error.retryAfterSeconds : null);
      setStatus('failed');
    }
  }

  return (
    <ReviewsDialog title={t('form.title')} onClose={onClose} returnFocusTo={returnFocusTo ?? null}>
      {status === 'sent' ? (
        <div className={styles.form}>
          <p ref={sentMessage} role="status" tabIndex={-1} className={styles.sent}>
            {t('form.sent')}
          </p>
          <button type="button" className={styles.primaryButton} onClick={onClose}>
            {t('close')}
          </button>
        </div>
      ) : (
        <form className={styles.form} noValidate onSubmit={(event) => void submit(event)} aria-describedby={`${id}-product`}>
          <p id={`${id}-product`} className={styles.meta}>
            {t('form.product', { name: productName })}
          </p>
          <fieldset className={styles.fieldset} {...(errors.rating ? { 'aria-describedby': errorId('rating') } : {})}>
            <legend>{t('form.rating')}</legend>
            <div className={styles.ratingOptions}>
              {([5, 4, 3, 2, 1] as const).map((rating, index) => (
                <label key={rating} className={styles.ratingOption}>
                  <input
                    ref={index === 0 ? (el) => void (fields.current.rating = el) : undefined}
                    type="radio"
                    name={`${id}-rating`}
                    value={rating}
                    checked={values.rating === rating}
                    onChange={() => set('rating', rating)}
                  />
                  {t('form.ratingOption', { count: rating, word: t(`words.${RATING_WORDS[rating]}`) })}
                </label>
              ))}
            </div>
            {errors.rating && (
              <p id={errorId('rating')} className={styles.fieldError}>
                {message('rating')}
              </p>
            )}
          </fieldset>
          {(
            [
              ['title', 'reviewTitle', 'input'],
              ['reviewText', 'reviewText', 'textarea'],
              ['username', 'username', 'input'],
              ['userLocation', 'userLocation', 'input'],
            ] as const
          ).map(([field, label, kind]) => (
            <div key={field} className={styles.field}>
              <label htmlFor={`${id}-${field}`}>{t(`form.${label}`)}</label>
              {kind === 'textarea' ? (
                <textarea
                  id={`${id}-${field}`}
                  ref={(el) => void (fields.current[field] = el)}
                  rows={6}
                  maxLength={REVIEW_LIMITS[field]}
                  value={values[field]}
                  onChange={(event) => set(field, event.target.value)}
                  required
                  {...described(field)}
                />
              ) : (
                <input
                  id={`${id}-${field}`}
                  ref={(el) => void (fields.current[field] = el)}
                  type="text"
                  maxLength={REVIEW_LIMITS[field]}
                  value={values[field]}
                  onChange={(event) => set(field, event.target.value)}
                  required={field !== 'userLocation'}
                  autoComplete={field === 'username' ? 'nickname' : field === 'userLocation' ? 'address-level2' : 'off'}
                  {...described(field)}
                />
              )}
              {errors[field] && (
                <p id={errorId(field)} className={styles.fieldError}>
                  {message(field)}
                </p>
              )}
            </div>
          ))}
          <fieldset className={styles.fieldset}>
            <legend>{t('form.recommend')}</legend>
            {([true, false] as const).map((answer) => (
              <label key={String(answer)} className={styles.ratingOption}>
                <input type="radio" name={`${id}-recommend`} checked={values.isRecommended === answer} onChange={() => set('isRecommended', answer)} />
                {answer ? t('form.yes') : t('form.no')}
              </label>
            ))}
          </fieldset>
          {status === 'failed' && (
            <p role="alert" className={styles.error}>
              {retryAfter !== null ? t('form.tooMany', { when: tryAgainIn(retryAfter, locale) }) : t('form.failed')}
            </p>
          )}
          <button type="submit" className={styles.primaryButton} aria-disabled={status === 'sending'}>
            {status === 'sending' ? t('form.submitting') : t('form.submit')}
          </button>
        </form>
      )}
    </ReviewsDialog>
  );
}

export default WriteReviewForm;
