import { useParams } from 'react-router-dom';
import { useT } from '../../i18n/use-t';
import { NotFoundPage } from '../../not-found';
import { useSignedInUser } from '../../session/session';
import { SettingsLayout } from '../../settings/SettingsLayout';
import { ImagePicker } from '../ImagePicker';
import { useMyServices } from '../jobs-api';
import { BackLink, LoadError } from '../parts';
import { ServiceForm } from './ServiceForm';
import { Alert, Divider, Skeleton, Text } from '../../ui';
import styles from './MyServicesPage.module.css';

/**
 * `cuenta/servicios/{id}/editar` (proskers): one of their published services in the publish
 * form, to change its description, price, appointment and payment, and its image. Jobs already
 * bought keep what they bought; the page says so.
 */
export default function EditServicePage() {
  const t = useT();
  const user = useSignedInUser();
  const prosker = user.role === 'prosker';
  const id = Number(useParams().serviceId);
  const valid = Number.isSafeInteger(id) && id > 0;
  const services = useMyServices(prosker && valid);
  if (!prosker || !valid) return <NotFoundPage />;
  const service = services.data?.find((s) => s.id === id);
  if (services.isSuccess && !service) return <NotFoundPage />;

  return (
    <SettingsLayout title={t('jobs.myServices.editTitle')} section="settingsServices">
      <BackLink to="settingsServices">{t('jobs.myServices.back')}</BackLink>
      {services.isPending && (
        <div aria-busy="true" aria-label={t('jobs.myServices.loading')}>
          <Skeleton variant="rounded" height={320} />
        </div>
      )}
      {services.isError && <LoadError title={t('jobs.myServices.loadFailed')} query={services} />}
      {service && !service.enabled && (
        <Alert severity="info" data-testid="service-not-editable">
          {t('jobs.myServices.notEditable')}
        </Alert>
      )}
      {service?.enabled && (
        <>
          <Text tone="secondary" className={styles.intro}>
            {t('jobs.myServices.editIntro')}
          </Text>
          <ServiceForm service={service} />
          <Divider className={styles.divider} />
          <ImagePicker
            owner={{ kind: 'service', id: service.id }}
            image={service.image}
            title={service.title}
            testId="service-image"
          />
        </>
      )}
    </SettingsLayout>
  );
}
