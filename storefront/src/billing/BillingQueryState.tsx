import type { ComponentProps } from 'react';
import { useT } from '../i18n/use-t';
import { QueryState } from '../layout/QueryState';

/** The billing sections whose texts have a `loadFailed` and a `loading`. */
type Section = 'history' | 'mySubscription' | 'paymentAccount' | 'plans';

type BillingQueryStateProps<D> = Omit<
  ComponentProps<typeof QueryState<D>>,
  'failed' | 'retryLabel' | 'loadingLabel'
> & { section: Section };

/** `QueryState` with the words of a billing section for "could not load" and "loading". */
export function BillingQueryState<D>({ section, ...props }: BillingQueryStateProps<D>) {
  const t = useT();
  return (
    <QueryState
      {...props}
      failed={t(`billing.${section}.loadFailed`)}
      retryLabel={t('billing.retry')}
      loadingLabel={t(`billing.${section}.loading`)}
    />
  );
}
