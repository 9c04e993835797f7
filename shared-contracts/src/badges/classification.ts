// The classification badge (spec 1 §5): shown only when the classification is
// not one the fascia excludes and the department is one it includes. Both come
// from the fascia's settings (spec 1 §9).
import type { FasciaSettings } from '../fascia/fascias';

const key = (value: string) => value.trim().toLowerCase();

/** The classification to show as a badge, or null. Settings match without regard to case. */
export function classificationBadge(
  classification: unknown,
  department: unknown,
  fascia: Pick<FasciaSettings, 'excludedClassifications' | 'includedDepartments'>,
): string | null {
  if (typeof classification !== 'string' || !classification.trim() || typeof department !== 'string') return null;
  const excluded = fascia.excludedClassifications.some((c) => key(c) === key(classification));
  const included = fascia.includedDepartments.some((d) => key(d) === key(department));
  return !excluded && included ? classification.trim() : null;
}
