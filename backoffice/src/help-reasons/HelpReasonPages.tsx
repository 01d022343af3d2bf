import { ReasonList } from '../cancellation-reasons/ReasonList';
import { ReasonCreate, ReasonEdit } from '../cancellation-reasons/ReasonPages';

/** Dispute reasons are the client's alone, so they have no "for whom". */
export const HelpReasonList = () => <ReasonList withAppliesTo={false} />;
export const HelpReasonCreate = () => <ReasonCreate withAppliesTo={false} />;
export const HelpReasonEdit = () => <ReasonEdit withAppliesTo={false} />;
