// A page before its data: the title and "Loading…", or what went wrong with
// a way to try again. The bag, checkout and wishlist pages share it.
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { buttonStyles } from '@storefront/shared-contracts/buttons/styles';
import frame from './page.module.css';

interface Props {
  title: string;
  failed: boolean;
  loadingText: string;
  errorText: string;
  onRetry(): void;
}

export function PageLoadState({ title, failed, loadingText, errorText, onRetry }: Props) {
  const { t } = useTranslation();
  return (
    <div className={frame.page} aria-busy={!failed || undefined}>
      <h1>{title}</h1>
      {failed ? (
        <div role="alert" className={frame.problem}>
          <p>{errorText}</p>
          <button type="button" className={`${buttonStyles.secondary} ${frame.secondary}`} onClick={onRetry}>
            {t('basketPage.tryAgain')}
          </button>
        </div>
      ) : (
        <p role="status" className={frame.loading}>
          {loadingText}
        </p>
      )}
    </div>
  );
}
