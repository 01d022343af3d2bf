import {
  Show,
  SimpleShowLayout,
  TabbedShowLayout,
  TabbedShowLayoutTabs,
  TextField,
} from 'react-admin';
import { FlagField, TopicField } from './fields';
import { TemplatePreview } from './TemplatePreview';
import { PREVIEW_LANGUAGES } from './types';

/**
 * One kind of notice: its topic and flags, then a tab per language with what the recipient
 * gets, rendered by the server with sample data. Read-only for every staff member: the texts
 * live in the product's catalogues, not here.
 */
export const TemplateShow = () => (
  <Show actions={false}>
    {/* Side by side where they fit; a long kind's name would push a phone's page sideways. */}
    <SimpleShowLayout direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 4 }}>
      <TextField source="id" label="resources.notification-templates.fields.id" />
      <TopicField label="resources.notification-templates.fields.topic" />
      <FlagField source="essential" label="resources.notification-templates.fields.essential" />
      <FlagField source="automated" label="resources.notification-templates.fields.automated" />
    </SimpleShowLayout>
    {/* Scrollable: the three language names do not fit side by side on a phone. */}
    <TabbedShowLayout tabs={<TabbedShowLayoutTabs variant="scrollable" scrollButtons="auto" />}>
      {PREVIEW_LANGUAGES.map((language, index) => (
        <TabbedShowLayout.Tab
          key={language}
          label={`backoffice.languages.${language}`}
          // The first language is the page's own address; the others have theirs.
          path={index === 0 ? undefined : language}
        >
          <TemplatePreview language={language} label={false} />
        </TabbedShowLayout.Tab>
      ))}
    </TabbedShowLayout>
  </Show>
);
