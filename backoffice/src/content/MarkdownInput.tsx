import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import { Alert, Box, CircularProgress, TextField, Typography } from '@mui/material';
import { Button, useDataProvider, useInput, useNotify, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { BackofficeDataProvider } from '../data-provider';
import { errorMessageOf } from '../http-client';

/** How long typing must pause before the preview is asked for again. */
const PREVIEW_DELAY_MS = 400;
const PREFIX = 'backoffice.content.editor';

/**
 * The body as readers will get it: POST /content-preview renders the Markdown on the server
 * (the storefront's renderer, sanitized: no script, no handler), `PREVIEW_DELAY_MS` after the
 * last keystroke. Answers null until the first preview arrives.
 */
function usePreview(body: string, region: string) {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const [html, setHtml] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    const timer = window.setTimeout(() => {
      dataProvider
        .postJson<{ html: string }>('content-preview', {
          body,
          region: region === 'br' ? 'br' : 'uy',
        })
        .then((answer) => {
          if (!current) return;
          setHtml(answer.html);
          setFailed(false);
        })
        .catch(() => {
          if (current) setFailed(true);
        });
    }, PREVIEW_DELAY_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [body, region, dataProvider]);
  return { html, failed };
}

/** An image's file name as its first alt text, for staff to reword. */
const altOf = (file: File) =>
  file.name
    .replace(/\.[^.]+$/, '')
    .replace(/[[\]\n\r]/g, ' ')
    .trim();

/**
 * A Markdown body with its live preview beside it (below, on narrow screens), and a button that
 * uploads an image (POST /content-images) and writes `![alt](url)` where the cursor was.
 * The preview's HTML comes sanitized from the server and is the only HTML staff content puts
 * in this page.
 */
/** The body as readers get it, rendered by the server: beside the editor, and on its own page. */
export function PreviewPane({ body, region }: { body: string; region: string }) {
  const translate = useTranslate();
  const { html, failed } = usePreview(body, region);
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="h3" variant="overline" color="text.secondary">
        {translate(`${PREFIX}.preview`)}
      </Typography>
      {failed ? <Alert severity="warning">{translate(`${PREFIX}.previewFailed`)}</Alert> : null}
      <Box
        data-testid="markdown-preview"
        aria-live="polite"
        sx={{
          p: 2,
          minHeight: 320,
          maxHeight: 720,
          overflow: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          lineHeight: 1.6,
          overflowWrap: 'anywhere',
          '& img': { maxWidth: '100%', height: 'auto' },
          '& h1, & h2, & h3': { lineHeight: 1.25, mt: 2, mb: 1 },
          '& h1:first-of-type, & h2:first-of-type': { mt: 0 },
          '& pre': { p: 1, bgcolor: 'action.hover', overflow: 'auto', borderRadius: 1 },
          '& code': { fontFamily: 'monospace', fontSize: '0.875em' },
          '& blockquote': {
            m: 0,
            pl: 2,
            borderLeft: 4,
            borderColor: 'divider',
            color: 'text.secondary',
          },
          '& table': { borderCollapse: 'collapse' },
          '& th, & td': { border: 1, borderColor: 'divider', px: 1 },
        }}
      >
        {html === null ? (
          <Typography variant="body2" color="text.secondary">
            {translate(`${PREFIX}.previewLoading`)}
          </Typography>
        ) : html ? (
          // Sanitized by the server's renderer (server/modules/content/markdown.ts).
          <Box dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate(`${PREFIX}.previewEmpty`)}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

export const MarkdownInput = ({ source, label }: { source: string; label: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const { field, fieldState } = useInput({ source, defaultValue: '' });
  const region = useWatch({ name: 'region' }) as string | undefined;
  const value = typeof field.value === 'string' ? field.value : '';
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const fileInput = useRef<HTMLInputElement | null>(null);
  const [uploading, setUploading] = useState(false);

  const insertAtCursor = (snippet: string) => {
    const element = textarea.current;
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    const before = value.slice(0, start);
    const after = value.slice(end);
    // The image on a line of its own, as Markdown readers expect.
    const lead = before && !before.endsWith('\n') ? '\n\n' : '';
    const trail = after && !after.startsWith('\n') ? '\n\n' : '';
    const inserted = `${lead}${snippet}${trail}`;
    field.onChange(before + inserted + after);
    const caret = start + inserted.length;
    window.requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(caret, caret);
    });
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    try {
      const { url } = await dataProvider.uploadFile<{ url: string; width: number | null }>(
        'content-images',
        file,
      );
      insertAtCursor(`![${altOf(file) || translate(`${PREFIX}.imageAlt`)}](${url})`);
      notify(`${PREFIX}.imageInserted`, { type: 'success' });
    } catch (error) {
      notify(errorMessageOf(error), { type: 'error' });
    } finally {
      setUploading(false);
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Button
          label={`${PREFIX}.insertImage`}
          onClick={() => fileInput.current?.click()}
          disabled={uploading}
        >
          {uploading ? <CircularProgress size={16} /> : <AddPhotoAlternateIcon />}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept="image/png,image/jpeg,image/gif"
          hidden
          data-testid="content-image-file"
          onChange={(event) => void upload(event)}
        />
        <Typography variant="caption" color="text.secondary">
          {translate(`${PREFIX}.markdownHelp`)}
        </Typography>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' },
          gap: 2,
          alignItems: 'stretch',
        }}
      >
        <TextField
          {...field}
          value={value}
          inputRef={(element: HTMLTextAreaElement | null) => {
            textarea.current = element;
            field.ref(element);
          }}
          label={translate(label)}
          multiline
          minRows={16}
          maxRows={40}
          fullWidth
          error={fieldState.invalid}
          helperText={fieldState.error?.message ? translate(fieldState.error.message) : ' '}
          slotProps={{
            htmlInput: { 'data-testid': 'markdown-body', spellCheck: true },
          }}
          sx={{ '& textarea': { fontFamily: 'monospace', fontSize: '0.875rem' } }}
        />
        <PreviewPane body={value} region={region ?? 'all'} />
      </Box>
    </Box>
  );
};
