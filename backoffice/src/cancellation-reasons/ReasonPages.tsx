import { CreatePage, EditPage } from '../components/FormPages';
import { ReasonInputs } from './ReasonForm';
import { reasonUsage, toReasonBody, type CancellationReason } from './types';

/** Cancellation reasons also say whom they are for (`withAppliesTo`). */
export const ReasonEdit = ({ withAppliesTo }: { withAppliesTo: boolean }) => (
  <EditPage<CancellationReason> transform={toReasonBody(withAppliesTo)} usage={reasonUsage}>
    <ReasonInputs withAppliesTo={withAppliesTo} />
  </EditPage>
);

export const ReasonCreate = ({ withAppliesTo }: { withAppliesTo: boolean }) => (
  <CreatePage<CancellationReason>
    transform={toReasonBody(withAppliesTo)}
    defaultValues={{ enabled: true, position: 0, ...(withAppliesTo ? { appliesTo: 'both' } : {}) }}
  >
    <ReasonInputs withAppliesTo={withAppliesTo} />
  </CreatePage>
);
