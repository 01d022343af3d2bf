import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import type { Slot } from '../jobs-api';
import { useSlotLabel } from '../parts';

export function SlotPicker({
  label,
  slots,
  value,
  error,
  onChange,
}: {
  label: string;
  slots: Slot[];
  value: Slot | null;
  error?: string;
  onChange: (slot: Slot) => void;
}) {
  const slotLabel = useSlotLabel();
  const labelId = useId();
  return (
    <FormControl component="fieldset" error={Boolean(error)} sx={{ minWidth: 0 }}>
      <FormLabel component="legend" id={labelId} sx={{ mb: 1 }}>
        {label}
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        value={value?.startsAt ?? ''}
        onChange={(event) => {
          const chosen = slots.find((slot) => slot.startsAt === event.target.value);
          if (chosen) onChange(chosen);
        }}
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 148px), 1fr))',
        }}
        data-testid="slot-list"
      >
        {slots.map((slot) => {
          const checked = value?.startsAt === slot.startsAt;
          return (
            <FormControlLabel
              key={slot.startsAt}
              value={slot.startsAt}
              control={<Radio size="small" />}
              label={slotLabel(slot.time)}
              slotProps={{ typography: { variant: 'body2' } }}
              sx={{
                m: 0,
                pr: 1.5,
                border: 1,
                borderRadius: 2,
                borderColor: checked ? 'primary.main' : 'divider',
                bgcolor: checked ? 'action.selected' : 'transparent',
                whiteSpace: 'nowrap',
              }}
            />
          );
        })}
      </RadioGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
