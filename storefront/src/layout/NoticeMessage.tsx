import CheckCircleOutlineIcon from 'plain-icon:CheckCircleOutline';
import CloseIcon from 'plain-icon:Close';
import { useT } from '../i18n/use-t';
import { Toast } from '../ui';
import type { Notice } from '../navigation/notices';

const SHOW_MS = 8000;

/** The toast of `NoticeSnackbar`, loaded with the first notice. */
export function NoticeMessage({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  const t = useT();
  return (
    <Toast
      open={notice !== null}
      onClose={onClose}
      autoHideMs={SHOW_MS}
      tone="success"
      icon={<CheckCircleOutlineIcon />}
      closeLabel={t('notices.close')}
      closeIcon={<CloseIcon fontSize="small" />}
      testId="notice"
    >
      {notice ? t(`notices.${notice}`) : ''}
    </Toast>
  );
}
