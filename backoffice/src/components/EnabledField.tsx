import { useRecordContext } from 'react-admin';
import { WordChip } from './WordChip';

/** Where the words for enabled and disabled are: billing's (plans, coupons, reasons) or the catalogue's. */
export type EnabledTexts = 'backoffice.billing.status' | 'backoffice.catalogue.status';

/**
 * Enabled or disabled as a word, like the users' suspensions: both states matter (a disabled
 * record is no longer offered), so both are shown.
 */
export const EnabledField = ({
  texts = 'backoffice.billing.status',
}: {
  texts?: EnabledTexts;
  /** Read by the table header and the show layout, not here. */
  label?: string;
}) => {
  const record = useRecordContext<{ enabled: boolean }>();
  if (!record) return null;
  return record.enabled ? (
    <WordChip word={`${texts}.enabled`} color="success" variant="outlined" />
  ) : (
    <WordChip word={`${texts}.disabled`} />
  );
};
