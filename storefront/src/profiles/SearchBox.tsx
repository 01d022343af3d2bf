import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { pathFor } from '../../../common/routes';
import { useT } from '../i18n/use-t';
import { useRegion } from '../routing/use-region';

/** A search form that opens the profiles list (`perfiles?q=…`). */
export function SearchBox({ initial = '' }: { initial?: string }) {
  const t = useT();
  const region = useRegion();
  const navigate = useNavigate();
  const [text, setText] = useState(initial);
  return (
    <Box
      component="form"
      role="search"
      aria-label={t('search.label')}
      onSubmit={(event) => {
        event.preventDefault();
        const q = text.trim();
        navigate({
          pathname: pathFor('profiles', region),
          search: q ? `?${new URLSearchParams({ q }).toString()}` : '',
        });
      }}
      sx={{ display: 'flex', gap: 1, maxWidth: 560, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
    >
      <TextField
        value={text}
        onChange={(event) => setText(event.target.value)}
        label={t('search.field')}
        placeholder={t('search.placeholder')}
        type="search"
        fullWidth
        sx={{ bgcolor: 'background.paper', borderRadius: 1 }}
        slotProps={{ htmlInput: { 'data-testid': 'search-input', enterKeyHint: 'search' } }}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        startIcon={<SearchIcon aria-hidden />}
        sx={{ flexShrink: 0, width: { xs: '100%', sm: 'auto' } }}
      >
        {t('search.submit')}
      </Button>
    </Box>
  );
}
