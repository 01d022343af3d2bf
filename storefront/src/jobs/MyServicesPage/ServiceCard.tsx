import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useFormat } from '../../i18n/format';
import { categoryName, useCategories } from '../../categories/use-categories';
import { useLanguage } from '../../i18n/use-language';
import { useT } from '../../i18n/use-t';
import { RouteLink } from '../../routing/RouteLink';
import { ImagePicker, ImageThumb } from '../ImagePicker';
import type { Service } from '../jobs-api';

export function ServiceCard({ service, onWithdraw }: { service: Service; onWithdraw: () => void }) {
  const t = useT();
  const { money } = useFormat();
  const { language } = useLanguage();
  const categories = useCategories();
  const category = categories.data?.find((c) => c.id === service.categoryId);
  return (
    <Card variant="outlined" data-testid="own-service" data-service-id={service.id}>
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 0.5 }}>
          <Chip
            size="small"
            color={service.enabled ? 'success' : 'default'}
            label={service.enabled ? t('jobs.myServices.enabled') : t('jobs.myServices.disabled')}
          />
          {service.requiresPayment && (
            <Chip
              size="small"
              variant="outlined"
              label={t('jobs.myServices.requiresPayment')}
              data-testid="own-service-paid"
            />
          )}
          {category && (
            <Typography variant="body2" color="text.secondary">
              {categoryName(category, language)}
            </Typography>
          )}
        </Box>
        <Typography variant="h4" sx={{ fontSize: '1.05rem', overflowWrap: 'anywhere' }}>
          {service.title}
        </Typography>
        <Typography sx={{ fontWeight: 700, mt: 0.5 }}>
          {money(service.price, service.currency, { whole: true })}
        </Typography>
        {service.enabled ? (
          <>
            <Divider sx={{ my: 1.5 }} />
            <ImagePicker
              owner={{ kind: 'service', id: service.id }}
              image={service.image}
              title={service.title}
              testId="service-image"
            />
          </>
        ) : (
          service.image && (
            <Box sx={{ mt: 1.5 }}>
              <ImageThumb
                image={service.image}
                alt={t('jobs.image.of', { title: service.title })}
                size={64}
              />
            </Box>
          )
        )}
      </CardContent>
      {service.enabled && (
        <CardActions sx={{ px: 2, pb: 2 }}>
          <Button size="small" component={RouteLink} to="services" params={{ query: service.id }}>
            {t('jobs.myServices.view')}
          </Button>
          <Button
            size="small"
            component={RouteLink}
            to="settingsServiceEdit"
            params={{ serviceId: service.id }}
            aria-label={t('jobs.myServices.editFor', { title: service.title })}
          >
            {t('jobs.myServices.edit')}
          </Button>
          <Button size="small" color="error" onClick={onWithdraw}>
            {t('jobs.myServices.withdraw')}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
