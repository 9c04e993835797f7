// The search form: the query is sent on submit; the address keeps it (q).
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@storefront/shared-contracts/i18n';
import { useSearchBox } from '../search/libraries';
import { visuallyHiddenStyle } from '@storefront/shared-contracts/a11y';
import styles from './SearchPage.module.css';

const MAX_QUERY_LENGTH = 512;

export function SearchForm() {
  const { t } = useTranslation();
  const { query, refine } = useSearchBox();
  const inputId = useId();
  const [value, setValue] = useState(query);
  // Back/forward change the query from outside: the field follows it.
  const [shownQuery, setShownQuery] = useState(query);
  if (query !== shownQuery) {
    setShownQuery(query);
    setValue(query);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    refine(value.trim());
  };

  return (
    <form role="search" className={styles.searchForm} aria-label={t('search.searchLabel')} onSubmit={submit}>
      <label htmlFor={inputId} style={visuallyHiddenStyle}>
        {t('search.searchLabel')}
      </label>
      <input
        id={inputId}
        type="search"
        name="q"
        className={styles.searchInput}
        value={value}
        maxLength={MAX_QUERY_LENGTH}
        placeholder={t('search.searchPlaceholder')}
        autoComplete="off"
        onChange={(event) => setValue(event.currentTarget.value)}
      />
      <button type="submit" className={styles.searchButton}>
        {t('search.submit')}
      </button>
    </form>
  );
}
