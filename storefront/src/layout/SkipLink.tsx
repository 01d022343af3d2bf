import { useT } from '../i18n/use-t';
import styles from './SkipLink.module.css';
import { linkClass } from '../ui';

/** Lets keyboard users jump past the header; visible only while it has focus. */
export function SkipLink({ targetId }: { targetId: string }) {
  const t = useT();
  return (
    <a
      className={`${linkClass} ${styles.skip}`}
      href={`#${targetId}`}
      onClick={(event) => {
        // A hash change would go through the router and count as a navigation.
        event.preventDefault();
        document.getElementById(targetId)?.focus();
      }}
    >
      {t('header.skipToContent')}
    </a>
  );
}
