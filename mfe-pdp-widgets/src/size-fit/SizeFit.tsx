// The size-fit widget (spec 2 §1, §5, §6): for products on 'truefit', the
// fit service's recommended size and fit notes for this shopper, shown only
// when the service has data. Guests are asked for as unregistered; the
// session follows `session:changed` (a sign-in asks again).
import { useEffect, useId, useState } from 'react';
import useSWR from 'swr';
import { apiPaths, type FitRequest, type Product, type SessionSummary } from '@storefront/shared-contracts';
import { on } from '@storefront/shared-contracts/events/bus';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { fitRequestFor, recommendationOf, usesFitService } from './rules';

export interface SizeFitProps {
  product: Pick<Product, 'id' | 'key' | 'sizingService'>;
  session: SessionSummary | null | undefined;
}

async function calculate(request: FitRequest): Promise<unknown> {
  const response = await fetch(apiPaths.fitCalculate(), {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(request),
  });
  if (!response.ok) throw new Error(`fit service answered ${response.status}`);
  return response.json();
}

function useSession(initial: SessionSummary | null | undefined) {
  const [session, setSession] = useState(initial);
  useEffect(() => on('session:changed', setSession, { replay: true }), []);
  return session;
}

export function SizeFit({ product, session: initialSession }: SizeFitProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const session = useSession(initialSession);
  const request = usesFitService(product) ? fitRequestFor(product, session) : null;
  const { data } = useSWR(request ? ['fit', request.productKey, request.userId, request.registered] : null, () => calculate(request!), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    onError: (error: unknown) => console.error('[pdpWidgets/SizeFit] fit service failed:', error),
  });
  const recommendation = request ? recommendationOf(data) : null;
  if (!request || !recommendation) return null;

  return (
    <section className="sf-pdp-fit" aria-labelledby={titleId}>
      <h2 id={titleId} className="sf-pdp-fit__title">
        {t('sizeFit.title')}
      </h2>
      <p className="sf-pdp-fit__size">{t('sizeFit.recommended', { size: recommendation.size })}</p>
      {recommendation.fitNotes.length > 0 && (
        <ul aria-label={t('sizeFit.notes')}>
          {recommendation.fitNotes.map((note) => (
            <li key={note}>{t(`sizeFit.note.${note}`)}</li>
          ))}
        </ul>
      )}
      <p className="sf-pdp-fit__basis">{request.registered ? t('sizeFit.basisRegistered') : t('sizeFit.basisGuest')}</p>
    </section>
  );
}
