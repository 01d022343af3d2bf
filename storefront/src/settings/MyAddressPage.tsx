import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useState } from 'react';
import { FormAlert } from '../forms/FormAlert';
import { generalErrorText } from '../forms/server-errors';
import { useT } from '../i18n/use-t';
import type { Address } from '../session/user';
import { AddressDialog } from './AddressDialog';
import { SettingsLayout } from './SettingsLayout';
import { addressBody, useAddresses, useDeleteAddress, useSaveAddress } from './use-addresses';
import { ConfirmDialog } from '../ui';
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
    <Card variant="outlined" data-testid="address-card" sx={{ height: '100%' }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 1 }}>
          <Typography variant="h3" component="h3" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
            {address.domicile}
          </Typography>
          {address.isDefault && (
            <Chip size="small" color="primary" label={t('addresses.default')} />
          )}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {[address.neighborhood, address.city, address.state, address.postalCode, address.country]
            .filter(Boolean)
            .join(', ')}
        </Typography>
        {makeDefault.isError && (
          <FormAlert sx={{ mt: 2, mb: 0 }}>{generalErrorText(makeDefault.error, t)}</FormAlert>
        )}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 0.5, px: 2, pb: 2 }}>
        <Button
          size="small"
          onClick={onEdit}
          aria-label={t('addresses.editLabel', { address: line })}
        >
          {t('addresses.edit')}
        </Button>
        <Button
          size="small"
          color="error"
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
            disabled={makeDefault.isPending}
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
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('addresses.intro')}
      </Typography>
      {notice && <FormAlert severity="success">{t(`addresses.${notice}`)}</FormAlert>}
      <Button
        variant="contained"
        startIcon={<AddIcon aria-hidden />}
        onClick={() => {
          setNotice(null);
          setEditing({ address: null });
        }}
        sx={{ mb: 3 }}
      >
        {t('addresses.add')}
      </Button>

      {addresses.isPending && (
        <Box aria-busy="true" aria-label={t('addresses.loading')}>
          <Skeleton variant="rounded" height={120} sx={{ mb: 2 }} />
          <Skeleton variant="rounded" height={120} />
        </Box>
      )}
      {addresses.isError && (
        <FormAlert
          action={
            <Button color="inherit" size="small" onClick={() => void addresses.refetch()}>
              {t('addresses.retry')}
            </Button>
          }
        >
          {t('addresses.loadFailed')} {generalErrorText(addresses.error, t)}
        </FormAlert>
      )}
      {addresses.isSuccess && list.length === 0 && (
        <Typography data-testid="addresses-empty">{t('addresses.empty')}</Typography>
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
