import type { ReactNode } from 'react';
import {
  AppBar as RaAppBar,
  Layout as RaLayout,
  LoadingIndicator,
  ToggleThemeButton,
} from 'react-admin';
import { LanguageMenu } from './LanguageMenu';
import { Menu } from './Menu';

// Always on: on a long page (a user's deliveries, a job's history) the refresh button and the
// language stay at hand instead of sliding away as staff scroll.
const AppBar = () => (
  <RaAppBar
    alwaysOn
    toolbar={
      <>
        <LanguageMenu compactOnPhone />
        <ToggleThemeButton />
        <LoadingIndicator />
      </>
    }
  />
);

export const Layout = ({ children }: { children: ReactNode }) => (
  <RaLayout appBar={AppBar} menu={Menu}>
    {children}
  </RaLayout>
);
