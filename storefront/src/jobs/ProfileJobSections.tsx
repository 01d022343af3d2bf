import CreditCardOutlinedIcon from 'plain-icon:CreditCardOutlined';
import EventAvailableOutlinedIcon from 'plain-icon:EventAvailableOutlined';
import type { ReactNode } from 'react';
import { useFormat } from '../i18n/format';
import { useT } from '../i18n/use-t';
import { CardList } from '../layout/grids';
import surfaces from '../layout/surfaces.module.css';
import { Picture } from '../media/Picture';
import { RouteLink } from '../navigation/RouteLink';
import { thumbOf, useProskerReviews, useProskerServices } from './jobs-api';
import styles from './ProfileJobSections.module.css';
import { LoadError, SectionHeading } from './sections';
import { LinkButton, Skeleton, Stars } from '../ui';

/**
 * A titled section of the profile page (`id` names it, for the tests too), with an action at
 * the title's end when given: the job pages' section heading (`sections.tsx`).
 */
export function ProfileSection({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} data-testid={id}>
      <SectionHeading id={id} action={action}>
        {title}
      </SectionHeading>
      {children}
    </section>
  );
}

/**
 * A profile section's query while it is not showing content: a skeleton while it loads, the
 * error when it failed, `empty` (when given) once it loaded nothing.
 */
function SectionState({
  query,
  height,
  failed,
  empty,
}: {
  query: { isPending: boolean; isError: boolean; isSuccess: boolean; error: unknown };
  height: number;
  failed: string;
  empty: string | null;
}) {
  if (query.isPending) return <Skeleton variant="rounded" height={height} />;
  if (query.isError) return <LoadError title={failed} query={query} retry={false} />;
  if (query.isSuccess && empty !== null) {
    return <p className={`${surfaces.body1} ${surfaces.secondary}`}>{empty}</p>;
  }
  return null;
}

/** A prosker's published services, each with "Contratar" (visitors sign in first). */
export function ProfileServices({ proskerId, owner }: { proskerId: number; owner: boolean }) {
  const t = useT();
  const { money } = useFormat();
  const services = useProskerServices(proskerId);
  return (
    <ProfileSection
      id="profile-services"
      title={t('jobs.profile.servicesTitle')}
      action={
        owner && (
          <LinkButton size="small" render={<RouteLink to="settingsServices" />}>
            {t('jobs.profile.manage')}
          </LinkButton>
        )
      }
    >
      <SectionState
        query={services}
        height={120}
        failed={t('jobs.profile.servicesFailed')}
        empty={services.data?.length === 0 ? t('jobs.profile.servicesEmpty') : null}
      />
      {services.isSuccess && services.data.length > 0 && (
        <CardList>
          {services.data.map((service) => (
            <li key={service.id}>
              <article className={surfaces.card} data-testid="profile-service">
                {service.image && (
                  // The square thumb, cut to the card's band: the large size would show more
                  // of the picture, so only the thumb is offered.
                  <Picture
                    sources={{ src: thumbOf(service.image) ?? service.image }}
                    alt=""
                    width={320}
                    height={160}
                    sizes="320px"
                    testId="profile-service-image"
                    className={styles.serviceImage}
                  />
                )}
                <div className={surfaces.cardContent}>
                  <h3 className={styles.serviceTitle}>{service.title}</h3>
                  <p className={`${surfaces.body2} ${surfaces.secondary} ${styles.serviceText}`}>
                    {service.description}
                  </p>
                  {service.requiresAppointment && (
                    <p
                      className={`${surfaces.fact} ${surfaces.caption} ${surfaces.secondary} ${styles.appointment}`}
                    >
                      <EventAvailableOutlinedIcon fontSize="inherit" aria-hidden />
                      {t('jobs.profile.appointment')}
                    </p>
                  )}
                  {service.requiresPayment && (
                    <p
                      className={`${surfaces.fact} ${surfaces.caption} ${surfaces.secondary} ${styles.paidInAdvance}`}
                      data-testid="profile-service-payment"
                    >
                      <CreditCardOutlinedIcon fontSize="inherit" aria-hidden />
                      {t('jobs.service.paidInAdvance')}
                    </p>
                  )}
                </div>
                <div className={styles.serviceFoot}>
                  <p className={styles.price} data-testid="profile-service-price">
                    {money(service.price, service.currency, { whole: true })}
                  </p>
                  {!owner && (
                    <LinkButton
                      variant="contained"
                      size="small"
                      render={
                        <RouteLink
                          to="services"
                          params={{ query: service.id }}
                          aria-label={t('jobs.profile.hireLabel', { title: service.title })}
                        />
                      }
                    >
                      {t('jobs.profile.hire')}
                    </LinkButton>
                  )}
                </div>
              </article>
            </li>
          ))}
        </CardList>
      )}
    </ProfileSection>
  );
}

/** The rating summary (average of 5, count) and the newest reviews. */
export function ProfileReviews({ proskerId }: { proskerId: number }) {
  const t = useT();
  const { date } = useFormat();
  const reviews = useProskerReviews(proskerId);
  return (
    <ProfileSection id="profile-reviews" title={t('jobs.profile.reviewsTitle')}>
      <SectionState
        query={reviews}
        height={100}
        failed={t('jobs.profile.reviewsFailed')}
        empty={reviews.data?.count === 0 ? t('jobs.profile.reviewsEmpty') : null}
      />
      {reviews.isSuccess && reviews.data.count > 0 && (
        <>
          <div className={styles.summary} data-testid="reviews-summary">
            <p className={styles.average}>{reviews.data.average.toFixed(1)}</p>
            <div>
              <Stars
                value={reviews.data.average}
                size="medium"
                label={t('jobs.profile.reviewsSummary', {
                  average: reviews.data.average.toFixed(1),
                })}
              />
              <p className={`${surfaces.body2} ${surfaces.secondary}`} data-testid="reviews-count">
                {t('jobs.profile.reviewsCount', { count: reviews.data.count })}
              </p>
            </div>
          </div>
          <ul className={styles.reviews}>
            {reviews.data.data.map((review) => (
              <li key={review.id}>
                <article className={surfaces.card} data-testid="review">
                  <div className={surfaces.cardContent}>
                    <div className={styles.reviewHead}>
                      <Stars
                        value={review.rating}
                        label={t('jobs.review.stars', { count: review.rating })}
                      />
                      <p className={`${surfaces.caption} ${surfaces.secondary}`}>
                        {review.clientFirstName || t('closedAccount.client')} ·{' '}
                        <time dateTime={review.createdAt}>{date(review.createdAt)}</time>
                      </p>
                    </div>
                    <p className={`${surfaces.userText} ${styles.reviewText}`}>{review.text}</p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </>
      )}
    </ProfileSection>
  );
}
