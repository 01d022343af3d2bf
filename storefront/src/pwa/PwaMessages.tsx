import InfoOutlinedIcon from 'plain-icon:InfoOutlined';
import ReportProblemOutlinedIcon from 'plain-icon:ReportProblemOutlined';
import type { ReactNode } from 'react';
import { useT } from '../i18n/use-t';
import { RouteLink } from '../navigation/RouteLink';
import { Button, LinkButton, Toast } from '../ui';
import { applyUpdate, postponeUpdate } from './update-state';

/** A message at the bottom of the screen, in front of the page, with its actions. */
function Message({
  open,
  severity,
  testId,
  actions,
  children,
}: {
  open: boolean;
  severity: 'info' | 'warning';
  testId: string;
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <Toast
      open={open}
      onClose={() => undefined}
      tone={severity}
      urgent={severity === 'warning'}
      icon={severity === 'info' ? <InfoOutlinedIcon /> : <ReportProblemOutlinedIcon />}
      action={actions}
      testId={testId}
    >
      {children}
    </Toast>
  );
}

/** A new version is installed and waits: reload with it now, or later. */
export function UpdatePrompt({ open }: { open: boolean }) {
  const t = useT();
  return (
    <Message
      open={open}
      severity="info"
      testId="update-prompt"
      actions={
        <>
          <Button tone="inherit" size="small" onClick={postponeUpdate}>
            {t('pwa.later')}
          </Button>
          <Button tone="inherit" size="small" variant="outlined" onClick={applyUpdate}>
            {t('pwa.reload')}
          </Button>
        </>
      }
    >
      {t('pwa.updateReady')}
    </Message>
  );
}

/** Decisions taken offline were refused by the server: see them on the agenda. */
export function RefusedNotice({ open, onRead }: { open: boolean; onRead: () => void }) {
  const t = useT();
  return (
    <Message
      open={open}
      severity="warning"
      testId="outbox-refused-notice"
      actions={
        <>
          <Button tone="inherit" size="small" onClick={onRead}>
            {t('notices.close')}
          </Button>
          <LinkButton
            tone="inherit"
            size="small"
            variant="outlined"
            render={<RouteLink to="agenda" onClick={onRead} />}
          >
            {t('pwa.openAgenda')}
          </LinkButton>
        </>
      }
    >
      {t('pwa.refused')}
    </Message>
  );
}
