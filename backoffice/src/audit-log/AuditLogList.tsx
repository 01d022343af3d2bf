import { Box } from '@mui/material';
import { FunctionField, Link, TextField, useTranslate } from 'react-admin';
import { isLanguage } from '../../../common/i18n';
import { LocaleDateField } from '../components/LocaleDateField';
import { CONTENT_RESOURCES } from '../content/types';
import { StaffList } from '../components/StaffList';
import { choiceFilter } from '../components/filters';
import { AUDITED_RESOURCES, actionParts, fieldChanges, type AuditEntry } from './types';

/**
 * The filter by kind of record, each named in the singular (a resource's name holds both forms,
 * which a choice would show as they are written).
 */
const useAuditFilters = () => {
  const translate = useTranslate();
  return [
    choiceFilter({
      source: 'targetType',
      choices: AUDITED_RESOURCES.map((resource) => ({
        id: resource,
        name: translate(`resources.${resource}.name`, { smart_count: 1, _: resource }),
      })),
      any: 'backoffice.users.anyValue',
      alwaysOn: true,
      minWidth: 220,
    }),
  ];
};

/** What was done, in words: the kind of record and the verb ("Category · edited"). */
const useActionName = () => {
  const translate = useTranslate();
  return (entry: AuditEntry) => {
    const { resource, verb } = actionParts(entry.action);
    const kind = translate(`resources.${resource}.name`, { smart_count: 1, _: resource });
    return `${kind} · ${translate(`backoffice.auditLog.verbs.${verb}`, { _: verb })}`;
  };
};

/** Fields whose values are codes, with where the catalogue words them. */
const CODED_VALUES: Record<string, string> = {
  state: 'backoffice.services.states',
  status: 'backoffice.conversation-reports.statuses',
};

/**
 * A value as staff read it: a dash for none, yes or no, a code in words, text as it is,
 * anything else as JSON.
 */
const useValueText = (resource?: string) => {
  const translate = useTranslate();
  return (value: unknown, field?: string) => {
    if (value === null || value === undefined || value === '') return '—';
    if (typeof value === 'boolean')
      return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
    // A language's field (`status.es`) is coded as the field itself.
    const name = field?.split('.')[0];
    const coded = name ? CODED_VALUES[name] : undefined;
    if (coded && typeof value === 'string') {
      // The record's own words for its states first (a subscription's, a text's).
      const isContent = (CONTENT_RESOURCES as readonly string[]).includes(resource ?? '');
      const own = `backoffice.${isContent ? 'content' : resource}.statuses.${value}`;
      return translate(own, { _: translate(`${coded}.${value}`, { _: value }) });
    }
    if (typeof value === 'string' || typeof value === 'number') return String(value);
    return JSON.stringify(value);
  };
};

/**
 * What changed, field by field, each named as the record's form names it: before → after (a
 * creation shows what it was made with, a deletion what was lost). Then what the action said
 * (a reason, an export's filter).
 */
const Changes = ({ entry }: { entry: AuditEntry }) => {
  const translate = useTranslate();
  const { resource } = actionParts(entry.action);
  const text = useValueText(resource);
  const details = Object.entries((entry.details ?? {}) as Record<string, unknown>);
  const fieldLabel = (field: string) =>
    translate(`resources.${resource}.fields.${field}`, {
      _: translate(`backoffice.auditLog.fields.${field}`, { _: field }),
    });
  /** A field of one language (`title.es`, a text's words) is named with its language. */
  const label = (field: string) => {
    const [name, language] = field.split('.');
    return language && isLanguage(language)
      ? `${fieldLabel(name)} (${translate(`backoffice.languages.${language}`)})`
      : fieldLabel(field);
  };
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        columnGap: 1.5,
        rowGap: 0.25,
        fontSize: '0.8125rem',
        '& dt': { color: 'text.secondary' },
        '& dd': { m: 0, wordBreak: 'break-word' },
        '& del': { color: 'error.main' },
        '& ins': { color: 'success.dark', textDecoration: 'none', fontWeight: 500 },
      }}
    >
      {fieldChanges(entry).map(({ field, before, after }) => (
        <Box key={field} sx={{ display: 'contents' }}>
          <dt>{label(field)}</dt>
          <dd>
            {entry.before ? <del>{text(before, field)}</del> : null}
            {entry.before && entry.after ? ' → ' : null}
            {entry.after ? <ins>{text(after, field)}</ins> : null}
          </dd>
        </Box>
      ))}
      {details.map(([field, value]) => (
        <Box key={`details-${field}`} sx={{ display: 'contents' }}>
          <dt>{label(field)}</dt>
          <dd>{text(value)}</dd>
        </Box>
      ))}
    </Box>
  );
};

/** Pages that show one record; the others open their edit page. */
const SHOWN = new Set([
  'users',
  'services',
  'jobs',
  'subscriptions',
  'contact-messages',
  'notification-deliveries',
]);

/** The record acted on, linked to its page, where staff go next. */
const Target = ({ entry }: { entry: AuditEntry }) => {
  const translate = useTranslate();
  if (entry.targetType === null || entry.targetId === null) return null;
  const type = entry.targetType === 'user' ? 'users' : entry.targetType;
  const kind = translate(`resources.${type}.name`, { smart_count: 1, _: type });
  const text = `${kind} #${entry.targetId}`;
  const path = `/${type}/${entry.targetId}${SHOWN.has(type) ? '/show' : ''}`;
  return <Link to={path}>{text}</Link>;
};

/** Read-only: entries are written by the server as staff act, and never change. */
export const AuditLogList = () => {
  const actionName = useActionName();
  const auditFilters = useAuditFilters();
  return (
    <StaffList<AuditEntry>
      filters={auditFilters}
      log
      // Nothing to create or export here; an actions toolbar would be an empty row.
      actions={false}
      open={false}
      phone={{
        primaryText: actionName,
        // One column on a phone: a right-hand date would run into long action names.
        secondaryText: (entry) => (
          <>
            <LocaleDateField source="createdAt" showTime variant="inherit" /> · {entry.staffEmail}
            <br />
            <Target entry={entry} />
            <Changes entry={entry} />
          </>
        ),
      }}
      tableSx={{ '& .MuiTableCell-root': { px: 1, verticalAlign: 'top' } }}
    >
      <TextField source="id" />
      <LocaleDateField source="createdAt" showTime />
      <TextField source="staffEmail" sortable={false} />
      <FunctionField<AuditEntry>
        source="action"
        sortable={false}
        render={(entry) => actionName(entry)}
      />
      <FunctionField<AuditEntry>
        source="targetId"
        label="resources.audit-log.fields.target"
        sortable={false}
        render={(entry) => <Target entry={entry} />}
      />
      <FunctionField<AuditEntry>
        source="details"
        label="resources.audit-log.fields.changes"
        sortable={false}
        render={(entry) => <Changes entry={entry} />}
      />
    </StaffList>
  );
};
