import EventAvailableOutlinedIcon from 'plain-icon:EventAvailableOutlined';
import CreditCardOutlinedIcon from 'plain-icon:CreditCardOutlined';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { pathFor } from '../../../../common/routes';
import { ApiError } from '../../api/api-client';
import { usePageHead } from '../../seo/page-head';
import { usePageTitle } from '../../seo/use-page-title';
import { breadcrumbs, serviceOffered } from '../../seo/structured-data';
import { useFormat } from '../../i18n/format';
import { categoryName, useCategories } from '../../categories/use-categories';
import { useLanguage } from '../../i18n/use-language';
import { useT } from '../../i18n/use-t';
import { useProfile, type ProfileDetail } from '../../profiles/catalogue-api';
import { ProfileAvatar, fullName } from '../../profiles/ProfileCard';
import { NotFoundPage } from '../../not-found';
import { RouteLink } from '../../navigation/RouteLink';
import { useRegion } from '../../navigation/use-region';
import { useSession } from '../../session/session';
import { StartChatButton } from '../../conversations/StartChatButton';
import { useService } from '../jobs-api';
import type { ServiceDetail } from '../jobs-api';
import { regionOfService, serviceIdOf, servicePageRedirect } from '../service-address';
import { LoadError, MainAndSide, SectionPanel, WithImage } from '../parts';
import { Alert, Chip, Container, LinkButton, Skeleton, Surface, Text, linkClass } from '../../ui';
import { BuyPanel } from './BuyPanel';
import styles from './ServicePage.module.css';

/**
 * What the page says of the service to search engines and link previews: a sentence of facts
 * (what, where, for how much, by whom), its picture, and the service with its provider and
 * price as JSON-LD, in its own region only (the one it is sold in). The title is the page's.
 */
function useServiceHead(
  service: ServiceDetail,
  shown: {
    /** The price as the page writes it. */
    price: string;
    prosker: ProfileDetail | undefined;
    category: { slug: string; name: string } | null;
  },
) {
  const t = useT();
  const region = useRegion();
  const { prosker, category, price } = shown;
  const path = pathFor('services', region, { query: service.id });
  const name = prosker ? fullName(prosker) : '';
  const place = prosker?.department;
  const facts = { title: service.title, price, name };
  usePageHead({
    description: prosker
      ? place
        ? t('jobs.service.metaDescriptionIn', { ...facts, place })
        : t('jobs.service.metaDescription', facts)
      : undefined,
    image: service.image ?? prosker?.profileImg ?? undefined,
    regions: [regionOfService(service)],
    structuredData: [
      serviceOffered({
        name: service.title,
        path,
        description: service.description,
        image: service.image,
        category: category?.name ?? null,
        price: service.price,
        currency: service.currency,
        provider: prosker
          ? {
              name,
              path: pathFor('profile', region, { query: prosker.username }),
              image: prosker.profileImg,
              area: prosker.department,
              country: prosker.countryCode,
            }
          : null,
      }),
      breadcrumbs([
        { name: t('home.title'), path: pathFor('home', region) },
        ...(category
          ? [{ name: category.name, path: pathFor('category', region, { name: category.slug }) }]
          : []),
        { name: service.title, path },
      ]),
    ],
  });
}

