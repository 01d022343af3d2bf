import { ReasonList } from './ReasonList';
import { ReasonCreate, ReasonEdit } from './ReasonPages';

/** Cancellation reasons say whom they are for: the prosker, the client or both. */
export const CancellationReasonList = () => <ReasonList withAppliesTo />;
export const CancellationReasonCreate = () => <ReasonCreate withAppliesTo />;
export const CancellationReasonEdit = () => <ReasonEdit withAppliesTo />;
