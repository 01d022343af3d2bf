import { useLocaleState, useRecordContext } from 'react-admin';
import { formatMoney } from './types';

/**
 * An amount of the record in the record's currency (`currency`, or `currencyOf` when the
 * currency sits elsewhere), formatted for the interface language. Empty when there is none.
 */
export const MoneyField = <T extends object>({
  source,
  currencyOf = (record) => (record as { currency?: string | null }).currency ?? null,
}: {
  source: keyof T & string;
  currencyOf?: (record: T) => string | null;
  /** Read by the table header and the show layout, not here. */
  label?: string;
  sortable?: boolean;
  textAlign?: 'left' | 'right';
}) => {
  const record = useRecordContext<T>();
  const [locale] = useLocaleState();
  if (!record) return null;
  const amount = record[source];
  const currency = currencyOf(record);
  if (typeof amount !== 'number' || !currency) return null;
  return <span>{formatMoney(amount, currency, locale)}</span>;
};
