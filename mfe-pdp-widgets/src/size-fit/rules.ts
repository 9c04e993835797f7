// The size-fit widget's rules (spec 2 §3, §5, §6): only for products on the
// 'truefit' service, asked with the shopper's id and whether they are
// registered (guests are told as unregistered), shown only when the service
// has data.
import { FIT_NOTES, isRecord, type FitAnswer, type FitNote, type FitRequest, type Product, type SessionSummary } from '@storefront/shared-contracts';

export const FIT_SERVICE = 'truefit';

export const usesFitService = (product: Pick<Product, 'sizingService'>) => product.sizingService === FIT_SERVICE;

export function fitRequestFor(product: Pick<Product, 'key'>, session: Pick<SessionSummary, 'user'> | null | undefined): FitRequest | null {
  const user = session?.user;
  if (!user || typeof user.id !== 'string' || user.id === '') return null;
  return { userId: user.id, registered: user.guest !== true, productKey: product.key };
}

/** The recommendation to show, or null when there is no data (or the answer is unusable); unknown notes are left out. */
export function recommendationOf(answer: unknown): NonNullable<FitAnswer['recommendation']> | null {
  if (!isRecord(answer) || !isRecord(answer.recommendation)) return null;
  const { size, fitNotes } = answer.recommendation;
  if (typeof size !== 'string' || size.trim() === '') return null;
  const notes = Array.isArray(fitNotes) ? fitNotes.filter((n): n is FitNote => (FIT_NOTES as readonly unknown[]).includes(n)) : [];
  return { size, fitNotes: notes };
}
