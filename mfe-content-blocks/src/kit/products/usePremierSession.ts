// The session the product cards are given. The premier labels (spec 3 §4) need
// the member's premier account: read from GET /account (spec 3 §7), asked only
// for a signed-in shopper and only when a premier product is shown. The api's
// answer carries `user.premierExpiry` (an active membership is one whose expiry
// has not passed; there is no separate isPremierAccountActive field), and the
// page's session user may carry it already.
import useSWR from 'swr';
import { apiPaths, type AccountAnswer, type ProductCardData, type SessionSummary } from '@storefront/shared-contracts';
import type { BlockContext } from '../../page/types';

async function fetchAccount(url: string): Promise<AccountAnswer> {
  const response = await fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as AccountAnswer;
}

export function usePremierSession(context: Pick<BlockContext, 'visitor' | 'session'>, products: readonly ProductCardData[]): SessionSummary | undefined {
  const wanted = context.visitor === 'signedIn' && products.some((product) => product.isPremier);
  const { data } = useSWR<AccountAnswer>(wanted ? apiPaths.account() : null, fetchAccount, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    onError: (e: unknown) => console.error(`[contentBlocks/products] account unavailable: ${e instanceof Error ? e.message : String(e)}`),
  });
  if (data?.user && !data.user.guest) return { user: data.user, basketCount: context.session?.basketCount ?? data.cart?.itemCount ?? 0 };
  return context.session ?? undefined;
}
