import { useState } from 'react';
import FlagIcon from '@mui/icons-material/Flag';
import OutlinedFlagIcon from '@mui/icons-material/OutlinedFlag';
import { Chip, TextField, Tooltip } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Button, Confirm, useDataProvider, useGetList, useNotify, useTranslate } from 'react-admin';
import { STAFF_FLAG_REASON_MAX } from '../../../common/schemas/accounts';
import type { Schemas } from '../api/contract';
import type { BackofficeDataProvider } from '../data-provider';
import { errorMessageOf } from '../http-client';
import { useStaffRole } from '../permissions';

type StaffFlag = Schemas['StaffFlag'];
type Target = { jobId: number } | { userId: number };

const PREFIX = 'backoffice.staff-flags';

/**
 * On a job's or a user's page, for every staff member (docs/adr/0029): the open flag as a chip
 * (its reason on hover) and "Clear flag", or "Flag" with a reason. Flags and clearings are
 * audited by the server.
 */
export const FlagControls = ({ target }: { target: Target | undefined }) => {
  const role = useStaffRole();
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const flags = useGetList<StaffFlag>(
    'staff-flags',
    { filter: { ...target, open: true }, pagination: { page: 1, perPage: 1 } },
    { enabled: Boolean(target && role) },
  );
  const current = flags.data?.[0];
  const { mutate, isPending } = useMutation({
    mutationFn: (action: 'flag' | 'clear') =>
      action === 'flag'
        ? dataProvider.postJson<StaffFlag>('staff-flags', { ...target, reason: reason.trim() })
        : dataProvider.postJson<StaffFlag>(`staff-flags/${current?.id}/clear`, {}),
    onSuccess: (_flag, action) => {
      notify(`${PREFIX}.${action}.done`, { type: 'success' });
      setOpen(false);
      setReason('');
    },
    onError: (error) => notify(errorMessageOf(error), { type: 'error' }),
    onSettled: () => flags.refetch(),
  });
  if (!target || !role || flags.isPending) return null;
  if (current) {
    return (
      <>
        <Tooltip title={current.reason}>
          <Chip
            icon={<FlagIcon />}
            color="warning"
            size="small"
            data-testid="flag-chip"
            label={translate(`${PREFIX}.chip`, { reason: current.reason })}
            sx={{ maxWidth: 320, alignSelf: 'center' }}
          />
        </Tooltip>
        <Button
          label={`${PREFIX}.clear.button`}
          onClick={() => mutate('clear')}
          disabled={isPending}
        >
          <OutlinedFlagIcon />
        </Button>
      </>
    );
  }
  const ready = reason.trim() !== '' && reason.length <= STAFF_FLAG_REASON_MAX;
  return (
    <>
      <Button label={`${PREFIX}.flag.button`} color="warning" onClick={() => setOpen(true)}>
        <FlagIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending || !ready}
        title={`${PREFIX}.flag.title`}
        content={
          <TextField
            autoFocus
            required
            fullWidth
            multiline
            minRows={3}
            label={translate(`${PREFIX}.flag.reason`)}
            helperText={translate(`${PREFIX}.flag.help`, { max: STAFF_FLAG_REASON_MAX })}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            slotProps={{
              htmlInput: { maxLength: STAFF_FLAG_REASON_MAX, 'data-testid': 'flag-reason' },
            }}
            sx={{ mt: 1 }}
          />
        }
        confirm={`${PREFIX}.flag.confirm`}
        confirmColor="warning"
        onConfirm={() => ready && mutate('flag')}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
