import DarkModeIcon from 'plain-icon:DarkMode';
import FormatTextdirectionRToLIcon from 'plain-icon:FormatTextdirectionRToL';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LANGUAGES, isLanguage } from '../../../common/i18n';
import { REGIONS, isRegion } from '../../../common/regions';
import { useLanguage } from '../i18n/use-language';
import { useT } from '../i18n/use-t';
import { useLayoutMode } from '../preferences/layout-mode';
import { useRegion } from '../navigation/use-region';
import { Button, Select, Tooltip } from '../ui';
import styles from './PreferenceControls.module.css';
import { switchRegionPath } from '../../../common/routes';

function RegionSwitch() {
  const t = useT();
  const region = useRegion();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  return (
    <Select
      size="small"
      label={t('preferences.region')}
      value={region}
      onChange={(event) => {
        const next = event.target.value;
        // Same page, the other region's path words; the query and the hash stay.
        if (isRegion(next)) navigate(`${switchRegionPath(pathname, next)}${search}${hash}`);
      }}
      testId="region-switch"
      className={styles.select}
      options={REGIONS.map((option) => ({
        value: option,
        label: t(`preferences.regions.${option}`),
      }))}
    />
  );
}

function LanguageSwitch() {
  const t = useT();
  const { language, setLanguage } = useLanguage();
  return (
    <Select
      size="small"
      label={t('preferences.language')}
      value={language}
      onChange={(event) => {
        if (isLanguage(event.target.value)) setLanguage(event.target.value);
      }}
      testId="language-switch"
      className={styles.select}
      options={LANGUAGES.map((option) => ({
        value: option,
        label: t(`preferences.languages.${option}`),
      }))}
    />
  );
}

interface ToggleProps {
  label: string;
  icon: ReactNode;
  pressed: boolean;
  onToggle: () => void;
  testId: string;
  /** In the phone menu there is room to write the label next to the icon. */
  withText: boolean;
}

function LayoutToggle({ label, icon, pressed, onToggle, testId, withText }: ToggleProps) {
  const button = (
    <Button
      variant="outlined"
      tone="inherit"
      size="small"
      pressed={pressed}
      onClick={onToggle}
      aria-label={withText ? undefined : label}
      data-testid={testId}
      className={withText ? `${styles.toggle} ${styles.withText}` : styles.toggle}
    >
      {icon}
      {withText && label}
    </Button>
  );
  return withText ? button : <Tooltip label={label}>{button}</Tooltip>;
}

function ModeToggles({ withText }: { withText: boolean }) {
  const t = useT();
  const { mode, direction, setMode, setDirection } = useLayoutMode();
  const dark = mode === 'dark';
  const rtl = direction === 'rtl';
  return (
    <div className={styles.toggles}>
      <LayoutToggle
        label={t('preferences.darkMode')}
        icon={<DarkModeIcon />}
        pressed={dark}
        onToggle={() => setMode(dark ? 'light' : 'dark')}
        testId="mode-toggle"
        withText={withText}
      />
      <LayoutToggle
        label={t('preferences.rightToLeft')}
        icon={<FormatTextdirectionRToLIcon />}
        pressed={rtl}
        onToggle={() => setDirection(rtl ? 'ltr' : 'rtl')}
        testId="direction-toggle"
        withText={withText}
      />
    </div>
  );
}

/** Region, language and layout mode, laid out in a row (header) or a column (phone menu). */
export function PreferenceControls({ stacked = false }: { stacked?: boolean }) {
  return (
    <div className={stacked ? styles.stacked : styles.row}>
      <RegionSwitch />
      <LanguageSwitch />
      <ModeToggles withText={stacked} />
    </div>
  );
}
