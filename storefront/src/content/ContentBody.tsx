import Box from '@mui/material/Box';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Staff's text as the server rendered it: HTML it has already sanitized (no script, no
 * handler). Links within the site move through the router instead of reloading the page.
 */
export function ContentBody({ html, testId }: { html: string; testId?: string }) {
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!link || !href || link.target === '_blank' || event.metaKey || event.ctrlKey) return;
    if (!href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    void navigate(href);
  };
  return (
    <Box
      data-testid={testId}
      onClick={follow}
      sx={(theme) => ({
        ...theme.typography.body1,
        lineHeight: 1.7,
        overflowWrap: 'anywhere',
        '& h2': { ...theme.typography.h5, fontWeight: 600, mt: 4, mb: 1.5 },
        '& h3': { ...theme.typography.h6, mt: 3, mb: 1 },
        '& h4': { ...theme.typography.subtitle1, fontWeight: 600, mt: 2, mb: 1 },
        '& p': { my: 1.5 },
        '& ul, & ol': { pl: 3, my: 1.5 },
        '& li': { my: 0.5 },
        '& a': { color: 'primary.main', textUnderlineOffset: '0.2em' },
        '& img': { maxWidth: '100%', height: 'auto', borderRadius: 2, my: 2, display: 'block' },
        '& blockquote': {
          borderLeft: 4,
          borderColor: 'divider',
          m: 0,
          my: 2,
          pl: 2,
          color: 'text.secondary',
        },
        '& table': {
          borderCollapse: 'collapse',
          width: '100%',
          my: 2,
          display: 'block',
          overflowX: 'auto',
        },
        '& th, & td': { border: 1, borderColor: 'divider', p: 1, textAlign: 'left' },
        '& hr': { border: 0, borderTop: 1, borderColor: 'divider', my: 3 },
        '& code': { fontFamily: 'monospace', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 },
      })}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
