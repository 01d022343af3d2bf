import { rarePart } from '../navigation/lazy-part';

/** The lists' rare states, loaded when shown (`rarePart`), drawn with the kit. */
export const LoadFailedAlert = rarePart(() =>
  import('./LoadFailedAlert').then((m) => m.LoadFailedAlert),
);
export const LoadMoreButton = rarePart(() =>
  import('./LoadMoreButton').then((m) => m.LoadMoreButton),
);
/** The kit's alert, for an empty list or an error under a list. */
export const Alert = rarePart(() => import('../ui/Alert').then((m) => m.Alert));
