import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A status as a small translated word (`word` is a catalogue key): it reads the same to everyone. */
export const WordChip = ({
  word,
  color,
  variant,
}: {
  word: string;
  color?: ChipProps['color'];
  variant?: ChipProps['variant'];
}) => {
  const translate = useTranslate();
  return <Chip size="small" color={color} variant={variant} label={translate(word)} />;
};
