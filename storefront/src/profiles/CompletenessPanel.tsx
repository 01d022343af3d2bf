import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import { useId } from 'react';
import type { CompletenessItem } from '../../../common/completeness';
import { MIN_VISIBLE_PROFILE_PERCENT } from '../../../common/constants';
import { useT } from '../i18n/use-t';
import { RouteLink } from '../routing/RouteLink';
import type { RouteName } from '../../../common/routes';
import type { Completeness } from './catalogue-api';

/** Where each missing item is fixed. */
const FIX_ROUTE: Record<CompletenessItem, RouteName> = {
  profileImage: 'settingsMedia',
  bannerImage: 'settingsMedia',
  names: 'settings',
  categories: 'settingsCatalogue',
  skills: 'settingsCatalogue',
  addresses: 'myAddress',
  paymentAccount: 'settingsPayments',
};

function VisibleState({ visible }: { visible: boolean }) {
  const t = useT();
  return visible ? (
    <Chip
      color="success"
      icon={<CheckCircleIcon aria-hidden />}
      label={t('completeness.public')}
      data-testid="completeness-public"
    />
  ) : (
    <Chip
      variant="outlined"
      icon={<VisibilityOffOutlinedIcon aria-hidden />}
      label={t('completeness.notPublic', { min: MIN_VISIBLE_PROFILE_PERCENT })}
      data-testid="completeness-hidden"
    />
  );
}

/**
 * How complete the prosker's profile is: the percent as a bar, whether it is public (at 55%
 * or more) and, unless `compact`, each missing item with a link to where it is fixed.
 */
export function CompletenessPanel({
  completeness,
  compact = false,
  profileLink,
}: {
  completeness: Completeness;
  compact?: boolean;
  profileLink?: string;
}) {
  const t = useT();
  const titleId = useId();
  const { percent, missing, visible } = completeness;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      data-testid="completeness"
      sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 3, mb: 3 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1 }}>
        <Typography variant="h2" id={titleId} sx={{ fontSize: '1.1rem', flex: 1, minWidth: 180 }}>
          {t('completeness.title')}{' '}
          <Box component="span" data-testid="completeness-percent" sx={{ color: 'primary.main' }}>
            {percent}%
          </Box>
        </Typography>
        <VisibleState visible={visible} />
      </Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={t('completeness.barLabel', { percent })}
        sx={{ height: 10, borderRadius: 5, mb: 1.5 }}
        color={visible ? 'success' : 'primary'}
      />
      {profileLink && (
        <Link component={RouteLink} to="profile" params={{ query: profileLink }}>
          {t('completeness.viewProfile')}
        </Link>
      )}
      {!compact && missing.length > 0 && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, mb: 1 }}>
            {t('completeness.missingIntro')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75 }}>
            {missing.map((item) => (
              <li key={item} data-testid={`missing-${item}`}>
                <Link component={RouteLink} to={FIX_ROUTE[item]}>
                  {t(`completeness.items.${item}`)}
                </Link>
              </li>
            ))}
          </Box>
        </>
      )}
    </Paper>
  );
}
