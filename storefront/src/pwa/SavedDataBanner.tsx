import CloudOffIcon from '@mui/icons-material/CloudOff';
import { LANGUAGE_TAGS } from '../../../common/i18n';
import { FormAlert } from '../forms/FormAlert';
import { useLanguage } from '../i18n/use-language';

/** When kept data was saved, as "jueves, 26 de noviembre" and "14:30" in the interface language. */
export function useSavedAtText(): (savedAt: number) => { date: string; time: string } {
  const { language } = useLanguage();
  const tag = LANGUAGE_TAGS[language];
  return (savedAt) => ({
    date: new Intl.DateTimeFormat(tag, { weekday: 'long', day: 'numeric', month: 'long' }).format(
      savedAt,
    ),
    time: new Intl.DateTimeFormat(tag, {
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
    }).format(savedAt),
  });
}

/**
 * Above data the service worker gave from its saved copies (offline): says it is a saved copy
 * and from when. Nothing for fresh data (`savedAt` null).
 */
export function SavedDataBanner({
  savedAt,
  text,
  testId = 'saved-data-banner',
}: {
  savedAt: number | null | undefined;
  text: (when: { date: string; time: string }) => string;
  testId?: string;
}) {
  const format = useSavedAtText();
  if (savedAt === null || savedAt === undefined) return null;
  return (
    <FormAlert
      severity="info"
      reveal={false}
      icon={<CloudOffIcon aria-hidden />}
      data-testid={testId}
    >
      {text(format(savedAt))}
    </FormAlert>
  );
}