function ServiceView({ service }: { service: ServiceDetail }) {
  const t = useT();
  const { user } = useSession();
  const { money } = useFormat();
  const { language } = useLanguage();
  const categories = useCategories();
  const prosker = useProfile(String(service.proskerId));
  const own = user?.id === service.proskerId;
  const category = categories.data?.find((c) => c.id === service.categoryId);
  const categoryTitle = category ? categoryName(category, language) : '';
  const proskerName = prosker.data ? fullName(prosker.data) : '';
  const price = money(service.price, service.currency, { whole: true });
  useServiceHead(service, {
    price,
    prosker: prosker.data,
    category: category ? { slug: category.slug, name: categoryTitle } : null,
  });

  return (
    <MainAndSide side={400} gap={{ xs: 3, md: 4 }}>
      <div className={styles.main}>
        <div>
          {/* The chip's row is kept while the categories load: the title does not move. */}
          <div className={styles.category}>
            {category ? (
              <Chip size="small">{categoryTitle}</Chip>
            ) : (
              categories.isPending && <Skeleton variant="rounded" width={96} height={24} />
            )}
          </div>
          <WithImage image={service.image} title={service.title} testId="service-image">
            <div className={styles.heading}>
              <Text variant="h1" className={styles.title}>
                {service.title}
              </Text>
              <Text className={styles.price} data-testid="service-price">
                {price}
              </Text>
            </div>
          </WithImage>
        </div>
        <Text className={styles.prose}>{service.description}</Text>
        <ul className={styles.facts}>
          <li className={styles.fact}>
            <EventAvailableOutlinedIcon className={styles.factIcon} />
            <Text variant="body2">
              {service.slotRequired
                ? t('jobs.service.appointment')
                : service.requiresAppointment
                  ? t('jobs.service.appointmentByHalf')
                  : t('jobs.service.noAppointment')}
            </Text>
          </li>
          <li className={styles.fact}>
            <CreditCardOutlinedIcon className={styles.factIcon} />
            <Text variant="body2">
              {service.requiresPayment ? t('jobs.service.payment') : t('jobs.service.noPayment')}
            </Text>
          </li>
        </ul>
        <Surface className={styles.prosker}>
          <Text variant="body2" tone="secondary" className={styles.offeredBy}>
            {t('jobs.service.offeredBy')}
          </Text>
          {prosker.data ? (
            <div className={styles.person}>
              <ProfileAvatar profile={prosker.data} size={48} loading="eager" />
              <div className={styles.personText}>
                <Text strong>{proskerName}</Text>
                <RouteLink
                  to="profile"
                  params={{ query: prosker.data.username }}
                  className={linkClass}
                >
                  {t('jobs.service.viewProfile')}
                </RouteLink>
              </div>
            </div>
          ) : (
            <Skeleton variant="rounded" height={48} />
          )}
          {!own && (
            <div className={styles.chat}>
              <StartChatButton
                to={{ proskerId: service.proskerId }}
                label={t('chat.startWithProsker')}
                size="small"
              />
            </div>
          )}
        </Surface>
      </div>
      {own ? (
        <Alert
          severity="info"
          action={
            <LinkButton render={<RouteLink to="settingsServices" />} tone="inherit" size="small">
              {t('jobs.service.manage')}
            </LinkButton>
          }
          data-testid="own-service"
        >
          {t('jobs.service.own')}
        </Alert>
      ) : (
        <BuyPanel service={service} proskerName={proskerName} />
      )}
    </MainAndSide>
  );
}

/**
 * The page's shape while the service loads: the same columns, title, price, words, facts and
 * prosker's panel, and the order panel with its calendar's room, so that nothing moves when
 * they come.
 */
function ServiceSkeleton({ label }: { label: string }) {
  const t = useT();
  return (
    <div aria-busy="true" aria-label={label}>
      <MainAndSide side={400} gap={{ xs: 3, md: 4 }}>
        <div className={styles.main}>
          <div>
            <div className={styles.category}>
              <Skeleton variant="rounded" width={96} height={24} />
            </div>
            {/* Most services have a picture: its room beside the title is kept too. */}
            <div className={styles.skeletonHeading}>
              <Skeleton variant="rounded" className={styles.imageBox} />
              <div className={styles.heading}>
                <Skeleton className={styles.titleLine} />
                <Skeleton className={styles.priceLine} />
              </div>
            </div>
          </div>
          <div>
            <Skeleton />
            <Skeleton />
            <Skeleton width="60%" />
          </div>
          <div className={styles.facts}>
            <Skeleton width="70%" />
            <Skeleton width="60%" />
          </div>
          <Surface className={styles.prosker}>
            <Skeleton width={120} className={styles.offeredBy} />
            <Skeleton variant="rounded" height={48} />
            <Skeleton variant="rounded" width={190} height={31} className={styles.chat} />
          </Surface>
        </div>
        <SectionPanel title={t('jobs.buy.title')}>
          <Skeleton width={100} className={styles.step} />
          <Skeleton width="50%" />
          <Skeleton className={styles.choiceHelp} />
          <div className={styles.calendarLoading}>
            <Skeleton width={120} />
            <Skeleton variant="rounded" className={styles.calendarBox} />
          </div>
          <Skeleton variant="rounded" height={42} className={styles.submitLine} />
        </SectionPanel>
      </MainAndSide>
    </div>
  );
}

/**
 * `servicios/{id}`: a published service and the client's order form. Visitors see it and choose
 * too; hiring then asks them for an account and brings them back with their choice. The server
 * renders it (docs/adr/0034-service-page-indexed.md), all but the booking calendar. An address in
 * the other region moves to the service's own, in place.
 */
export default function ServicePage() {
  const t = useT();
  const id = serviceIdOf(useParams().query);
  const service = useService(id ?? 0, id !== null);
  const region = useRegion();
  const { search } = useLocation();
  const navigate = useNavigate();
  const moved = service.data ? servicePageRedirect(region, service.data, search) : null;
  useEffect(() => {
    if (moved) navigate(moved, { replace: true });
  }, [moved, navigate]);
  usePageTitle(service.data?.title ?? t('jobs.service.title'));
  if (id === null) return <NotFoundPage />;
  if (service.error instanceof ApiError && service.error.status === 404) return <NotFoundPage />;
  return (
    <Container padded="page" data-testid="service-page">
      {service.isPending && <ServiceSkeleton label={t('jobs.service.loading')} />}
      {service.isError && <LoadError title={t('jobs.service.loadFailed')} query={service} />}
      {service.data && <ServiceView service={service.data} />}
    </Container>
  );
}
