import { cancellationReasonSchema, helpReasonSchema } from '../../../common/schemas/jobs';
import { CreatePage, EditPage } from '../components/FormPages';
import { ReasonInputs } from './ReasonForm';
import { reasonUsage, toReasonBody, type CancellationReason } from './types';

const schemaOf = (withAppliesTo: boolean) =>
  withAppliesTo ? cancellationReasonSchema : helpReasonSchema;

/** Cancellation reasons also say whom they are for (`withAppliesTo`). */
export const ReasonEdit = ({ withAppliesTo }: { withAppliesTo: boolean }) => (
  <EditPage<CancellationReason>
    transform={toReasonBody(withAppliesTo)}
    schema={schemaOf(withAppliesTo)}
    usage={reasonUsage}
  >
    <ReasonInputs withAppliesTo={withAppliesTo} />
  </EditPage>
);

export const ReasonCreate = ({ withAppliesTo }: { withAppliesTo: boolean }) => (
  <CreatePage<CancellationReason>
    transform={toReasonBody(withAppliesTo)}
    schema={schemaOf(withAppliesTo)}
    defaultValues={{ enabled: true, position: 0, ...(withAppliesTo ? { appliesTo: 'both' } : {}) }}
  >
    <ReasonInputs withAppliesTo={withAppliesTo} />
  </CreatePage>
);
