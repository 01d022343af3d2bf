import type { Slot } from '../jobs-api';
import { useSlotLabel } from '../parts';
import { Radio, RadioGroup } from '../../ui';
import styles from './ServicePage.module.css';

/** One of a day's free slots, each a boxed choice in a grid of them. */
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
  return (
    <RadioGroup
      legend={label}
      name="slot"
      value={value?.startsAt ?? ''}
      onChange={(startsAt) => {
        const chosen = slots.find((slot) => slot.startsAt === startsAt);
        if (chosen) onChange(chosen);
      }}
      error={Boolean(error)}
      helperText={error}
      className={styles.slotFieldset}
      testId="slot-list"
    >
      <div className={styles.slots}>
        {slots.map((slot) => (
          <Radio
            key={slot.startsAt}
            value={slot.startsAt}
            label={slotLabel(slot.time)}
            // The group says the error (its legend and line), not each choice.
            error={false}
            className={styles.slot}
          />
        ))}
      </div>
    </RadioGroup>
  );
}
