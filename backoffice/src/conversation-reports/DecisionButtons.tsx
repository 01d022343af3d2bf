import BlockIcon from '@mui/icons-material/Block';
import DoneIcon from '@mui/icons-material/Done';
import { Button, useNotify, useRecordContext, useUpdate } from 'react-admin';
import { ConfirmButton } from '../components/ConfirmButton';
import { ReasonButton } from '../components/ReasonButton';
import { errorMessageOf } from '../http-client';
import { useIsAdmin } from '../permissions';
import { DECISIONS, isOpen, type ConversationReport, type ReportDecision } from './types';

/** The catalogue's words for each decision: `backoffice.conversation-reports.{dismiss,ban}.*`. */
const TEXTS = { dismissed: 'dismiss', banned: 'ban' } as const;
const ICONS = { dismissed: DoneIcon, banned: BlockIcon };
const COLORS = { dismissed: 'primary', banned: 'error' } as const;

/**
 * One decision on a report, after a confirmation: a ban signs the reported user out everywhere,
 * so never on a stray click, and asks for the reason they will read. PUT
 * /conversation-reports/{id} with `{ status, reason }`; the server answers
 * with the report as it now is. A refusal (another admin decided meanwhile) is shown as the
 * server words it. Once the report is decided the button stays in view, disabled.
 */
const DecisionButton = ({
  report,
  decision,
}: {
  report: ConversationReport;
  decision: ReportDecision;
}) => {
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<ConversationReport>();
  const prefix = `backoffice.conversation-reports.${TEXTS[decision]}`;
  const Icon = ICONS[decision];
  if (!isOpen(report)) {
    return (
      <Button label={`${prefix}.button`} color={COLORS[decision]} disabled>
        <Icon />
      </Button>
    );
  }
  const texts = { id: report.id, name: report.reported.username };
  const decide = (data: { status: ReportDecision; reason?: string }, settled: () => void) =>
    update(
      'conversation-reports',
      { id: report.id, data, previousData: report },
      {
        onSuccess: () => {
          notify(`${prefix}.done`, { messageArgs: texts, type: 'success' });
          if (data.reason) settled();
        },
        onError: (error) => notify(errorMessageOf(error), { type: 'error' }),
        onSettled: () => {
          if (!data.reason) settled();
        },
      },
    );
  if (decision === 'banned') {
    // A ban says why: the banned user reads the reason.
    return (
      <ReasonButton
        label={`${prefix}.button`}
        icon={Icon}
        color={COLORS[decision]}
        messages={{
          title: `${prefix}.title`,
          content: `${prefix}.content`,
          reason: 'backoffice.users.ban.reason',
          reasonHelp: 'backoffice.users.ban.reasonHelp',
          confirm: `${prefix}.confirm`,
        }}
        texts={texts}
        isPending={isPending}
        onConfirm={(reason, done) => decide({ status: decision, reason }, done)}
      />
    );
  }
  return (
    <ConfirmButton
      label={`${prefix}.button`}
      icon={Icon}
      color={COLORS[decision]}
      messages={{
        title: `${prefix}.title`,
        content: `${prefix}.content`,
        confirm: `${prefix}.confirm`,
      }}
      texts={texts}
      confirmColor="primary"
      isPending={isPending}
      onConfirm={(close) => decide({ status: decision }, close)}
    />
  );
};

/** Dismiss the report or ban the reported user; admins only, and only while it is open. */
export const DecisionButtons = () => {
  const report = useRecordContext<ConversationReport>();
  const isAdmin = useIsAdmin();
  if (!report || !isAdmin) return null;
  return (
    <>
      {DECISIONS.map((decision) => (
        <DecisionButton key={decision} report={report} decision={decision} />
      ))}
    </>
  );
};
