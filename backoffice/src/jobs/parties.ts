import { usePartyLabel } from '../components/party-name';
import type { Job } from './types';

/** A job's prosker and client as staff read them ("Cliente de Prosk" once an account closed). */
export function useParties() {
  const label = usePartyLabel();
  return {
    prosker: (job: Job) =>
      label(
        { name: job.proskerName, username: job.proskerUsername, email: job.proskerEmail },
        'prosker',
      ),
    client: (job: Job) =>
      label(
        { name: job.clientName, username: job.clientUsername, email: job.clientEmail },
        'client',
      ),
  };
}
