import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import { useDeferredValue, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CLIENT_NOTE_MAX } from '../../../common/constants';
import { usePageTitle } from '../app/use-page-title';
import { PageHeading } from '../billing/PageHeading';
import { useFormat } from '../i18n/format';
import { StartChatButton } from '../chat/StartChatButton';
import { useT } from '../i18n/use-t';
import { JobStatusChip } from '../jobs/JobStatusChip';
import { errorText } from '../jobs/parts';
import { QueryState } from '../layout/QueryState';
import { RouteLink } from '../routing/RouteLink';
import { ProskersOnly, usePersonName } from './parts';
import { OFFER_SEARCH, useSaveClientNote, useSellerClients } from './seller-api';
import type { SellerClient, SellerClientPage } from './seller-api';

/** The private note: read, or edited in place; saved empty, it is removed. */
function ClientNote({ client }: { client: SellerClient }) {
  const t = useT();
  const save = useSaveClientNote(client.client.id);
  const [draft, setDraft] = useState<string | null>(null);
  const [said, setSaid] = useState<'saved' | 'removed' | null>(null);
  const fieldId = useId();
  const labelId = useId();
  if (draft === null) {
    return (
      <Box sx={{ mt: 1.5 }} data-testid="client-note">
        <Typography id={labelId} variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
          {t('seller.clients.note.label')}
        </Typography>
        <Typography
          aria-labelledby={labelId}
          sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          color={client.note ? 'text.primary' : 'text.secondary'}
          data-testid="client-note-text"
        >
          {client.note ?? t('seller.clients.note.empty')}
        </Typography>
        {said && (
          <Typography role="status" variant="body2" color="success.main">
            {t(`seller.clients.note.${said}`)}
          </Typography>
        )}
        <Button
          size="small"
          sx={{ mt: 0.5, px: 0 }}
          onClick={() => {
            setSaid(null);
            save.reset();
            setDraft(client.note ?? '');
          }}
        >
          {client.note ? t('seller.clients.note.edit') : t('seller.clients.note.add')}
        </Button>
      </Box>
    );
  }
  const tooLong = draft.trim().length > CLIENT_NOTE_MAX;
  return (
    <Box
      component="form"
      sx={{ mt: 1.5, display: 'grid', gap: 1 }}
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
      <TextField
        id={fieldId}
        label={t('seller.clients.note.label')}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        multiline
        minRows={2}
        autoFocus
        error={tooLong || save.isError}
        helperText={
          save.isError
            ? errorText(save.error, t)
            : `${t('seller.clients.note.hint', { max: CLIENT_NOTE_MAX })} ${t(
                'seller.clients.note.count',
                { count: draft.trim().length, max: CLIENT_NOTE_MAX },
              )}`
        }
        data-testid="client-note-field"
      />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained" size="small" loading={save.isPending}>
          {t('seller.clients.note.save')}
        </Button>
        <Button size="small" onClick={() => setDraft(null)} disabled={save.isPending}>
          {t('seller.clients.note.cancel')}
        </Button>
      </Box>
    </Box>
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
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
      data-testid="client-card"
      data-client-id={person.id}
    >
      <Typography
        variant="h2"
        id={headingId}
        sx={{ fontSize: '1.15rem', fontWeight: 700, overflowWrap: 'anywhere' }}
      >
        {name(person)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('seller.clients.lastContact', { date: date(client.lastContactAt) })}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t('seller.clients.jobs', { count: client.jobCount })} ·{' '}
        {client.paid.length === 0
          ? t('seller.clients.notPaid')
          : t('seller.clients.paid', {
              amount: client.paid.map((p) => money(p.amount, p.currency)).join(' + '),
            })}
      </Typography>
      {client.unread > 0 && (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('seller.clients.unread', { count: client.unread })}
        </Typography>
      )}
      {(client.email || client.phone) && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {[
            client.email && t('seller.clients.email', { email: client.email }),
            client.phone && t('seller.clients.phone', { phone: client.phone }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      )}
      {client.jobs.length > 0 && (
        <Box
          component="ul"
          sx={{ listStyle: 'none', m: 0, mt: 1, p: 0, display: 'grid', gap: 0.5 }}
          data-testid="client-jobs"
        >
          {client.jobs.map((job) => (
            <Box
              component="li"
              key={job.id}
              sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
            >
              <Link
                component={RouteLink}
                to="adminServiceDetail"
                params={{ query: job.id }}
                sx={{ overflowWrap: 'anywhere' }}
              >
                {job.title}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {date(job.startDate)}
              </Typography>
              <JobStatusChip status={job.status} />
            </Box>
          ))}
        </Box>
      )}
      {reachable && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
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
              <Button
                component={RouteLink}
                to="chat"
                params={{ conversationId: client.conversationId }}
                variant="outlined"
                size="small"
                startIcon={<ChatOutlinedIcon aria-hidden />}
                data-testid="client-chat"
              >
                {t('seller.clients.chat')}
              </Button>
              <Button
                component={RouteLink}
                to="chat"
                params={{ conversationId: client.conversationId }}
                search={OFFER_SEARCH}
                variant="contained"
                size="small"
                startIcon={<LocalOfferOutlinedIcon aria-hidden />}
                data-testid="client-offer"
              >
                {t('seller.clients.offer')}
              </Button>
            </>
          )}
        </Box>
      )}
      <ClientNote client={client} />
    </Paper>
  );
}

