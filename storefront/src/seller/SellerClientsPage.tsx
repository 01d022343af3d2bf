import ChatOutlinedIcon from 'plain-icon:ChatOutlined';
import LocalOfferOutlinedIcon from 'plain-icon:LocalOfferOutlined';
import { useDeferredValue, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CLIENT_NOTE_MAX } from '../../../common/constants';
import { usePageTitle } from '../seo/use-page-title';
import { useFormat } from '../i18n/format';
import { StartChatButton } from '../conversations/StartChatButton';
import { useT } from '../i18n/use-t';
import { JobStatusChip } from '../jobs/JobStatusChip';
import { errorText } from '../jobs/parts';
import { QueryState } from '../layout/QueryState';
import { RouteLink } from '../navigation/RouteLink';
import { Button, Container, Field, LinkButton, Skeleton, Surface, Text, linkClass } from '../ui';
import { ProskersOnly, usePersonName } from './parts';
import { OFFER_SEARCH, useSaveClientNote, useSellerClients } from './seller-api';
import type { SellerClient, SellerClientPage } from './seller-api';
import styles from './seller.module.css';

/** The private note: read, or edited in place; saved empty, it is removed. */
function ClientNote({ client }: { client: SellerClient }) {
  const t = useT();
  const save = useSaveClientNote(client.client.id);
  const [draft, setDraft] = useState<string | null>(null);
  const [said, setSaid] = useState<'saved' | 'removed' | null>(null);
  const labelId = useId();
  if (draft === null) {
    return (
      <div className={styles.note} data-testid="client-note">
        <Text id={labelId} variant="body2" tone="secondary" strong>
          {t('seller.clients.note.label')}
        </Text>
        <Text
          aria-labelledby={labelId}
          tone={client.note ? 'default' : 'secondary'}
          className={styles.noteText}
          data-testid="client-note-text"
        >
          {client.note ?? t('seller.clients.note.empty')}
        </Text>
        {said && (
          <Text role="status" variant="body2" className={styles.noteSaid}>
            {t(`seller.clients.note.${said}`)}
          </Text>
        )}
        <Button
          size="small"
          className={styles.noteEdit}
          onClick={() => {
            setSaid(null);
            save.reset();
            setDraft(client.note ?? '');
          }}
        >
          {client.note ? t('seller.clients.note.edit') : t('seller.clients.note.add')}
        </Button>
      </div>
    );
  }
  const tooLong = draft.trim().length > CLIENT_NOTE_MAX;
  return (
    <form
      className={styles.noteForm}
      onSubmit={(event) => {
        event.preventDefault();
        const note = draft.trim();
        save.mutate(note, {
          onSuccess: () => {
            setDraft(null);
            setSaid(note === '' ? 'removed' : 'saved');
          },
        });
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setDraft(null);
      }}
    >
      <Field
        label={t('seller.clients.note.label')}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        multiline
        minRows={2}
        autoFocus
        fullWidth
        error={tooLong || save.isError}
        helperText={
          save.isError
            ? errorText(save.error, t)
            : `${t('seller.clients.note.hint', { max: CLIENT_NOTE_MAX })} ${t(
                'seller.clients.note.count',
                { count: draft.trim().length, max: CLIENT_NOTE_MAX },
              )}`
        }
        testId="client-note-field"
      />
      <div className={styles.noteButtons}>
        <Button type="submit" variant="contained" size="small" loading={save.isPending}>
          {t('seller.clients.note.save')}
        </Button>
        <Button size="small" onClick={() => setDraft(null)} disabled={save.isPending}>
          {t('seller.clients.note.cancel')}
        </Button>
      </div>
    </form>
  );
}

