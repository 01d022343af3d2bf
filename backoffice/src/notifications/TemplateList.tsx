import { TextField, useTranslate } from 'react-admin';
import { StaffList, joinLine } from '../components/StaffList';
import { TemplateFlagsField, TopicField } from './fields';
import type { NotificationTemplate } from './types';

/**
 * Every kind of notice the product sends, with its preference topic and whether it is essential
 * (it ignores preferences) or automated (premium's communication). A row opens its previews.
 * Nothing to sort or filter: there are a few dozen, and the API always answers all of them.
 */
export const TemplateList = () => {
  const translate = useTranslate();
  return (
    <StaffList<NotificationTemplate>
      // All of them on one page, in the order the API lists them: a job's notices, then the
      // agenda's, billing's and the account's.
      perPage={50}
      open="show"
      phone={{
        primaryText: (template) => template.id,
        secondaryText: (template) =>
          joinLine(
            translate(`backoffice.notification-templates.topics.${template.topic}`),
            template.essential && translate('backoffice.notification-templates.flags.essential'),
            template.automated && translate('backoffice.notification-templates.flags.automated'),
          ),
      }}
    >
      <TextField source="id" label="resources.notification-templates.fields.id" sortable={false} />
      <TopicField
        source="topic"
        label="resources.notification-templates.fields.topic"
        sortable={false}
      />
      <TemplateFlagsField label="resources.notification-templates.fields.flags" />
    </StaffList>
  );
};
