import { useState } from 'react';
import EditIcon from '@mui/icons-material/Edit';
import {
  Box,
  Dialog,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BooleanInput,
  Button,
  Form,
  SaveButton,
  SelectInput,
  TextInput,
  useDataProvider,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { COUNTRY_CODES } from '../../../common/regions';
import { addressSchema } from '../../../common/schemas/accounts';
import type { Schemas } from '../api/contract';
import { requiredValue } from '../components/inputs';
import { schemaResolver } from '../components/schema-resolver';
import type { BackofficeDataProvider } from '../data-provider';
import { ApiError, errorMessageOf } from '../http-client';
import { useIsAdmin } from '../permissions';
import type { User } from './types';

type Address = Schemas['Address'];

const ADDRESS_FIELDS = [
  'domicile',
  'neighborhood',
  'city',
  'state',
  'postalCode',
  'country',
  'countryCode',
  'isDefault',
] as const;

/** The body of the PUT: the address's own fields, an empty neighbourhood left out. */
const toBody = (data: Partial<Address>) =>
  Object.fromEntries(
    ADDRESS_FIELDS.flatMap((field) =>
      data[field] === null || data[field] === '' ? [] : [[field, data[field]]],
    ),
  );

const COUNTRY_CHOICES = COUNTRY_CODES.map((code) => ({ id: code, name: code }));

const oneLine = (a: Address) =>
  [a.domicile, a.neighborhood, a.city, a.state, a.postalCode, a.country].filter(Boolean).join(', ');

/**
 * One address in a dialog, checked by the storefront's own rules (common/schemas) before it is
 * sent; the server's field messages come back onto the inputs.
 */
const AddressDialog = ({
  userId,
  address,
  onClose,
}: {
  userId: User['id'];
  address: Address;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const save = async (data: Partial<Address>) => {
    try {
      await dataProvider.putJson(`users/${userId}/addresses/${address.id}`, toBody(data));
    } catch (error) {
      const errors = error instanceof ApiError ? (error.body as { errors?: object })?.errors : null;
      if (errors) return errors;
      notify(errorMessageOf(error), { type: 'error' });
      return undefined;
    }
    notify('backoffice.users.addresses.saved');
    await queryClient.invalidateQueries({ queryKey: ['user-addresses', userId] });
    onClose();
    return undefined;
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="address-title">
      <DialogTitle id="address-title">{translate('backoffice.users.addresses.edit')}</DialogTitle>
      <DialogContent>
        <Form
          record={address}
          onSubmit={save}
          resolver={schemaResolver(addressSchema, (values) => toBody(values as Partial<Address>))}
        >
          <TextInput source="domicile" resource="addresses" validate={requiredValue} fullWidth />
          <TextInput source="neighborhood" resource="addresses" fullWidth />
          <TextInput source="city" resource="addresses" validate={requiredValue} fullWidth />
          <TextInput source="state" resource="addresses" validate={requiredValue} fullWidth />
          <TextInput source="postalCode" resource="addresses" validate={requiredValue} />
          <TextInput source="country" resource="addresses" validate={requiredValue} />
          <SelectInput
            source="countryCode"
            resource="addresses"
            choices={COUNTRY_CHOICES}
            validate={requiredValue}
          />
          <BooleanInput source="isDefault" resource="addresses" />
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
            <Button label="ra.action.cancel" onClick={onClose} />
            <SaveButton alwaysEnable />
          </Box>
        </Form>
      </DialogContent>
    </Dialog>
  );
};

/**
 * On a user's page: their addresses, default first. Admins correct one in a dialog (the
 * storefront's rules apply; the change is in the audit log); support staff read.
 */
export const UserAddresses = () => {
  const user = useRecordContext<User>();
  const isAdmin = useIsAdmin();
  const translate = useTranslate();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const [editing, setEditing] = useState<Address | null>(null);
  const { data: addresses = [] } = useQuery({
    queryKey: ['user-addresses', user?.id],
    queryFn: () => dataProvider.getJson<Address[]>(`users/${user!.id}/addresses`),
    enabled: user !== undefined,
  });
  if (!user) return null;
  if (addresses.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
        {translate('backoffice.users.addresses.none')}
      </Typography>
    );
  }
  return (
    <>
      <List dense data-testid="user-addresses">
        {addresses.map((address) => (
          <ListItem
            key={address.id}
            secondaryAction={
              isAdmin ? (
                <Button label="ra.action.edit" onClick={() => setEditing(address)}>
                  <EditIcon />
                </Button>
              ) : null
            }
          >
            <ListItemText
              primary={oneLine(address)}
              secondary={address.isDefault ? translate('backoffice.users.addresses.default') : null}
            />
          </ListItem>
        ))}
      </List>
      {editing ? (
        <AddressDialog userId={user.id} address={editing} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
};
