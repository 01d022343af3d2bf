import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

/** "Waiting for us" when the user wrote last; "answered" otherwise. */
export const WaitingChip = ({ waiting }: { waiting: boolean }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={waiting ? 'warning' : 'default'}
      variant={waiting ? 'filled' : 'outlined'}
      label={translate(
        waiting
          ? 'backoffice.support-conversations.waiting'
          : 'backoffice.support-conversations.answered',
      )}
    />
  );
};
