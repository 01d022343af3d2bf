import { useFormat } from '../../i18n/format';
import { categoryName, useCategories } from '../../categories/use-categories';
import { useLanguage } from '../../i18n/use-language';
import { useT } from '../../i18n/use-t';
import { partyName } from '../../profiles/ProfileCard';
import { RouteLink } from '../../navigation/RouteLink';
import { regionOfCurrency } from '../job-time';
import type { JobDetail } from '../jobs-api';
import { Fact, SectionPanel, useWhenLabel } from '../parts';
import { FactGrid } from '../../layout/grids';
import { linkClass } from '../../ui';

/** What, when, for how much and between whom. */
export function Facts({ job }: { job: JobDetail }) {
  const t = useT();
  const { money, dateTime, fullDate: day } = useFormat();
  const { language } = useLanguage();
  const whenLabel = useWhenLabel();
  const categories = useCategories();
  const region = regionOfCurrency(job.currency);
  const category = categories.data?.find((c) => c.id === job.categoryId);
  return (
    <SectionPanel title={t('jobs.detail.details')}>
      <FactGrid>
        {job.timeOfDay ? (
          // A booking: its date and its hour, or its half while the hour is not agreed.
          <>
            <Fact term={t('jobs.detail.date')} testId="job-date">
              {day(job.startDate, region)}
            </Fact>
            <Fact term={t('jobs.detail.when')} testId="job-when">
              {whenLabel(job)}
            </Fact>
          </>
        ) : (
          <>
            <Fact term={t('jobs.detail.start')} testId="job-start">
              {dateTime(job.startDate, region)}
            </Fact>
            <Fact term={t('jobs.detail.end')}>{dateTime(job.endDate, region)}</Fact>
          </>
        )}
        <Fact term={t('jobs.detail.price')} testId="job-price">
          {money(job.price, job.currency)}
        </Fact>
        {job.role === 'prosker' && job.cost !== null && (
          <Fact term={t('jobs.detail.cost')}>{money(job.cost, job.currency)}</Fact>
        )}
        {category && (
          <Fact term={t('jobs.detail.category')}>{categoryName(category, language)}</Fact>
        )}
        <Fact term={t('jobs.detail.prosker')} testId="job-prosker">
          {job.prosker ? (
            <RouteLink to="profile" params={{ query: job.prosker.username }} className={linkClass}>
              {partyName(job.prosker, t('closedAccount.prosker'))}
            </RouteLink>
          ) : (
            '—'
          )}
        </Fact>
        <Fact term={t('jobs.detail.client')} testId="job-client">
          {job.client
            ? partyName(job.client, t('closedAccount.client'))
            : t('closedAccount.client')}
        </Fact>
        {job.serviceId !== null && (
          // A booking of a service says whether it took a slot of the agenda; an offer has its
          // own day and hour, shown above.
          <Fact term={t('jobs.detail.appointment')}>
            {job.requiresAppointment ? t('jobs.yes') : t('jobs.no')}
          </Fact>
        )}
        <Fact term={t('jobs.detail.payment')}>
          {job.requiresPayment ? t('jobs.yes') : t('jobs.no')}
        </Fact>
        {job.refunds.length > 0 && (
          // What Prosk gave back of the payment: each refund, with its day.
          <Fact term={t('jobs.detail.refunded')} testId="job-refunded">
            {job.refunds
              .map((refund) =>
                t('jobs.detail.refund', {
                  amount: money(refund.amount, job.currency),
                  date: day(refund.at, region),
                }),
              )
              .join(' · ')}
          </Fact>
        )}
      </FactGrid>
    </SectionPanel>
  );
}
