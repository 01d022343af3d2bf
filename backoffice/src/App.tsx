import { Admin, Resource, type AuthProvider, type DataProvider } from 'react-admin';
import { i18nProvider } from './i18n-provider';
import { store } from './store';
import { AppTitle } from './layout/AppTitle';
import { Layout } from './layout/Layout';
import { LoginPage } from './layout/LoginPage';
import users from './users';

export interface AppProps {
  dataProvider: DataProvider;
  authProvider: AuthProvider;
}

/*
 * No `requireAuth`: in react-admin 5.15 it sends a first, signed-out visit through a
 * logout/login redirect loop for seconds (marmelab/react-admin#10764). Every resource page
 * still checks authentication before it asks for data, and sends a signed-out visitor to log in.
 */
export const App = ({ dataProvider, authProvider }: AppProps) => (
  <Admin
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    store={store}
    title={<AppTitle />}
    loginPage={LoginPage}
    layout={Layout}
    disableTelemetry
  >
    <Resource name="users" {...users} />
  </Admin>
);
