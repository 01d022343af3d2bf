import { useState, type MouseEvent } from 'react';
import { Button, IconButton, Menu, MenuItem, useMediaQuery, type Theme } from '@mui/material';
import LanguageIcon from '@mui/icons-material/Translate';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useLocaleState, useLocales, useTranslate } from 'react-admin';
import { LANGUAGE_TAGS, isLanguage } from '../../../common/i18n';

/**
 * The interface-language chooser. Unlike react-admin's LocalesMenuButton it has an accessible
 * name, and on a phone it shrinks to an icon so the page title keeps its room in the app bar.
 */
export const LanguageMenu = ({ compactOnPhone = false }: { compactOnPhone?: boolean }) => {
  const translate = useTranslate();
  const languages = useLocales();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const label = translate('backoffice.language');
  const current = languages.find((language) => language.locale === locale)?.name ?? locale;
  const open = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);

  return (
    <>
      {compactOnPhone && isPhone ? (
        <IconButton color="inherit" aria-label={label} aria-haspopup="menu" onClick={open}>
          <LanguageIcon />
        </IconButton>
      ) : (
        <Button
          color="inherit"
          aria-label={`${label}: ${current}`}
          aria-haspopup="menu"
          startIcon={<LanguageIcon />}
          endIcon={<ExpandMoreIcon fontSize="small" />}
          onClick={open}
        >
          {current}
        </Button>
      )}
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {languages.map((language) => (
          <MenuItem
            key={language.locale}
            lang={isLanguage(language.locale) ? LANGUAGE_TAGS[language.locale] : undefined}
            selected={language.locale === locale}
            onClick={() => {
              setLocale(language.locale);
              setAnchor(null);
            }}
          >
            {language.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
