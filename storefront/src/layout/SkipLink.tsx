import { useT } from '../i18n/use-t';
import styles from './SkipLink.module.css';
import surfaces from './surfaces.module.css';

/** Lets keyboard users jump past the header; visible only while it has focus. */
export function SkipLink({ targetId }: { targetId: string }) {
  const t = useT();
  return (
    <a
      className={`${surfaces.link} ${styles.skip}`}
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
