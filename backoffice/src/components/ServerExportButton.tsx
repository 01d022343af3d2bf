import DownloadIcon from '@mui/icons-material/GetApp';
import { CircularProgress } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Button, useDataProvider, useListContext, useNotify } from 'react-admin';
import type { BackofficeDataProvider } from '../data-provider';
import { errorMessageOf } from '../http-client';
import { localDateStamp, saveFile } from '../download';

/**
 * Downloads, as `<resource>-YYYY-MM-DD.csv`, every record the list's current filter matches.
 * react-admin's own ExportButton builds the file in the browser from fetched pages; the server
 * streams it instead (thousands of rows, and each export is audited there).
 */
export const ServerExportButton = () => {
  const { resource, filterValues, total } = useListContext();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const notify = useNotify();
  const { mutate, isPending } = useMutation({
    mutationFn: (filter: Record<string, unknown>) => dataProvider.exportCsv(resource, { filter }),
    onSuccess: (file) => saveFile(file, `${resource}-${localDateStamp()}.csv`),
    onError: (error) => notify(errorMessageOf(error), { type: 'error' }),
  });

  return (
    <Button
      label={isPending ? 'backoffice.export.running' : 'ra.action.export'}
      onClick={() => mutate(filterValues as Record<string, unknown>)}
      disabled={isPending || total === 0}
      aria-busy={isPending}
    >
      {isPending ? <CircularProgress size={18} color="inherit" /> : <DownloadIcon />}
    </Button>
  );
};
