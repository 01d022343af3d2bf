import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import SearchIcon from '@mui/icons-material/Search';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { pathFor } from '../../../common/routes';
import { useT } from '../i18n/use-t';
import { useRegion } from '../routing/use-region';

/**
 * A search form that opens the profiles list (`perfiles?q=…`, `br/perfis?q=…`). `hero` is the
 * home page's: a labelled field and a "Search" button. `compact` is the header's: a small
 * field (labelled for assistive technology, a placeholder on screen) with the search button
 * inside it. The fields are outlined inputs in a form control, as a text field lays them out,
 * without the text field's select (and its menu) that a search never needs.
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
    <Box
      component="form"
      role="search"
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
      sx={
        compact
          ? { display: 'flex', width: '100%' }
          : { display: 'flex', gap: 1, maxWidth: 560, flexWrap: { xs: 'wrap', sm: 'nowrap' } }
      }
    >
      {compact ? (
        <FormControl size="small" fullWidth>
          <OutlinedInput
            id={fieldId}
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('search.compactPlaceholder')}
            type="search"
            size="small"
            fullWidth
            autoFocus={autoFocus}
            inputProps={{
              'aria-label': t('search.field'),
              'data-testid': 'header-search-input',
              enterKeyHint: 'search',
              maxLength: 100,
            }}
            sx={{ pr: 0.5, bgcolor: 'background.paper' }}
            endAdornment={
              <InputAdornment position="end">
                <IconButton
                  type="submit"
                  size="small"
                  aria-label={t('search.submit')}
                  data-testid="header-search-submit"
                >
                  <SearchIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            }
          />
        </FormControl>
      ) : (
        <>
          <FormControl fullWidth sx={{ bgcolor: 'background.paper', borderRadius: 1 }}>
            <InputLabel htmlFor={fieldId} id={`${fieldId}-label`}>
              {t('search.field')}
            </InputLabel>
            <OutlinedInput
              id={fieldId}
              value={text}
              onChange={(event) => setText(event.target.value)}
              label={t('search.field')}
              placeholder={t('search.placeholder')}
              type="search"
              fullWidth
              inputProps={{ 'data-testid': 'search-input', enterKeyHint: 'search', maxLength: 100 }}
            />
          </FormControl>
          <Button
            type="submit"
            variant="contained"
            size="large"
            startIcon={<SearchIcon aria-hidden />}
            sx={{ flexShrink: 0, width: { xs: '100%', sm: 'auto' } }}
          >
            {t('search.submit')}
          </Button>
        </>
      )}
    </Box>
  );
}
