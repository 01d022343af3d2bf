import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Show, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { LANGUAGES, type Language } from '../../../common/i18n';
import { PreviewPane } from './MarkdownInput';
import { VersionHistory } from './VersionHistory';
import { isLegal, specOf, type ContentItem } from './types';

const PREFIX = 'backoffice.content';

/** One line of the item's own fields: its label and value, or nothing when empty. */
function Fact({ label, value }: { label: string; value: string | number | null | undefined }) {
  const translate = useTranslate();
  if (value === null || value === undefined || value === '') return null;
  return (
    <Typography variant="body2">
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {translate(`${PREFIX}.fields.${label}`)}:
      </Box>{' '}
      {value}
    </Typography>
  );
}

function Translation({ item, language }: { item: ContentItem; language: Language }) {
  const translate = useTranslate();
  const text = item.translations[language];
  if (!text) {
    return (
      <Typography color="text.secondary">
        {translate(`${PREFIX}.translation.missing`, {
          language: translate(`backoffice.languages.${language}`),
        })}
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="h6" component="h2">
        {text.title}
      </Typography>
      <Fact label="status" value={translate(`${PREFIX}.statuses.${text.status}`)} />
      <Fact label="summary" value={text.summary} />
      <Fact label="tags" value={text.tags.join(', ')} />
      <PreviewPane body={text.body} region={item.region} />
    </Box>
  );
}

function ContentDetails() {
  const translate = useTranslate();
  const item = useRecordContext<ContentItem>();
  const spec = specOf(useResourceContext());
  const [tab, setTab] = useState<string>('es');
  if (!item) return null;
  const legal = isLegal(spec, item.slug);
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2 }} data-testid="content-show">
      <Box>
        <Fact label="slug" value={item.slug} />
        <Fact label="region" value={translate(`${PREFIX}.regions.${item.region}`)} />
        <Fact label="version" value={item.version} />
        <Fact label="effectiveOn" value={item.effectiveOn} />
        <Fact label="author" value={item.author} />
        <Fact label="link" value={item.link} />
      </Box>
      <Tabs value={tab} onChange={(_, next: string) => setTab(next)}>
        {LANGUAGES.map((language) => (
          <Tab
            key={language}
            value={language}
            label={translate(`backoffice.languages.${language}`)}
          />
        ))}
        {legal ? <Tab value="history" label={translate(`${PREFIX}.history.tab`)} /> : null}
      </Tabs>
      {tab === 'history' ? (
        <VersionHistory itemId={item.id} />
      ) : (
        <Translation item={item} language={tab as Language} />
      )}
    </Box>
  );
}

/** An item as support staff read it: its fields, each translation rendered, a legal page's history. */
export const ContentShow = () => (
  <Show<ContentItem>>
    <ContentDetails />
  </Show>
);
