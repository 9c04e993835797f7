// Customisation field rules (spec 1 §5), and the check of the api's answer:
// a malformed field is left out, the rest still shows.
import type { CustomisationField } from '@storefront/shared-contracts';
import type { Translate } from '@storefront/shared-contracts/i18n';

export type FieldProblem = 'required' | 'tooLong' | 'pattern';
export type FieldResult = { valid: true } | { valid: false; problem: FieldProblem };

export interface FormResult {
  valid: boolean;
  fields: Record<string, FieldResult>;
}

/** A field as the form uses it: a usable pattern, or none. */
export interface FormField extends CustomisationField {
  pattern: RegExp | null;
}

export interface CustomisationForm {
  title: string;
  description?: string;
  fields: FormField[];
}

/** Characters as the shopper counts them (and as the api does): code points. */
export function characterCount(value: string): number {
  return [...value].length;
}

export function validateField(field: Pick<FormField, 'optional' | 'maxLength' | 'pattern'>, value: string): FieldResult {
  if (value === '') return field.optional ? { valid: true } : { valid: false, problem: 'required' };
  if (field.maxLength !== undefined && characterCount(value) > field.maxLength) return { valid: false, problem: 'tooLong' };
  if (field.pattern && !field.pattern.test(value)) return { valid: false, problem: 'pattern' };
  return { valid: true };
}

/** Valid only when every field is; all optional and none filled is valid. */
export function validateForm(fields: readonly FormField[], values: Readonly<Record<string, string>>): FormResult {
  const results: Record<string, FieldResult> = {};
  for (const field of fields) results[field.apiName] = validateField(field, values[field.apiName] ?? '');
  return { valid: Object.values(results).every((result) => result.valid), fields: results };
}

/** Characters left under maxLength (never below 0), or null without a limit. */
export function remainingCharacters(field: Pick<FormField, 'maxLength'>, value: string): number | null {
  return field.maxLength === undefined ? null : Math.max(0, field.maxLength - characterCount(value));
}

/** The field's regex, or null when it is missing or does not compile (the api still checks). */
export function compilePattern(source: unknown): RegExp | null {
  if (typeof source !== 'string' || source === '') return null;
  try {
    return new RegExp(source);
  } catch {
    return null;
  }
}

const optionalText = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

function toFormField(raw: unknown): FormField | null {
  if (!raw || typeof raw !== 'object') return null;
  const field = raw as Record<string, unknown>;
  const apiName = optionalText(field.apiName);
  const displayName = optionalText(field.displayName);
  if (!apiName || !displayName) return null;
  // Only text fields exist (spec 1 §3); another type is not something we can render.
  if (field.fieldType !== undefined && field.fieldType !== 'text') return null;
  const maxLength = typeof field.maxLength === 'number' && Number.isInteger(field.maxLength) && field.maxLength > 0 ? field.maxLength : undefined;
  const validationRegex = optionalText(field.validationRegex);
  return {
    id: optionalText(field.id) ?? apiName,
    apiName,
    displayName,
    fieldType: 'text',
    optional: field.optional === true,
    ...(maxLength !== undefined ? { maxLength } : {}),
    ...(optionalText(field.placeholder) ? { placeholder: field.placeholder as string } : {}),
    ...(validationRegex ? { validationRegex } : {}),
    ...(optionalText(field.validationMessage) ? { validationMessage: field.validationMessage as string } : {}),
    ...(optionalText(field.description) ? { description: field.description as string } : {}),
    pattern: compilePattern(validationRegex),
  };
}

/**
 * The form from GET /product-customisation/{group}. Malformed fields and
 * repeated apiNames are left out; no usable field at all gives null.
 */
export function parseCustomisationAnswer(raw: unknown): CustomisationForm | null {
  if (!raw || typeof raw !== 'object') return null;
  const answer = raw as Record<string, unknown>;
  if (!Array.isArray(answer.customisationFields)) return null;
  const seen = new Set<string>();
  const fields: FormField[] = [];
  for (const candidate of answer.customisationFields) {
    const field = toFormField(candidate);
    if (!field || seen.has(field.apiName)) continue;
    seen.add(field.apiName);
    fields.push(field);
  }
  if (fields.length === 0) return null;
  const description = optionalText(answer.description);
  return { title: optionalText(answer.title) ?? '', ...(description ? { description } : {}), fields };
}


/** What the shopper reads under an invalid field: the field's own message for a regex failure. */
export function problemMessage(field: Pick<FormField, 'displayName' | 'maxLength' | 'validationMessage'>, problem: FieldProblem, t: Translate): string {
  switch (problem) {
    case 'required':
      return t('customisation.required', { field: field.displayName });
    case 'tooLong':
      return t('customisation.tooLong', { max: field.maxLength });
    case 'pattern':
      return field.validationMessage ?? t('customisation.invalid', { field: field.displayName });
  }
}

/** '{n} characters max ({remaining} remaining)', or null without a limit. */
export function counterText(field: Pick<FormField, 'maxLength'>, value: string, t: Translate): string | null {
  const remaining = remainingCharacters(field, value);
  return remaining === null ? null : t('customisation.counter', { n: field.maxLength, remaining });
}
