import { useState } from 'react';
import { FormAlert } from '../forms/FormAlert';
import { generalErrorText } from '../forms/server-errors';
import { useT } from '../i18n/use-t';
import type { Address } from '../session/user';
import { AddressDialog } from './AddressDialog';
import { SettingsLayout } from './SettingsLayout';
import { addressBody, useAddresses, useDeleteAddress, useSaveAddress } from './use-addresses';
import { Button, Card, CardActions, CardContent, Chip, ConfirmDialog, Skeleton, Text } from '../ui';
import AddIcon from 'plain-icon:Add';
import styles from './MyAddressPage.module.css';
import { FormErrorAlert } from '../forms/FormErrorAlert';
import { CardList } from '../layout/grids';

/** One line a person reads: street, neighbourhood, city, state, postal code, country. */
function addressLine(address: Address): string {
  return [
    address.domicile,
    address.neighborhood,
    address.city,
    address.state,
    address.postalCode,
    address.country,
  ]
    .filter(Boolean)
    .join(', ');
}

type Editing = { address: Address | null } | null;

function DeleteDialog({
  address,
  onClose,
  onDeleted,
}: {
  address: Address;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const t = useT();
  const remove = useDeleteAddress();
  const confirm = async () => {
    try {
      await remove.mutateAsync(address.id);
      onDeleted();
    } catch {
      // The error shows in the dialog; the visitor can retry or cancel.
    }
  };
  return (
    <ConfirmDialog
      destructive
      cancelLabel={t('forms.cancel')}
      title={t('addresses.deleteTitle')}
      text={addressLine(address)}
      confirmLabel={t('addresses.deleteConfirm')}
      busy={remove.isPending}
      alert={<FormErrorAlert error={remove.error} />}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}

function AddressCard({
  address,
  onEdit,
  onDelete,
}: {
  address: Address;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const t = useT();
  const makeDefault = useSaveAddress();
  const line = addressLine(address);
  return (
    <Card data-testid="address-card">
      <CardContent>
        <div className={styles.heading}>
          <Text variant="h3" className={styles.street}>
            {address.domicile}
          </Text>
          {address.isDefault && (
            <Chip size="small" variant="filled">
              {t('addresses.default')}
            </Chip>
          )}
        </div>
        <Text variant="body2" tone="secondary" className={styles.place}>
          {[address.neighborhood, address.city, address.state, address.postalCode, address.country]
            .filter(Boolean)
            .join(', ')}
        </Text>
        {makeDefault.isError && (
          <div className={styles.error}>
            <FormAlert>{generalErrorText(makeDefault.error, t)}</FormAlert>
          </div>
        )}
      </CardContent>
      <CardActions className={styles.actions}>
        <Button
          size="small"
          onClick={onEdit}
          aria-label={t('addresses.editLabel', { address: line })}
        >
          {t('addresses.edit')}
        </Button>
        <Button
          size="small"
          tone="error"
          onClick={onDelete}
          aria-label={t('addresses.deleteLabel', { address: line })}
        >
          {t('addresses.delete')}
        </Button>
        {!address.isDefault && (
          <Button
            size="small"
            onClick={() =>
              makeDefault.mutate({
                id: address.id,
                body: { ...addressBody(address), isDefault: true },
              })
            }
            loading={makeDefault.isPending}
            aria-label={t('addresses.makeDefaultLabel', { address: line })}
          >
            {t('addresses.makeDefault')}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}

/** `mi-direccion`: the user's addresses (spec points 2 and 3). */
export default function MyAddressPage() {
  const t = useT();
  const addresses = useAddresses();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [notice, setNotice] = useState<'saved' | 'deleted' | null>(null);
  const list = addresses.data ?? [];

  return (
    <SettingsLayout title={t('addresses.title')}>
      <Text tone="secondary" className={styles.intro}>
        {t('addresses.intro')}
      </Text>
      {notice && <FormAlert severity="success">{t(`addresses.${notice}`)}</FormAlert>}
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        onClick={() => {
          setNotice(null);
          setEditing({ address: null });
        }}
        className={styles.add}
      >
        {t('addresses.add')}
      </Button>

      {addresses.isPending && (
        <div aria-busy="true" aria-label={t('addresses.loading')} className={styles.loading}>
          <Skeleton variant="rounded" height={120} />
          <Skeleton variant="rounded" height={120} />
        </div>
      )}
      {addresses.isError && (
        <FormAlert
          action={
            <Button tone="inherit" size="small" onClick={() => void addresses.refetch()}>
              {t('addresses.retry')}
            </Button>
          }
        >
          {t('addresses.loadFailed')} {generalErrorText(addresses.error, t)}
        </FormAlert>
      )}
      {addresses.isSuccess && list.length === 0 && (
        <Text data-testid="addresses-empty">{t('addresses.empty')}</Text>
      )}
      {list.length > 0 && (
        <CardList label={t('addresses.listLabel')}>
          {list.map((address) => (
            <li key={address.id}>
              <AddressCard
                address={address}
                onEdit={() => {
                  setNotice(null);
                  setEditing({ address });
                }}
                onDelete={() => {
                  setNotice(null);
                  setDeleting(address);
                }}
              />
            </li>
          ))}
        </CardList>
      )}

      {editing && (
        <AddressDialog
          address={editing.address}
          first={list.length === 0}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setNotice('saved');
          }}
        />
      )}
      {deleting && (
        <DeleteDialog
          address={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            setNotice('deleted');
          }}
        />
      )}
    </SettingsLayout>
  );
}
