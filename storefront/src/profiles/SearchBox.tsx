import SearchIcon from 'plain-icon:Search';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { pathFor } from '../../../common/routes';
import { useT } from '../i18n/use-t';
import { useRegion } from '../routing/use-region';
import styles from './SearchBox.module.css';
import { Button } from '../ui';

/**
 * A search form that opens the profiles list (`perfiles?q=…`, `br/perfis?q=…`). `hero` is the
 * home page's: a labelled field and a "Search" button. `compact` is the header's: a small
 * field (labelled for assistive technology, a placeholder on screen) with the search button
 * inside it. Plain elements (`SearchBox.module.css`), drawn as outlined fields.
 */
export function SearchBox({
  initial = '',
  variant = 'hero',
  autoFocus = false,
  onSearched,
}: {
  initial?: string;
  variant?: 'hero' | 'compact';
  autoFocus?: boolean;
  /** Called after navigating, e.g. to close the header's phone search. */
  onSearched?: () => void;
}) {
  const t = useT();
  const region = useRegion();
  const navigate = useNavigate();
  const [text, setText] = useState(initial);
  const fieldId = useId();
  const compact = variant === 'compact';
  return (
    <form
      role="search"
      className={compact ? styles.compact : styles.hero}
      aria-label={t('search.label')}
      data-testid={compact ? 'header-search' : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        const q = text.trim();
        navigate({
          pathname: pathFor('profiles', region),
          search: q ? `?${new URLSearchParams({ q }).toString()}` : '',
        });
        onSearched?.();
      }}
    >
      {compact ? (
        <>
          <input
            id={fieldId}
            className={`${styles.field} ${styles.compactField}`}
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('search.compactPlaceholder')}
            type="search"
            autoFocus={autoFocus}
            aria-label={t('search.field')}
            data-testid="header-search-input"
            enterKeyHint="search"
            maxLength={100}
          />
          <button
            type="submit"
            className={styles.iconSubmit}
            aria-label={t('search.submit')}
            data-testid="header-search-submit"
          >
            <SearchIcon fontSize="inherit" />
          </button>
        </>
      ) : (
        <>
          <div className={styles.fieldBox}>
            <input
              id={fieldId}
              className={`${styles.field} ${styles.heroField}`}
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder={t('search.placeholder')}
              type="search"
              data-testid="search-input"
              enterKeyHint="search"
              maxLength={100}
            />
            <label className={styles.label} htmlFor={fieldId}>
              {t('search.field')}
            </label>
          </div>
          <Button
            type="submit"
            variant="contained"
            size="large"
            className={styles.submit}
            startIcon={<SearchIcon fontSize="inherit" aria-hidden />}
          >
            {t('search.submit')}
          </Button>
        </>
      )}
    </form>
  );
}