function ClientCard({ client }: { client: SellerClient }) {
  const t = useT();
  const name = usePersonName();
  const { money, date } = useFormat();
  const headingId = useId();
  const person = client.client;
  const reachable = person.state === 'active';
  return (
    <Surface
      as="li"
      aria-labelledby={headingId}
      className={styles.card}
      data-testid="client-card"
      data-client-id={person.id}
    >
      <Text variant="h2" id={headingId} className={styles.clientName}>
        {name(person)}
      </Text>
      <Text variant="body2" tone="secondary">
        {t('seller.clients.lastContact', { date: date(client.lastContactAt) })}
      </Text>
      <Text variant="body2" className={styles.gapAbove}>
        {t('seller.clients.jobs', { count: client.jobCount })} ·{' '}
        {client.paid.length === 0
          ? t('seller.clients.notPaid')
          : t('seller.clients.paid', {
              amount: client.paid.map((p) => money(p.amount, p.currency)).join(' + '),
            })}
      </Text>
      {client.unread > 0 && (
        <Text variant="body2" strong>
          {t('seller.clients.unread', { count: client.unread })}
        </Text>
      )}
      {(client.email || client.phone) && (
        <Text variant="body2" tone="secondary" className={styles.wrap}>
          {[
            client.email && t('seller.clients.email', { email: client.email }),
            client.phone && t('seller.clients.phone', { phone: client.phone }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      )}
      {client.jobs.length > 0 && (
        <ul className={styles.clientJobs} data-testid="client-jobs">
          {client.jobs.map((job) => (
            <li key={job.id} className={styles.clientJob}>
              <RouteLink
                to="adminServiceDetail"
                params={{ query: job.id }}
                className={`${linkClass} ${styles.wrap}`}
              >
                {job.title}
              </RouteLink>
              <Text variant="body2" tone="secondary">
                {date(job.startDate)}
              </Text>
              <JobStatusChip status={job.status} />
            </li>
          ))}
        </ul>
      )}
      {reachable && (
        <div className={styles.actions}>
          {client.conversationId === null ? (
            <>
              <StartChatButton
                to={{ clientId: person.id }}
                label={t('seller.clients.chat')}
                size="small"
                testId="client-chat"
              />
              <StartChatButton
                to={{ clientId: person.id }}
                chatSearch={OFFER_SEARCH}
                label={t('seller.clients.offer')}
                size="small"
                variant="contained"
                testId="client-offer"
              />
            </>
          ) : (
            <>
              <LinkButton
                render={
                  <RouteLink
                    to="chat"
                    params={{ conversationId: client.conversationId }}
                    data-testid="client-chat"
                  />
                }
                variant="outlined"
                size="small"
                startIcon={<ChatOutlinedIcon />}
              >
                {t('seller.clients.chat')}
              </LinkButton>
              <LinkButton
                render={
                  <RouteLink
                    to="chat"
                    params={{ conversationId: client.conversationId }}
                    search={OFFER_SEARCH}
                    data-testid="client-offer"
                  />
                }
                variant="contained"
                size="small"
                startIcon={<LocalOfferOutlinedIcon />}
              >
                {t('seller.clients.offer')}
              </LinkButton>
            </>
          )}
        </div>
      )}
      <ClientNote client={client} />
    </Surface>
  );
}

function Pager({ page, onPage }: { page: SellerClientPage; onPage: (page: number) => void }) {
  const t = useT();
  if (page.pageCount <= 1) return null;
  return (
    <nav aria-label={t('seller.clients.pages')} className={styles.pager}>
      <Button disabled={page.page <= 1} onClick={() => onPage(page.page - 1)}>
        {t('seller.clients.previous')}
      </Button>
      <Text aria-live="polite">
        {t('seller.clients.page', { page: page.page, count: page.pageCount })}
      </Text>
      <Button disabled={page.page >= page.pageCount} onClick={() => onPage(page.page + 1)}>
        {t('seller.clients.next')}
      </Button>
    </nav>
  );
}

function Clients() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const search = useDeferredValue(q.trim());
  const clients = useSellerClients(search, page);
  const go = (next: { q?: string; page?: number }) => {
    const value = { q: next.q ?? q, page: next.page ?? 1 };
    const built = new URLSearchParams();
    if (value.q) built.set('q', value.q);
    if (value.page > 1) built.set('page', String(value.page));
    setParams(built, { replace: true });
  };
  return (
    <>
      <Field
        type="search"
        label={t('seller.clients.search')}
        value={q}
        onChange={(event) => go({ q: event.target.value })}
        size="small"
        className={styles.search}
        maxLength={100}
        testId="clients-search"
      />
      <QueryState
        query={clients}
        failed={t('seller.clients.loadFailed')}
        retryLabel={t('seller.retry')}
        loadingLabel={t('seller.clients.loading')}
        loading={
          <div className={styles.column}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" height={160} />
            ))}
          </div>
        }
      >
        {(data) =>
          data.total === 0 ? (
            <Surface className={styles.empty} data-testid="clients-empty">
              <Text>{search ? t('seller.clients.noMatch') : t('seller.clients.empty')}</Text>
            </Surface>
          ) : (
            <>
              <Text tone="secondary" className={styles.total} aria-live="polite">
                {t('seller.clients.total', { count: data.total })}
              </Text>
              <ul aria-label={t('seller.clients.list')} className={styles.clients}>
                {data.data.map((client) => (
                  <ClientCard key={client.client.id} client={client} />
                ))}
              </ul>
              <Pager page={data} onPage={(next) => go({ page: next })} />
            </>
          )
        }
      </QueryState>
    </>
  );
}

/** `mi-negocio/clientes`: who bought, booked or chatted with the prosker, with private notes. */
export default function SellerClientsPage() {
  const t = useT();
  usePageTitle(t('seller.clients.title'));
  return (
    <Container size="md" padded="page" data-testid="seller-clients">
      <Text variant="h1" className={styles.title}>
        {t('seller.clients.title')}
      </Text>
      <Text tone="secondary" className={styles.intro}>
        {t('seller.clients.intro')}
      </Text>
      <ProskersOnly>
        <Clients />
      </ProskersOnly>
    </Container>
  );
}