function Pager({ page, onPage }: { page: SellerClientPage; onPage: (page: number) => void }) {
  const t = useT();
  if (page.pageCount <= 1) return null;
  return (
    <Box
      component="nav"
      aria-label={t('seller.clients.pages')}
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, mt: 3 }}
    >
      <Button disabled={page.page <= 1} onClick={() => onPage(page.page - 1)}>
        {t('seller.clients.previous')}
      </Button>
      <Typography aria-live="polite">
        {t('seller.clients.page', { page: page.page, count: page.pageCount })}
      </Typography>
      <Button disabled={page.page >= page.pageCount} onClick={() => onPage(page.page + 1)}>
        {t('seller.clients.next')}
      </Button>
    </Box>
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
      <TextField
        type="search"
        label={t('seller.clients.search')}
        value={q}
        onChange={(event) => go({ q: event.target.value })}
        size="small"
        sx={{ mb: 3, width: { xs: '100%', sm: 360 } }}
        slotProps={{ htmlInput: { maxLength: 100 } }}
        data-testid="clients-search"
      />
      <QueryState
        query={clients}
        failed={t('seller.clients.loadFailed')}
        retryLabel={t('seller.retry')}
        loadingLabel={t('seller.clients.loading')}
        loading={
          <Box sx={{ display: 'grid', gap: 2 }}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" height={160} />
            ))}
          </Box>
        }
      >
        {(data) =>
          data.total === 0 ? (
            <Paper variant="outlined" sx={{ p: 3, borderRadius: 3 }} data-testid="clients-empty">
              <Typography>
                {search ? t('seller.clients.noMatch') : t('seller.clients.empty')}
              </Typography>
            </Paper>
          ) : (
            <>
              <Typography color="text.secondary" sx={{ mb: 1 }} aria-live="polite">
                {t('seller.clients.total', { count: data.total })}
              </Typography>
              <Box
                component="ul"
                aria-label={t('seller.clients.list')}
                sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}
              >
                {data.data.map((client) => (
                  <ClientCard key={client.client.id} client={client} />
                ))}
              </Box>
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
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }} data-testid="seller-clients">
      <PageHeading tight>{t('seller.clients.title')}</PageHeading>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('seller.clients.intro')}
      </Typography>
      <ProskersOnly>
        <Clients />
      </ProskersOnly>
    </Container>
  );
}
