import { Admin, Resource, type AuthProvider, type DataProvider } from 'react-admin';
import type { StaffRole } from './auth-provider';
import { i18nProvider } from './i18n-provider';
import { store } from './store';
import { AppTitle } from './layout/AppTitle';
import { Layout } from './layout/Layout';
import { LoginPage } from './layout/LoginPage';
import auditLog from './audit-log';
import cancellationReasons from './cancellation-reasons';
import categories from './categories';
import contactMessages from './contact';
import { contentResources } from './content';
import conversationReports from './conversation-reports';
import coupons from './coupons';
import helpReasons from './help-reasons';
import jobs from './jobs';
import { notificationDeliveries, notificationTemplates } from './notifications';
import payments from './payments';
import plans from './plans';
import predefinedServices from './predefined-services';
import services from './services';
import skills from './skills';
import subscriptions from './subscriptions';
import supportConversations from './support';
import users from './users';

export interface AppProps {
  dataProvider: DataProvider;
  authProvider: AuthProvider;
}

/*
 * No `requireAuth`: in react-admin 5.15 it sends a first, signed-out visit through a
 * logout/login redirect loop for seconds (marmelab/react-admin#10764). Every resource page
 * still checks authentication before it asks for data, and sends a signed-out visitor to log in.
 *
 * The resources depend on the staff role (getPermissions): support staff read and export, so
 * the edit pages, the create pages of the catalogue, of billing and of the job reasons, and the
 * audit log are not even routes for them; subscriptions are read-only for everyone, and only
 * admins get their pause, resume and cancel buttons. Jobs are read-only too, and only admins
 * get the button that settles a dispute. Reported conversations are read by every staff
 * member; only admins get the buttons that dismiss a report or ban the reported user. Support
 * conversations are written by every staff member, who open one from a job's or a user's page.
 * Notification deliveries and templates are read by every staff member; only admins get the
 * button that resends a failed delivery. Content (pages, FAQ, blog, team, partners) is read by
 * every staff member and written by admins only; the contact inbox is answered, closed and
 * reopened by admins and support alike. The server enforces the same.
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
    {(role: StaffRole | undefined) => {
      const isAdmin = role === 'admin';
      // Create and edit pages are routes for admins only.
      const gated = <T extends object>(resource: T) =>
        isAdmin ? resource : { ...resource, create: undefined, edit: undefined };
      return (
        <>
          <Resource name="users" {...gated(users)} />
          <Resource name="categories" {...gated(categories)} />
          <Resource name="skills" {...gated(skills)} />
          <Resource name="jobs" {...jobs} />
          <Resource name="support-conversations" {...supportConversations} />
          <Resource name="services" {...services} />
          <Resource name="predefined-services" {...gated(predefinedServices)} />
          <Resource name="conversation-reports" {...conversationReports} />
          <Resource name="notification-deliveries" {...notificationDeliveries} />
          <Resource name="notification-templates" {...notificationTemplates} />
          <Resource name="cancellation-reasons" {...gated(cancellationReasons)} />
          <Resource name="help-reasons" {...gated(helpReasons)} />
          <Resource name="subscriptions" {...subscriptions} />
          <Resource name="payments" {...payments} />
          <Resource name="plans" {...gated(plans)} />
          <Resource name="coupons" {...gated(coupons)} />
          {contentResources.map(({ name, ...resource }) => (
            <Resource key={name} name={name} {...gated(resource)} />
          ))}
          <Resource name="contact-messages" {...contactMessages} />
          {isAdmin ? <Resource name="audit-log" {...auditLog} /> : null}
        </>
      );
    }}
  </Admin>
);
