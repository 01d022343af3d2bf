import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { TIMES_OF_DAY } from '../../../../common/constants';
import { useT } from '../../i18n/use-t';
import { TIME_ZONES } from '../../../../common/regions';
import { todayIn } from '../../../../common/time';
import { regionOfCurrency } from '../job-time';
import { useSlots } from '../jobs-api';
import type { DayHalf, ServiceDetail, Slot } from '../jobs-api';
import { SlotPicker } from './SlotPicker';

export interface Choice {
  date: string;
  half: DayHalf | '';
  slot: Slot | null;
}

interface ChoiceErrors {
  date?: string;
  half?: string;
  slot?: string;
}

/**
 * The agenda's say for the chosen half: slots to choose from, none at all, or not known. Only
 * `choose` lets a client of a prosker who keeps an agenda go on.
 */
type Availability = 'none' | 'loading' | 'choose' | 'closed' | 'full' | 'unavailable';

/**
 * Date, morning or afternoon, and, when the prosker keeps an agenda and the service is by
 * appointment, one of their free slots of that half (required).
 */
export function ChooseStep({
  service,
  choice,
  onChange,
  onContinue,
  continueLabel,
}: {
  service: ServiceDetail;
  choice: Choice;
  onChange: (choice: Choice) => void;
  onContinue: () => void;
  continueLabel: string;
}) {
  const t = useT();
  const region = regionOfCurrency(service.currency);
  const today = todayIn(TIME_ZONES[region]);
  const [errors, setErrors] = useState<ChoiceErrors>({});
  const halfId = useId();
  const bySlot = service.slotRequired;
  const slots = useSlots(
    service.proskerId,
    choice.date,
    choice.half,
    bySlot && choice.date >= today,
  );
  const halfName = choice.half ? t(`jobs.halfNames.${choice.half}`) : '';

  let availability: Availability = 'none';
  if (bySlot && choice.date >= today && choice.half) {
    if (slots.isPending || (slots.isPlaceholderData && slots.isFetching)) availability = 'loading';
    else if (slots.isError || slots.data?.kind !== 'slots') availability = 'unavailable';
    else if (slots.data.slots.data.length > 0) availability = 'choose';
    else availability = slots.data.slots.closed ? 'closed' : 'full';
  }
  const free =
    availability === 'choose' && slots.data?.kind === 'slots' ? slots.data.slots.data : [];
  // A slot chosen for another date or half is no longer on offer.
  const slot =
    choice.slot && free.some((s) => s.startsAt === choice.slot!.startsAt) ? choice.slot : null;

  // Without one of the prosker's free slots there is nothing to book.
  const blocked = bySlot && availability !== 'none' && availability !== 'choose';

  const submit = () => {
    const next: ChoiceErrors = {};
    if (!choice.date) next.date = t('jobs.buy.dateRequired');
    else if (choice.date < today) next.date = t('jobs.buy.datePast');
    if (!choice.half) next.half = t('jobs.buy.halfRequired');
    if (availability === 'choose' && !slot) next.slot = t('jobs.buy.slotRequired');
    setErrors(next);
    if (Object.keys(next).length > 0 || blocked) return;
    onChange({ ...choice, slot });
    onContinue();
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('jobs.buy.title')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      sx={{ display: 'grid', gap: 2.5 }}
      data-testid="buy-form"
    >
      <TextField
        type="date"
        label={t('jobs.buy.date')}
        value={choice.date}
        onChange={(event) => {
          setErrors((e) => ({ ...e, date: undefined }));
          onChange({ ...choice, date: event.target.value, slot: null });
        }}
        required
        error={Boolean(errors.date)}
        helperText={errors.date ?? t('jobs.buy.dateHelp')}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
        fullWidth
      />
      <FormControl component="fieldset" error={Boolean(errors.half)} required>
        <FormLabel component="legend" id={halfId}>
          {t('jobs.buy.half')}
        </FormLabel>
        <RadioGroup
          aria-labelledby={halfId}
          value={choice.half}
          onChange={(event) => {
            setErrors((e) => ({ ...e, half: undefined }));
            onChange({ ...choice, half: event.target.value as DayHalf, slot: null });
          }}
        >
          {TIMES_OF_DAY.map((half) => (
            <FormControlLabel
              key={half}
              value={half}
              control={<Radio />}
              label={t(`jobs.halves.${half}`)}
            />
          ))}
        </RadioGroup>
        {errors.half && <FormHelperText>{errors.half}</FormHelperText>}
      </FormControl>
      {availability === 'loading' && (
        <Box aria-busy="true" role="status">
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('jobs.buy.slotsLoading')}
          </Typography>
          <Skeleton variant="rounded" height={80} />
        </Box>
      )}
      {availability === 'choose' && (
        <SlotPicker
          slots={free}
          value={slot}
          error={errors.slot}
          onChange={(chosen) => {
            setErrors((e) => ({ ...e, slot: undefined }));
            onChange({ ...choice, slot: chosen });
          }}
        />
      )}
      {availability === 'closed' && (
        <Alert severity="warning" data-testid="slots-note">
          {t('jobs.buy.slotsClosed')}
        </Alert>
      )}
      {availability === 'unavailable' && (
        <Alert severity="warning" data-testid="slots-note">
          {t('jobs.buy.slotsUnavailable')}
        </Alert>
      )}
      {service.requiresAppointment && !bySlot && choice.half && (
        <Alert severity="info" data-testid="slots-note">
          {t('jobs.buy.noAgenda', { half: halfName })}
        </Alert>
      )}
      {availability === 'full' && (
        <Alert severity="warning" data-testid="slots-note">
          {t('jobs.buy.slotsFull', { half: halfName })}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" disabled={blocked}>
        {continueLabel}
      </Button>
    </Box>
  );
}
