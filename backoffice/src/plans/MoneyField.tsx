import { useLocaleState, useRecordContext } from 'react-admin';
import { formatMoney } from './types';

/** Writes an amount in its currency the interface language's way. */
export const useMoney = () => {
  const [locale] = useLocaleState();
  return (amount: number, currency: string) => formatMoney(amount, currency, locale);
};

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
  const money = useMoney();
  if (!record) return null;
  const amount = record[source];
  const currency = currencyOf(record);
  if (typeof amount !== 'number' || !currency) return null;
  return <span>{money(amount, currency)}</span>;
};
