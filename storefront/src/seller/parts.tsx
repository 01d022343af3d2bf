import type { ReactNode } from 'react';
import { useT } from '../i18n/use-t';
import { RouteLink } from '../navigation/RouteLink';
import { useSignedInUser } from '../session/session';
import { Alert, LinkButton } from '../ui';
import type { SellerPerson } from './seller-api';

/** A person's name as the prosker reads it; a closed account is "a Prosk client". */
export function usePersonName() {
  const t = useT();
  return (person: SellerPerson) =>
    person.state === 'closed' || `${person.firstName} ${person.lastName}`.trim() === ''
      ? t('seller.closedName')
      : `${person.firstName} ${person.lastName}`.trim();
}

/**
 * The office is a prosker's: anyone else is told so (the server refuses them too) and offered
 * the home page instead of a request bound to fail.
 */
export function ProskersOnly({ children }: { children: ReactNode }) {
  const t = useT();
  const user = useSignedInUser();
  if (user.role === 'prosker') return children;
  return (
    <Alert
      severity="info"
      data-testid="seller-only"
      action={
        <LinkButton render={<RouteLink to="home" />} tone="inherit" size="small">
          {t('seller.goHome')}
        </LinkButton>
      }
    >
      {t('seller.notProsker')}
    </Alert>
  );
}
