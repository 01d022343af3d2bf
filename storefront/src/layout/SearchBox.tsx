import SearchIcon from 'plain-icon:Search';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { pathFor } from '../../../common/routes';
import { useT } from '../i18n/use-t';
import { useRegion } from '../navigation/use-region';
import { Button, Field, IconButton } from '../ui';
import styles from './SearchBox.module.css';

/**
 * A search form that opens the profiles list (`perfiles?q=…`, `br/perfis?q=…`). `hero` is the
 * home page's: a labelled field and a "Search" button. `compact` is the header's: a small
 * field (labelled for assistive technology, a placeholder on screen) with the search button
 * inside it. The kit's `Field`; the page's layout in `SearchBox.module.css`.
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
        <Field
          size="small"
          fullWidth
          hideLabel
          label={t('search.field')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('search.compactPlaceholder')}
          type="search"
          autoFocus={autoFocus}
          testId="header-search-input"
          enterKeyHint="search"
          maxLength={100}
          endAdornment={
            <IconButton
              type="submit"
              size="small"
              edge="end"
              label={t('search.submit')}
              data-testid="header-search-submit"
            >
              <SearchIcon fontSize="inherit" />
            </IconButton>
          }
        />
      ) : (
        <>
          <Field
            className={styles.fieldBox}
            label={t('search.field')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('search.placeholder')}
            type="search"
            testId="search-input"
            enterKeyHint="search"
            maxLength={100}
          />
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
