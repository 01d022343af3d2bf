import { useFormat } from '../../i18n/format';
import { categoryName, useCategories } from '../../categories/use-categories';
import { useLanguage } from '../../i18n/use-language';
import { useT } from '../../i18n/use-t';
import { RouteLink } from '../../navigation/RouteLink';
import { ImagePicker, ImageThumb } from '../ImagePicker';
import type { Service } from '../jobs-api';
import { Button, Card, CardActions, CardContent, Chip, Divider, LinkButton, Text } from '../../ui';
import styles from './MyServicesPage.module.css';

export function ServiceCard({ service, onWithdraw }: { service: Service; onWithdraw: () => void }) {
  const t = useT();
  const { money } = useFormat();
  const { language } = useLanguage();
  const categories = useCategories();
  const category = categories.data?.find((c) => c.id === service.categoryId);
  return (
    <Card data-testid="own-service" data-service-id={service.id}>
      <CardContent>
        <div className={styles.cardTop}>
          <Chip size="small" variant={service.enabled ? 'success' : 'outlined'}>
            {service.enabled ? t('jobs.myServices.enabled') : t('jobs.myServices.disabled')}
          </Chip>
          {service.requiresPayment && (
            <Chip size="small" data-testid="own-service-paid">
              {t('jobs.myServices.requiresPayment')}
            </Chip>
          )}
          {category && (
            <Text variant="body2" tone="secondary" as="span">
              {categoryName(category, language)}
            </Text>
          )}
        </div>
        <h4 className={styles.cardTitle}>{service.title}</h4>
        <p className={styles.price}>{money(service.price, service.currency, { whole: true })}</p>
        {service.enabled ? (
          <>
            <Divider className={styles.cardDivider} />
            <ImagePicker
              owner={{ kind: 'service', id: service.id }}
              image={service.image}
              title={service.title}
              testId="service-image"
            />
          </>
        ) : (
          service.image && (
            <div className={styles.oldImage}>
              <ImageThumb
                image={service.image}
                alt={t('jobs.image.of', { title: service.title })}
                size={64}
              />
            </div>
          )
        )}
      </CardContent>
      {service.enabled && (
        <CardActions className={styles.cardActions}>
          <LinkButton
            size="small"
            tone="primary"
            render={<RouteLink to="services" params={{ query: service.id }} />}
          >
            {t('jobs.myServices.view')}
          </LinkButton>
          <LinkButton
            size="small"
            tone="primary"
            render={
              <RouteLink
                to="settingsServiceEdit"
                params={{ serviceId: service.id }}
                aria-label={t('jobs.myServices.editFor', { title: service.title })}
              />
            }
          >
            {t('jobs.myServices.edit')}
          </LinkButton>
          <Button size="small" tone="error" onClick={onWithdraw}>
            {t('jobs.myServices.withdraw')}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
