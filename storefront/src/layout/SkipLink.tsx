import Link from '@mui/material/Link';
import { useT } from '../i18n/use-t';

/** Lets keyboard users jump past the header; visible only while it has focus. */
export function SkipLink({ targetId }: { targetId: string }) {
  const t = useT();
  return (
    <Link
      href={`#${targetId}`}
      onClick={(event) => {
        // A hash change would go through the router and count as a navigation.
        event.preventDefault();
        document.getElementById(targetId)?.focus();
      }}
      sx={{
        position: 'absolute',
        insetInlineStart: 8,
        top: -100,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        p: 1.5,
        bgcolor: 'background.paper',
        borderRadius: 1,
        boxShadow: 3,
        '&:focus': { top: 8 },
      }}
    >
      {t('header.skipToContent')}
    </Link>
  );
}
