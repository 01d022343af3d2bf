import GavelIcon from '@mui/icons-material/Gavel';
import { useNotify, useRecordContext, useUpdate } from 'react-admin';
import { ReasonButton } from '../components/ReasonButton';
import { errorMessageOf } from '../http-client';
import { useIsAdmin } from '../permissions';
import { canResolve, type Job } from './types';

/**
 * Settles a disputed job as complete, for admins only and only while the job is in dispute.
 * The staff's reason dialog asks for confirmation and for the comment the client and the
 * prosker will read in the job's history. PUT /jobs/{id} with `{ action: 'resolve', comment }`;
 * the server moves the job by the status graph and answers with the job as it now is, history
 * included. A refusal (someone moved the job meanwhile) is shown as the server words it.
 */
export const ResolveDisputeButton = () => {
  const job = useRecordContext<Job>();
  const isAdmin = useIsAdmin();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<Job>();

  if (!job || !isAdmin || !canResolve(job)) return null;
  const texts = { id: job.id, title: job.title };
  return (
    <ReasonButton
      label="backoffice.jobs.resolve.button"
      icon={GavelIcon}
      color="warning"
      messages={{
        title: 'backoffice.jobs.resolve.title',
        content: 'backoffice.jobs.resolve.content',
        reason: 'backoffice.jobs.resolve.comment',
        reasonHelp: 'backoffice.jobs.resolve.commentHelp',
        confirm: 'backoffice.jobs.resolve.confirm',
      }}
      texts={texts}
      isPending={isPending}
      onConfirm={(comment, done) =>
        update(
          'jobs',
          { id: job.id, data: { action: 'resolve', comment } as never, previousData: job },
          {
            onSuccess: () => {
              notify('backoffice.jobs.resolve.done', { messageArgs: texts, type: 'success' });
              done();
            },
            onError: (error) => notify(errorMessageOf(error), { type: 'error' }),
          },
        )
      }
    />
  );
};
