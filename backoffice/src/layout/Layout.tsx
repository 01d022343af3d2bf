import type { ReactNode } from 'react';
import {
  AppBar as RaAppBar,
  Layout as RaLayout,
  LoadingIndicator,
  ToggleThemeButton,
} from 'react-admin';
import { LanguageMenu } from './LanguageMenu';

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
  <RaLayout appBar={AppBar}>{children}</RaLayout>
);
