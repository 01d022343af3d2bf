import type { ReactNode } from 'react';
import {
  AppBar as RaAppBar,
  Layout as RaLayout,
  LoadingIndicator,
  ToggleThemeButton,
} from 'react-admin';
import { LanguageMenu } from './LanguageMenu';
import { Menu } from './Menu';

const AppBar = () => (
  <RaAppBar
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
