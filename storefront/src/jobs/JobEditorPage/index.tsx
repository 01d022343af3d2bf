import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { pathFor } from '../../../../common/routes';
import { type Region } from '../../../../common/regions';
import { ApiError } from '../../api/api-client';
import { usePageTitle } from '../../app/use-page-title';
import { FormAlert } from '../../forms/FormAlert';
import { useT } from '../../i18n/use-t';
import { noticeState } from '../../layout/notices';
import { NotFoundPage } from '../../routing/pages';
import { RouteLink } from '../../routing/RouteLink';
import { useRegion } from '../../routing/use-region';
import { useSignedInUser } from '../../session/session';
import { ImagePicker } from '../ImagePicker';
import { OfferDialog } from '../OfferDialog';
import { regionOfCurrency } from '../job-time';
import { useJob } from '../jobs-api';
import { BackLink, errorText, pageTitleSx, JobDetailNotice } from '../parts';
import { JobForm } from './JobForm';

/** A new offer: to the client `?client=` names, in the dialog the chat opens too. */
function NewOffer({ region }: { region: Region }) {
  const t = useT();
  const navigate = useNavigate();
  const pageRegion = useRegion();
  const [search] = useSearchParams();
  const param = search.get('client');
  const clientId = param && /^[1-9][0-9]{0,9}$/.test(param) ? Number(param) : null;
  const [open, setOpen] = useState(clientId !== null);
  return (
    <Box data-testid="offer-from-chat">
      <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {t('jobs.offer.fromChatTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('jobs.offer.fromChatText')}
      </Typography>
      <Button component={RouteLink} to="chat" variant="contained">
        {t('jobs.offer.toChat')}
      </Button>
      {open && clientId !== null && (
        <OfferDialog
          target={{ clientId }}
          region={region}
          onClose={() => setOpen(false)}
          onMade={(job) =>
            navigate(pathFor('adminServiceDetail', pageRegion, { query: job.id }), {
              state: noticeState('jobSaved'),
            })
          }
        />
      )}
    </Box>
  );
}

function EditJob({ id }: { id: number }) {
  const t = useT();
  const job = useJob(id);
  if (job.error instanceof ApiError && job.error.status === 404) return <NotFoundPage />;
  if (job.isPending) return <Skeleton variant="rounded" height={480} />;
  if (job.isError) return <FormAlert>{errorText(job.error, t)}</FormAlert>;
  if (job.data.role !== 'prosker') return <NotFoundPage />;
  if (job.data.status !== 'new' && job.data.status !== 'offered') {
    return (
      <JobDetailNotice id={id} testId="job-not-editable" linkLabel={t('jobs.editor.toDetail')}>
        {t('jobs.editor.notEditable')}
      </JobDetailNotice>
    );
  }
  return (
    <>
      <JobForm job={job.data} region={regionOfCurrency(job.data.currency)} />
      <Divider sx={{ my: 3 }} />
      <Box component="section" aria-labelledby="job-image-title" sx={{ maxWidth: 640 }}>
        <Typography variant="h2" id="job-image-title" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
          {t('jobs.image.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('jobs.image.editorHelp')}
        </Typography>
        <ImagePicker
          owner={{ kind: 'job', id }}
          image={job.data.image}
          title={job.data.title}
          testId="job-image"
        />
      </Box>
    </>
  );
}

/**
 * `admin-servicios/nuevo?client={id}`: the offer dialog for that client (as "Mis clientes" opens
 * it), or without a client the way to the conversations, where offers are made; and
 * `admin-servicios-editar/{id}`: a prosker's job not answered yet.
 */
export default function JobEditorPage() {
  const t = useT();
  const user = useSignedInUser();
  const { jobId } = useParams();
  const editing = jobId !== undefined;
  const id = Number(jobId);
  usePageTitle(editing ? t('jobs.editor.editTitle', { id }) : t('jobs.offer.title'));
  if (user.role !== 'prosker') return <NotFoundPage />;
  if (editing && !(Number.isSafeInteger(id) && id > 0)) return <NotFoundPage />;
  const userRegion: Region = user.region === 'br' ? 'br' : 'uy';
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }} data-testid="job-editor-page">
      {editing ? (
        <BackLink to="adminServiceDetail" params={{ query: id }}>
          {t('jobs.editor.toDetail')}
        </BackLink>
      ) : (
        <BackLink to="adminServices">{t('jobs.editor.back')}</BackLink>
      )}
      <Typography variant="h1" sx={{ ...pageTitleSx, mb: 1 }}>
        {editing ? t('jobs.editor.editTitle', { id }) : t('jobs.offer.title')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, mt: editing ? 2 : 0 }}>
        {editing ? <EditJob id={id} /> : <NewOffer region={userRegion} />}
      </Paper>
    </Container>
  );
}
