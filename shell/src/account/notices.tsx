// What an account page says instead of its form: the shopper is signed in
// (with a way on), or the emailed link no longer works (with a way to a new one).
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { ErrorBanner } from '../session/SignInField';

export function SignedInNotice({ message, href }: { message: string; href: string }) {
  const { t } = useTranslation();
  return (
    <>
      <p role="status">{message}</p>
      <a className="sf-signup-continue" href={href}>
        {t('signUp.continue')}
      </a>
    </>
  );
}

export function LinkExpiredNotice({ askAgain }: { askAgain: string }) {
  const { t } = useTranslation();
  return (
    <>
      <ErrorBanner>{t('accountLink.expired')}</ErrorBanner>
      <a className="sf-signup-continue" href={askAgain}>
        {t('accountLink.askAgain')}
      </a>
    </>
  );
}
