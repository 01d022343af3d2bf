import { useState } from 'react';
import { ClosedWeekWarning } from '../../agenda/AgendaHours';
import { ConfirmDeleteDialog } from '../../forms/ConfirmDeleteDialog';
import { FormAlert } from '../../forms/FormAlert';
import { useT } from '../../i18n/use-t';
import { NotFoundPage } from '../../not-found';
import { useSignedInUser } from '../../session/session';
import { SettingsLayout } from '../../settings/SettingsLayout';
import { useMyServices, useRefreshServices } from '../jobs-api';
import type { Service } from '../jobs-api';
import { LoadError } from '../parts';
import { CardList } from '../../layout/grids';
import { ServiceForm } from './ServiceForm';
import { ServiceCard } from './ServiceCard';
import { Skeleton, Text } from '../../ui';
import styles from './MyServicesPage.module.css';

/** `cuenta/servicios` (proskers): publish services, see them, withdraw one after asking. */
export default function MyServicesPage() {
  const t = useT();
  const user = useSignedInUser();
  const prosker = user.role === 'prosker';
  const services = useMyServices(prosker);
  const refresh = useRefreshServices();
  const [withdrawing, setWithdrawing] = useState<Service | null>(null);
  const [notice, setNotice] = useState<'published' | 'withdrawn' | null>(null);
  if (!prosker) return <NotFoundPage />;

  return (
    <SettingsLayout title={t('jobs.myServices.title')}>
      <Text tone="secondary" className={styles.intro}>
        {t('jobs.myServices.intro')}
      </Text>
      <ClosedWeekWarning />
      {notice && (
        <FormAlert severity="success" data-testid="services-notice" onClose={() => setNotice(null)}>
          {t(`jobs.myServices.${notice}`)}
        </FormAlert>
      )}
      <Text variant="h3" as="h3" className={styles.heading}>
        {t('jobs.myServices.newService')}
      </Text>
      <ServiceForm onSaved={() => setNotice('published')} />
      <Text variant="h3" as="h3" className={styles.headingAfter}>
        {t('jobs.myServices.yours')}
      </Text>
      {services.isPending && (
        <div aria-busy="true" aria-label={t('jobs.myServices.loading')}>
          <Skeleton variant="rounded" height={100} />
        </div>
      )}
      {services.isError && <LoadError title={t('jobs.myServices.loadFailed')} query={services} />}
      {services.isSuccess && services.data.length === 0 && (
        <Text tone="secondary">{t('jobs.myServices.empty')}</Text>
      )}
      {services.isSuccess && services.data.length > 0 && (
        <CardList>
          {services.data.map((service) => (
            <li key={service.id}>
              <ServiceCard
                service={service}
                onWithdraw={() => {
                  setNotice(null);
                  setWithdrawing(service);
                }}
              />
            </li>
          ))}
        </CardList>
      )}
      {withdrawing && (
        <ConfirmDeleteDialog
          path={`/user/services/${withdrawing.id}`}
          title={t('jobs.myServices.withdrawTitle', { title: withdrawing.title })}
          text={t('jobs.myServices.withdrawText')}
          confirmLabel={t('jobs.myServices.withdrawConfirm')}
          onClose={() => setWithdrawing(null)}
          onDeleted={async () => {
            await refresh();
            setNotice('withdrawn');
          }}
        />
      )}
    </SettingsLayout>
  );
}
