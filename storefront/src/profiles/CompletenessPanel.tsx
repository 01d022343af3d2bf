import CheckCircleIcon from 'plain-icon:CheckCircle';
import VisibilityOffOutlinedIcon from 'plain-icon:VisibilityOffOutlined';
import { useId } from 'react';
import type { CompletenessItem } from '../../../common/completeness';
import { MIN_VISIBLE_PROFILE_PERCENT } from '../../../common/constants';
import { useT } from '../i18n/use-t';
import { RouteLink } from '../navigation/RouteLink';
import type { RouteName } from '../../../common/routes';
import type { Completeness } from './catalogue-api';
import { Chip, LinearProgress, Surface, Text, linkClass } from '../ui';
import styles from './CompletenessPanel.module.css';

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
      variant="success"
      icon={<CheckCircleIcon fontSize="inherit" aria-hidden />}
      data-testid="completeness-public"
    >
      {t('completeness.public')}
    </Chip>
  ) : (
    <Chip
      icon={<VisibilityOffOutlinedIcon fontSize="inherit" aria-hidden />}
      data-testid="completeness-hidden"
    >
      {t('completeness.notPublic', { min: MIN_VISIBLE_PROFILE_PERCENT })}
    </Chip>
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
    <Surface
      as="section"
      aria-labelledby={titleId}
      data-testid="completeness"
      className={styles.panel}
    >
      <div className={styles.head}>
        <Text variant="h2" id={titleId} className={styles.title}>
          {t('completeness.title')}{' '}
          <span data-testid="completeness-percent" className={styles.percent}>
            {percent}%
          </span>
        </Text>
        <VisibleState visible={visible} />
      </div>
      <LinearProgress
        value={percent}
        label={t('completeness.barLabel', { percent })}
        className={styles.bar}
        tone={visible ? 'success' : 'primary'}
      />
      {profileLink && (
        <RouteLink className={linkClass} to="profile" params={{ query: profileLink }}>
          {t('completeness.viewProfile')}
        </RouteLink>
      )}
      {!compact && missing.length > 0 && (
        <>
          <Text variant="body2" tone="secondary" className={styles.missingIntro}>
            {t('completeness.missingIntro')}
          </Text>
          <ul className={styles.missing}>
            {missing.map((item) => (
              <li key={item} data-testid={`missing-${item}`}>
                <RouteLink className={linkClass} to={FIX_ROUTE[item]}>
                  {t(`completeness.items.${item}`)}
                </RouteLink>
              </li>
            ))}
          </ul>
        </>
      )}
    </Surface>
  );
}
