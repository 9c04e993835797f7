// The product's customisation fields (spec 1 §3, §5, §7). Loads the group the
// product names, checks every field as the shopper types and tells the page
// (pdp:customisation-changed) the values and whether they are all valid.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import useSWR from 'swr';
import { customisationGroupOf, type EventPayload, type Product } from '@storefront/shared-contracts';
import { emit } from '@storefront/shared-contracts/events/bus';
import { customisationKey, getJson } from './api';
import {
  counterText,
  parseCustomisationAnswer,
  problemMessage,
  validateForm,
  type CustomisationForm,
  type FieldResult,
  type FormField,
} from './validation';
import styles from './customisation.module.css';

type Payload = EventPayload<'pdp:customisation-changed'>;

/** Emits the payload when it differs from the last one this component sent. */
function useEmitCustomisation(payload: Payload | null) {
  const last = useRef<string | null>(null);
  const serialised = payload === null ? null : JSON.stringify(payload);
  useEffect(() => {
    if (payload === null || serialised === last.current) return;
    last.current = serialised;
    emit('pdp:customisation-changed', payload);
    // serialised stands for payload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serialised]);
}

export interface ProductCustomisationProps {
  product: Pick<Product, 'id' | 'variants'>;
}

/**
 * No group, a failed load or an answer without usable fields: nothing is
 * shown and the page is told there are no fields, so the add is not held up
 * by a form the shopper cannot see (the api still checks what it needs).
 */
export function ProductCustomisation({ product }: ProductCustomisationProps) {
  const group = customisationGroupOf(product);
  const { data, error } = useSWR(group ? customisationKey(group) : null, getJson, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
  const form = useMemo(() => (data === undefined ? null : parseCustomisationAnswer(data)), [data]);
  const noFields = !group || error !== undefined || (data !== undefined && form === null);
  useEmitCustomisation(noFields ? { productId: product.id, hasFields: false, valid: true, values: {} } : null);

  useEffect(() => {
    if (error !== undefined) console.error(`[gallery/ProductCustomisation] customisation group ${group ?? ''} could not be loaded: ${String(error)}`);
  }, [error, group]);

  if (!form || noFields) return null;
  return <CustomisationFieldset key={product.id} productId={product.id} form={form} />;
}

function CustomisationFieldset({ productId, form }: { productId: string; form: CustomisationForm }) {
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(form.fields.map((field) => [field.apiName, ''])));
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const result = useMemo(() => validateForm(form.fields, values), [form.fields, values]);
  const descriptionId = useId();
  useEmitCustomisation({ productId, hasFields: true, valid: result.valid, values });

  return (
    <fieldset className={styles.customisation} aria-describedby={form.description ? descriptionId : undefined}>
      {form.title ? <legend className={styles.title}>{form.title}</legend> : null}
      {form.description ? (
        <p id={descriptionId} className={styles.description}>
          {form.description}
        </p>
      ) : null}
      {form.fields.map((field) => (
        <CustomisationInput
          key={field.apiName}
          field={field}
          value={values[field.apiName] ?? ''}
          result={result.fields[field.apiName] ?? { valid: true }}
          touched={touched.has(field.apiName)}
          onChange={(value) => setValues((now) => ({ ...now, [field.apiName]: value }))}
          onBlur={() => setTouched((now) => (now.has(field.apiName) ? now : new Set(now).add(field.apiName)))}
        />
      ))}
    </fieldset>
  );
}

interface CustomisationInputProps {
  field: FormField;
  value: string;
  result: FieldResult;
  touched: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
}

function CustomisationInput({ field, value, result, touched, onChange, onBlur }: CustomisationInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const counter = counterText(field, value, t);
  // An empty required field is not scolded before the shopper has been there.
  const showProblem = !result.valid && (touched || value !== '');
  const describedBy = [field.description ? `${id}-description` : '', counter ? `${id}-counter` : '', showProblem ? `${id}-problem` : '']
    .filter(Boolean)
    .join(' ');

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {field.optional ? t('customisation.optional', { label: field.displayName }) : field.displayName}
      </label>
      {field.description ? (
        <p id={`${id}-description`} className={styles.hint}>
          {field.description}
        </p>
      ) : null}
      <input
        id={id}
        name={field.apiName}
        type="text"
        className={styles.input}
        value={value}
        placeholder={field.placeholder}
        required={!field.optional}
        aria-invalid={showProblem || undefined}
        aria-describedby={describedBy || undefined}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {counter ? (
        <p id={`${id}-counter`} className={styles.counter}>
          {counter}
        </p>
      ) : null}
      {showProblem && !result.valid ? (
        <p id={`${id}-problem`} className={styles.problem}>
          {problemMessage(field, result.problem, t)}
        </p>
      ) : null}
    </div>
  );
}
