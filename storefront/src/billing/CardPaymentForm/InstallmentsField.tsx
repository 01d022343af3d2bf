import type { Control } from 'react-hook-form';
import type { Currency } from '../../../../common/billing';
import type { CardContext } from '../../../../common/schemas/billing';
import { SelectField } from '../../forms/SelectField';
import { useT } from '../../i18n/use-t';
import type { StorefrontKey } from '../../i18n/use-t';
import { useFormat } from '../../i18n/format';
import type { PayerCost } from '../mercado-pago';
import type { CardValues } from './values';

type Translate = (key: StorefrontKey, values?: Record<string, string | number>) => string;

function installmentLabel(
  cost: PayerCost,
  currency: Currency,
  t: Translate,
  money: ReturnType<typeof useFormat>['money'],
): string {
  const amount = money(cost.installment_amount, currency);
  if (cost.installments === 1) return t('billing.card.installmentSingle', { amount });
  const label = t('billing.card.installmentMany', {
    count: cost.installments,
    amount,
    total: money(cost.total_amount, currency),
  });
  return cost.installment_rate === 0 ? `${label} ${t('billing.card.interestFree')}` : label;
}

/** The installment plans Mercado Pago offers for this card and amount (one payment until known). */
export function InstallmentsField({
  control,
  amount,
  currency,
  costs,
  help,
}: {
  control: Control<CardValues, CardContext>;
  amount: number;
  currency: Currency;
  costs: PayerCost[];
  help: string | undefined;
}) {
  const t = useT();
  const { money } = useFormat();
  return (
    <SelectField
      control={control}
      name="installments"
      label={t('billing.card.installments')}
      options={
        costs.length === 0
          ? [
              {
                value: '1',
                label: t('billing.card.installmentSingle', { amount: money(amount, currency) }),
              },
            ]
          : costs.map((cost) => ({
              value: String(cost.installments),
              label: installmentLabel(cost, currency, t, money),
            }))
      }
      helperText={help}
      disabled={costs.length === 0}
    />
  );
}
