import { Create, Edit, SaveButton, Toolbar } from 'react-admin';
import { DeleteIfUnusedButton } from '../components/DeleteIfUnusedButton';
import { ReasonForm } from './ReasonForm';
import {
  reasonInUse,
  reasonName,
  toReasonBody,
  type CancellationReason,
  type Reason,
} from './types';

/** Save, and on the far side delete, offered only while no job gave the reason. */
const ReasonEditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteIfUnusedButton<Reason> inUse={reasonInUse} name={reasonName} redirectToList />
  </Toolbar>
);

/**
 * Admins only (App.tsx). Pessimistic, so that the server's validation messages come back onto
 * the form. Cancellation reasons also say whom they are for (`withAppliesTo`).
 */
export const ReasonEdit = ({ withAppliesTo }: { withAppliesTo: boolean }) => (
  <Edit<CancellationReason>
    mutationMode="pessimistic"
    redirect="list"
    transform={toReasonBody(withAppliesTo)}
  >
    <ReasonForm withAppliesTo={withAppliesTo} notice toolbar={<ReasonEditToolbar />} />
  </Edit>
);

/** Admins only (App.tsx). Back to the list afterwards, where the new reason shows in order. */
export const ReasonCreate = ({ withAppliesTo }: { withAppliesTo: boolean }) => (
  <Create<CancellationReason> redirect="list" transform={toReasonBody(withAppliesTo)}>
    <ReasonForm
      withAppliesTo={withAppliesTo}
      defaultValues={{
        enabled: true,
        position: 0,
        ...(withAppliesTo ? { appliesTo: 'both' } : {}),
      }}
    />
  </Create>
);
