import { useMemo } from 'react';
import { LANGUAGE_TAGS } from '../../../common/i18n';
import { useLanguage } from '../i18n/use-language';

const STEPS: { unit: Intl.RelativeTimeFormatUnit; seconds: number }[] = [
  { unit: 'year', seconds: 365 * 86_400 },
  { unit: 'month', seconds: 30 * 86_400 },
  { unit: 'week', seconds: 7 * 86_400 },
  { unit: 'day', seconds: 86_400 },
  { unit: 'hour', seconds: 3_600 },
  { unit: 'minute', seconds: 60 },
];

/**
 * A notice's time in the interface language: how long ago ("hace 5 minutos", "ayer", "agora")
 * for the eye, and the full date and time for a tooltip and the `<time>` element.
 */
export function useNoticeTime() {
  const { language } = useLanguage();
  return useMemo(() => {
    const tag = LANGUAGE_TAGS[language];
    const relative = new Intl.RelativeTimeFormat(tag, { numeric: 'auto' });
    const full = new Intl.DateTimeFormat(tag, {
      dateStyle: 'long',
      timeStyle: 'short',
      hourCycle: 'h23',
    });
    return {
      ago: (iso: string, now = Date.now()) => {
        const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
        const step = STEPS.find(({ seconds: size }) => Math.abs(seconds) >= size);
        if (!step) return relative.format(0, 'second');
        return relative.format(Math.trunc(seconds / step.seconds), step.unit);
      },
      full: (iso: string) => full.format(new Date(iso)),
    };
  }, [language]);
}
