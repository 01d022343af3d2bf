import type { ComponentType } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { ROUTES, SIGN_IN_ROUTE, matchRoute, pathFor } from '../../../common/routes';
import type { RouteDef, RouteName } from '../../../common/routes';
import { useSession } from '../session/session';
import { nextSearch } from '../session/after-sign-in';
import { lazyPage, type LazyPage } from '../navigation/lazy-page';
import { NotFoundPage } from '../not-found';
import { useRegion } from '../navigation/use-region';

type Page = LazyPage;

const StaffOnlyPage = lazyPage(() => import('./StaffOnlyPage'));

/** A page module with named pages: one of them, as a lazy page. */
const named = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType): Page =>
  lazyPage(() => load().then((module) => ({ default: pick(module) })));

/** The modules that hold more than one page. */
const jobLists = () => import('../jobs/JobListPage');
const jobPayment = () => import('../jobs/JobPaymentPages');
/** Every page staff keep shows through one component, which reads the route it is at. */
const contentPage = lazyPage(() => import('../content/ContentPage'), { plain: true });

/**
 * The pages that exist so far, by route name. A route name missing here shows the not-found
 * page at its own address until its feature adds the page.
 */
const PAGES: Partial<Record<RouteName, Page>> = {
  home: lazyPage(() => import('../home/HomePage'), { plain: true }),
  categories: lazyPage(() => import('../categories/CategoriesPage'), { plain: true }),
  category: lazyPage(() => import('../categories/CategoryPage'), { plain: true }),
  profiles: lazyPage(() => import('../search/ProfilesPage'), { plain: true }),
  profile: lazyPage(() => import('../public-profile/ProfilePage'), { plain: true }),
  myFavorites: lazyPage(() => import('../favorites/FavoritesPage')),
  settingsCatalogue: lazyPage(() => import('../settings/CatalogueSettingsPage')),
  settingsMedia: lazyPage(() => import('../settings/MediaSettingsPage')),
  settingsPosts: lazyPage(() => import('../settings/PostsSettingsPage')),
  settingsPayments: lazyPage(() => import('../billing/PaymentAccountSettingsPage')),
  subscriptionLanding: lazyPage(() => import('../billing/SubscriptionLandingPage')),
  subscriptionPlans: lazyPage(() => import('../billing/SubscriptionPlansPage')),
  subscriptionPayment: lazyPage(() => import('../billing/SubscriptionCheckoutPage')),
  mySubscription: lazyPage(() => import('../billing/MySubscriptionPage')),
  billing: lazyPage(() => import('../billing/BillingPage')),
  mercadoPagoCallback: lazyPage(() => import('../billing/MercadoPagoCallbackPage')),
  agenda: lazyPage(() => import('../agenda/AgendaPage')),
  chat: lazyPage(() => import('../chat/ChatPage')),
  notifications: lazyPage(() => import('../notifications/NotificationsPage')),
  unsubscribe: lazyPage(() => import('../notifications/UnsubscribePage')),
  marketing: contentPage,
  proskersLanding: contentPage,
  clientsLanding: contentPage,
  about: contentPage,
  howToSell: contentPage,
  howToBuy: contentPage,
  terms: contentPage,
  privacy: contentPage,
  cookies: contentPage,
  faq: lazyPage(() => import('../content/FaqPage')),
  blog: lazyPage(() => import('../content/BlogPage'), { plain: true }),
  blogPost: lazyPage(() => import('../content/BlogPostPage'), { plain: true }),
  contact: lazyPage(() => import('../content/ContactPage')),
  notFound: NotFoundPage,
  signIn: lazyPage(() => import('../accounts/SignInPage')),
  signUp: lazyPage(() => import('../accounts/SignUpPage')),
  confirmMail: lazyPage(() => import('../accounts/ConfirmMailPage')),
  accountNeeded: lazyPage(() => import('../accounts/AccountNeededPage')),
  forgotPassword: lazyPage(() => import('../accounts/ForgotPasswordPage')),
  newPassword: lazyPage(() => import('../accounts/NewPasswordPage')),
  emailVerification: lazyPage(() => import('../accounts/EmailVerificationPage')),
  googleCallback: lazyPage(() => import('../accounts/GoogleCallbackPage')),
  facebookCallback: lazyPage(() => import('../accounts/FacebookCallbackPage')),
  myAddress: lazyPage(() => import('../settings/MyAddressPage')),
  settings: lazyPage(() => import('../settings/ProfileSettingsPage')),
  settingsAccount: lazyPage(() => import('../settings/AccountSettingsPage')),
  settingsPrivacy: lazyPage(() => import('../settings/PrivacySettingsPage')),
  settingsNotifications: lazyPage(() => import('../settings/NotificationSettingsPage')),
  settingsData: lazyPage(() => import('../settings/DataSettingsPage')),
  settingsServices: lazyPage(() => import('../jobs/MyServicesPage')),
  settingsServiceEdit: lazyPage(() => import('../jobs/MyServicesPage/EditServicePage')),
  services: lazyPage(() => import('../jobs/ServicePage')),
  myOrders: named(jobLists, (m) => m.MyOrdersPage),
  hiredServices: named(jobLists, (m) => m.HiredServicesPage),
  adminServices: named(jobLists, (m) => m.ProskerJobsPage),
  adminServiceDetail: lazyPage(() => import('../jobs/JobDetailPage')),
  sellerHome: lazyPage(() => import('../seller/SellerHomePage')),
  sellerClients: lazyPage(() => import('../seller/SellerClientsPage')),
  jobCreate: lazyPage(() => import('../jobs/JobEditorPage')),
  jobEdit: lazyPage(() => import('../jobs/JobEditorPage')),
  servicePayment: named(jobPayment, (m) => m.JobPaymentPage),
  serviceCheckout: named(jobPayment, (m) => m.JobCheckoutPage),
};

/**
 * Starts loading the code of the page at `pathname` (its module, and MUI's theme and the
 * office's texts when it needs them) as soon as the app's scripts run, beside its first texts,
 * instead of when the first render reaches it. Signed-in and staff pages wait for the session.
 */
export function preloadPageAt(pathname: string): void {
  const name = matchRoute(pathname)?.name;
  if (!name) return;
  const { auth, staff } = ROUTES[name] as RouteDef;
  if (!auth && !staff) PAGES[name]?.preload();
}

/** Sends a visitor to sign-in, remembering the whole address to come back to. */
function ToSignIn() {
  const region = useRegion();
  const { pathname, search, hash } = useLocation();
  return (
    <Navigate
      replace
      to={{
        pathname: pathFor(SIGN_IN_ROUTE, region),
        search: nextSearch(`${pathname}${search}${hash}`),
      }}
    />
  );
}

/**
 * What a route of the table renders. Signed-in routes send visitors to sign-in first. Staff
 * routes do too; a signed-in user there is told the page is for the team (storefront accounts
 * are never staff), and staff who sign in are sent to the back office by the sign-in page.
 */
export function RoutePage({ name }: { name: RouteName }) {
  const { status } = useSession();
  const { auth, staff } = ROUTES[name] as RouteDef;
  const Page = PAGES[name];
  if ((auth || staff) && status !== 'signedIn') return <ToSignIn />;
  if (staff) return <StaffOnlyPage name={name} />;
  if (!Page) return <NotFoundPage />;
  return <Page />;
}
