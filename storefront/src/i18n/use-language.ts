import { useCallback } from 'react';
import { DEFAULT_LANGUAGE, isLanguage } from '../../../common/i18n';
import type { Language } from '../../../common/i18n';
import { STORAGE_KEYS, writePreference } from '../preferences/storage';
import { useTexts } from './texts';

/** The interface language and a setter that also remembers the visitor's choice. */
export function useLanguage(): { language: Language; setLanguage: (language: Language) => void } {
  const { i18n } = useTexts();
  const current = i18n.resolvedLanguage ?? i18n.language;
  const language = isLanguage(current) ? current : DEFAULT_LANGUAGE;
  const setLanguage = useCallback(
    (next: Language) => {
      writePreference(STORAGE_KEYS.language, next);
      void i18n.changeLanguage(next);
    },
    [i18n],
  );
  return { language, setLanguage };
}
