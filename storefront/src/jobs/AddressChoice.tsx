/**
 * Where the work is done: one of the client's addresses (`/mi-direccion`), chosen by radio, or a
 * new one added there through the same dialog and chosen at once; with `none`, also "no address"
 * (remote work, or at the prosker's place). Used by the booking and by accepting an offer.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AddLocationAltOutlinedIcon from '@mui/icons-material/AddLocationAltOutlined';
import { useId, useState, type Ref } from 'react';
import { addressLine } from '../../../common/bookings';
import { useT } from '../i18n/use-t';
import { AddressDialog } from '../settings/AddressDialog';
import { useAddresses } from '../settings/use-addresses';
import { LoadError } from './parts';

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
  const labelId = useId();
  const list = addresses.data ?? [];
  return (
    <FormControl component="fieldset" error={Boolean(error)} required>
      <FormLabel component="legend" id={labelId}>
        {t('jobs.buy.address')}
      </FormLabel>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {help}
      </Typography>
      {addresses.isPending && <Skeleton variant="rounded" height={56} />}
      {addresses.isError && <LoadError title={t('jobs.buy.addressesFailed')} query={addresses} />}
      {addresses.data && list.length === 0 && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('jobs.buy.noAddresses')}
        </Typography>
      )}
      <RadioGroup
        aria-labelledby={labelId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        data-testid="address-choice"
      >
        {list.map((address) => (
          <FormControlLabel
            key={address.id}
            value={String(address.id)}
            control={<Radio inputRef={inputRef} />}
            label={addressLine(address)}
            sx={{ overflowWrap: 'anywhere' }}
          />
        ))}
        {none && <FormControlLabel value={NO_ADDRESS} control={<Radio />} label={none} />}
      </RadioGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
      <Box>
        <Button
          startIcon={<AddLocationAltOutlinedIcon aria-hidden />}
          onClick={() => setAdding(true)}
          sx={{ mt: 0.5 }}
        >
          {list.length === 0 ? t('jobs.buy.firstAddress') : t('jobs.buy.newAddress')}
        </Button>
      </Box>
      {adding && (
        <AddressDialog
          address={null}
          first={list.length === 0}
          onClose={() => setAdding(false)}
          onSaved={(saved) => {
            setAdding(false);
            onChange(String(saved.id));
          }}
        />
      )}
    </FormControl>
  );
}
