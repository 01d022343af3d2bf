/**
 * Where the work is done: one of the client's addresses (`/mi-direccion`), chosen by radio, or a
 * new one added there through the same dialog and chosen at once; with `none`, also "no address"
 * (remote work, or at the prosker's place). Used by the booking and by accepting an offer.
 */
import AddLocationAltOutlinedIcon from 'plain-icon:AddLocationAltOutlined';
import { useId, useState, type ReactNode, type Ref } from 'react';
import { addressLine } from '../../../common/bookings';
import { useT } from '../i18n/use-t';
import { LazyPart, lazyPart } from '../navigation/lazy-part';
import { useAddresses } from '../settings/use-addresses';
import { Button, Fieldset, Radio, RadioGroup, Skeleton, Text } from '../ui';
import { LoadError } from './parts';
import styles from './AddressChoice.module.css';

/** The new address's form (its fields' rules and messages) comes the first time it opens. */
const AddressDialog = lazyPart(() =>
  import('../settings/AddressDialog').then((m) => m.AddressDialog),
);

/** The value of the "no address" choice. */
export const NO_ADDRESS = 'none';

export function AddressChoice({
  value,
  onChange,
  error,
  inputRef,
  none,
  help,
}: {
  /** The chosen address id as text, `NO_ADDRESS`, or '' for none chosen yet. */
  value: string;
  onChange: (value: string) => void;
  /** The field's error, already in words. */
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** The words of a "no address" choice, when there is one. */
  none?: string;
  help: string;
}) {
  const t = useT();
  const addresses = useAddresses();
  const [adding, setAdding] = useState(false);
  const name = useId();
  const list = addresses.data ?? [];
  const content: ReactNode = (
    <>
      <Text variant="body2" tone="secondary" className={styles.help}>
        {help}
      </Text>
      {addresses.isPending && <Skeleton variant="rounded" height={56} />}
      {addresses.isError && <LoadError title={t('jobs.buy.addressesFailed')} query={addresses} />}
      {addresses.data && list.length === 0 && (
        <Text variant="body2" className={styles.help}>
          {t('jobs.buy.noAddresses')}
        </Text>
      )}
    </>
  );
  const add = (
    <div>
      <Button
        tone="primary"
        startIcon={<AddLocationAltOutlinedIcon />}
        onClick={() => setAdding(true)}
        className={styles.add}
      >
        {list.length === 0 ? t('jobs.buy.firstAddress') : t('jobs.buy.newAddress')}
      </Button>
      {adding && (
        <LazyPart>
          <AddressDialog
            address={null}
            first={list.length === 0}
            onClose={() => setAdding(false)}
            onSaved={(saved) => {
              setAdding(false);
              onChange(String(saved.id));
            }}
          />
        </LazyPart>
      )}
    </div>
  );
  const frame = {
    legend: t('jobs.buy.address'),
    required: true,
    error: Boolean(error),
    helperText: error,
  };
  // Without a choice yet (loading, or no address and no "none"), a group of no radio would be
  // an empty radio group: the same fieldset without the role.
  if (list.length === 0 && !none) {
    return (
      <>
        <Fieldset {...frame}>{content}</Fieldset>
        {add}
      </>
    );
  }
  return (
    <>
      <RadioGroup {...frame} name={name} value={value} onChange={onChange} testId="address-choice">
        {content}
        {list.map((address, index) => (
          <Radio
            key={address.id}
            value={String(address.id)}
            ref={index === 0 ? inputRef : undefined}
            label={addressLine(address)}
            className={styles.radio}
          />
        ))}
        {none && <Radio value={NO_ADDRESS} label={none} ref={list.length ? undefined : inputRef} />}
      </RadioGroup>
      {add}
    </>
  );
}
