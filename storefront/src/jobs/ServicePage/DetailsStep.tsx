import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { addressLine } from '../../../../common/bookings';
import { BOOKING_PROBLEM_MAX } from '../../../../common/constants';
import { phoneForDisplay } from '../../../../common/phone';
import { bookingDetailsSchema } from '../../../../common/schemas/jobs';
import { FormTextField } from '../../forms/FormTextField';
import { PhoneField } from '../../forms/PhoneField';
import { checkedBySchema } from '../../forms/schema-resolver';
import { useFieldMessage } from '../../forms/use-field-message';
import { useT } from '../../i18n/use-t';
import { useRegion } from '../../navigation/use-region';
import { useSignedInUser } from '../../session/session';
import { useAddresses } from '../../settings/use-addresses';
import { PhotoChooser } from '../ProblemPhotos';
import { AddressChoice } from '../AddressChoice';
import { Button } from '../../ui';
import styles from './ServicePage.module.css';

/** Where the prosker goes, what the problem is and how to reach the client. */
export interface Details {
  addressId: number;
  /** The address in one line, as the confirmation shows it. */
  addressLine: string;
  problem: string;
  phone: string;
  /** Photos of the problem, sent once the booking is made. */
  photos: File[];
}

interface DetailsValues {
  addressId: string;
  problem: string;
  phone: string;
}

/**
 * The booking's details, checked by the rules the server enforces (`bookingDetailsSchema`): one
 * of the client's addresses (`/mi-direccion`; a new one is added there through the same dialog
 * and chosen), the problem in their words (required, with its length limit) and optional photos
 * of it, and a contact phone, filled in with the account's.
 */
export function DetailsStep({
  details,
  onBack,
  onContinue,
}: {
  details: Details | null;
  onBack: () => void;
  onContinue: (details: Details) => void;
}) {
  const t = useT();
  const user = useSignedInUser();
  const region = useRegion();
  const fieldMessage = useFieldMessage();
  const addresses = useAddresses();
  const [photos, setPhotos] = useState<File[]>(details?.photos ?? []);
  const list = addresses.data ?? [];
  const { control, handleSubmit } = useForm<DetailsValues>({
    resolver: checkedBySchema<DetailsValues, typeof bookingDetailsSchema>(
      bookingDetailsSchema,
      (values) => ({
        addressId: values.addressId ? Number(values.addressId) : undefined,
        problem: values.problem,
        phone: values.phone,
        // The phone is read as the page's region writes numbers (the server reads `region` too).
        region,
      }),
    ),
    values: {
      addressId: String(
        details?.addressId ?? list.find((a) => a.isDefault)?.id ?? list[0]?.id ?? '',
      ),
      problem: details?.problem ?? '',
      // The account's number as the page's region writes it.
      phone: details?.phone ?? (user.phoneNumber ? phoneForDisplay(user.phoneNumber, region) : ''),
    },
    resetOptions: { keepDirtyValues: true },
  });
  const problem = useWatch({ control, name: 'problem' }) ?? '';

  const submit = (values: DetailsValues) => {
    const address = list.find((a) => String(a.id) === values.addressId);
    if (!address) return;
    onContinue({
      addressId: address.id,
      addressLine: addressLine(address),
      problem: values.problem.trim(),
      phone: values.phone.trim(),
      photos,
    });
  };

  return (
    <form
      noValidate
      aria-label={t('jobs.buy.detailsTitle')}
      onSubmit={(event) => void handleSubmit(submit)(event)}
      className={styles.form}
      data-testid="buy-details"
    >
      <Controller
        control={control}
        name="addressId"
        render={({ field, fieldState }) => (
          <AddressChoice
            value={field.value}
            onChange={field.onChange}
            inputRef={field.ref}
            error={fieldState.error && fieldMessage(fieldState.error.message)}
            help={t('jobs.buy.addressHelp')}
          />
        )}
      />
      <FormTextField
        control={control}
        name="problem"
        label={t('jobs.buy.problem')}
        helperText={t('jobs.buy.problemHelp', {
          count: problem.length,
          max: BOOKING_PROBLEM_MAX,
        })}
        required
        multiline
        minRows={4}
        maxLength={BOOKING_PROBLEM_MAX}
      />
      <PhotoChooser files={photos} onChange={setPhotos} />
      <PhoneField
        control={control}
        name="phone"
        region={region}
        label={t('jobs.buy.phone')}
        helperText={t('jobs.buy.phoneHelp')}
        required
      />
      <div className={styles.actions}>
        <Button onClick={onBack}>{t('jobs.buy.change')}</Button>
        <Button type="submit" variant="contained" size="large">
          {t('jobs.buy.continue')}
        </Button>
      </div>
    </form>
  );
}
