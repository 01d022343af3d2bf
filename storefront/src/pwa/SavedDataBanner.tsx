import CloudOffIcon from 'plain-icon:CloudOff';
import { FormAlert } from '../forms/FormAlert';
import { useFormat } from '../i18n/format';

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
  // When the data was saved: "jueves, 26 de noviembre" and "14:30", on the region's clock.
  const { weekdayDayMonth, time } = useFormat();
  if (savedAt === null || savedAt === undefined) return null;
  return (
    <FormAlert
      severity="info"
      reveal={false}
      icon={<CloudOffIcon fontSize="inherit" />}
      data-testid={testId}
    >
      {text({ date: weekdayDayMonth(savedAt), time: time(savedAt) })}
    </FormAlert>
  );
}
