import type { ReactNode } from 'react';
import { Box, Grid, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Language } from '../../../common/i18n';
import type { NotificationTemplate, TemplatePreview as Preview } from './types';

const PREFIX = 'backoffice.notification-templates.preview';

/** A titled part of the preview. */
const Part = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ mb: 2, minWidth: 0 }}>
      <Typography component="h3" variant="overline" color="text.secondary">
        {translate(`${PREFIX}.${title}`)}
      </Typography>
      {children}
    </Box>
  );
};

/** Text kept as written: line breaks included, long links wrapped. */
const Plain = ({ children, testId }: { children: string; testId: string }) => (
  <Box
    component="pre"
    data-testid={testId}
    sx={{
      m: 0,
      p: 1.5,
      borderRadius: 1,
      bgcolor: 'action.hover',
      fontFamily: 'monospace',
      fontSize: '0.8125rem',
      whiteSpace: 'pre-wrap',
      overflowWrap: 'anywhere',
    }}
  >
    {children}
  </Box>
);

/**
 * The e-mail as the recipient's mail app shows it. The HTML is a whole document from the
 * server: it goes into a frame of its own with every sandbox restriction (no scripts, no forms,
 * no same origin, no navigation of this page), never into the back office's own page.
 */
const EmailFrame = ({ html, title }: { html: string; title: string }) => (
  <Box
    component="iframe"
    title={title}
    sandbox=""
    srcDoc={html}
    referrerPolicy="no-referrer"
    data-testid="template-html"
    sx={{
      display: 'block',
      width: '100%',
      height: 640,
      border: 1,
      borderColor: 'divider',
      borderRadius: 1,
      // Mail is written for a white page, whatever the back office's theme.
      bgcolor: '#fff',
    }}
  />
);

/** The WhatsApp template: its name and language at Meta, the values it is sent with, its text. */
const WhatsAppTemplate = ({ whatsapp }: { whatsapp: Preview['whatsapp'] }) => {
  const translate = useTranslate();
  return (
    <Box data-testid="template-whatsapp">
      <Box
        component="dl"
        sx={{
          m: 0,
          mb: 1,
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: 2,
          rowGap: 0.5,
          '& dt': { color: 'text.secondary', fontSize: '0.8125rem' },
          '& dd': {
            m: 0,
            fontFamily: 'monospace',
            fontSize: '0.8125rem',
            overflowWrap: 'anywhere',
          },
        }}
      >
        <dt>{translate(`${PREFIX}.whatsappName`)}</dt>
        <dd data-testid="template-whatsapp-name">{whatsapp.name}</dd>
        <dt>{translate(`${PREFIX}.whatsappLanguage`)}</dt>
        <dd data-testid="template-whatsapp-language">{whatsapp.language}</dd>
        <dt>{translate(`${PREFIX}.whatsappParameters`)}</dt>
        <dd>
          {whatsapp.parameters.length === 0 ? (
            translate(`${PREFIX}.noParameters`)
          ) : (
            <Box component="ol" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
              {whatsapp.parameters.map((parameter, index) => (
                // Parameters are positional: {{1}}, {{2}}… in the template's text.
                <li key={index}>
                  {`{{${index + 1}}}`} = {parameter}
                </li>
              ))}
            </Box>
          )}
        </dd>
      </Box>
      <Box
        data-testid="template-whatsapp-text"
        sx={{
          p: 1.5,
          maxWidth: 420,
          borderRadius: 2,
          // A received WhatsApp message, as the phone shows it, whatever the back office's theme.
          bgcolor: '#e7fce3',
          color: '#111b21',
          boxShadow: 1,
          fontSize: '0.875rem',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {whatsapp.text}
      </Box>
    </Box>
  );
};

/**
 * One language's preview of the template, rendered by the server with sample data: the
 * subject, the HTML e-mail, its plain-text part and the WhatsApp template.
 */
export const TemplatePreview = ({
  language,
}: {
  language: Language;
  /** Not labelled: the tab says the language. */
  label?: false;
}) => {
  const template = useRecordContext<NotificationTemplate>();
  const translate = useTranslate();
  const preview = template?.previews?.[language];
  if (!template || !preview) return null;
  const languageName = translate(`backoffice.languages.${language}`);
  const whatsapp = (
    <Part title="whatsapp">
      <WhatsAppTemplate whatsapp={preview.whatsapp} />
    </Part>
  );
  return (
    <Box data-testid={`template-preview-${language}`} lang={language === 'br' ? 'pt-BR' : language}>
      {preview.html === null ? (
        // Sent by WhatsApp only (the code confirming a number): nothing else to show.
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="template-whatsapp-only">
            {translate(`${PREFIX}.whatsappOnly`)}
          </Typography>
          {whatsapp}
        </>
      ) : (
        <>
          <Part title="subject">
            <Typography variant="h6" component="p" data-testid="template-subject">
              {preview.subject}
            </Typography>
          </Part>
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, lg: 7 }}>
              <Part title="html">
                <EmailFrame
                  html={preview.html}
                  title={translate(`${PREFIX}.htmlFrame`, {
                    kind: template.id,
                    language: languageName,
                  })}
                />
              </Part>
            </Grid>
            <Grid size={{ xs: 12, lg: 5 }}>
              <Part title="text">
                <Plain testId="template-text">{preview.text ?? ''}</Plain>
              </Part>
              {whatsapp}
            </Grid>
          </Grid>
        </>
      )}
    </Box>
  );
};
