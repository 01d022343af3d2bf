import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { pathFor } from '../../../../common/routes';
import { type Region } from '../../../../common/regions';
import { ApiError } from '../../api/api-client';
import { usePageTitle } from '../../seo/use-page-title';
import { FormAlert } from '../../forms/FormAlert';
import { useT } from '../../i18n/use-t';
import { noticeState } from '../../navigation/notices';
import { NotFoundPage } from '../../not-found';
import { RouteLink } from '../../navigation/RouteLink';
import { useRegion } from '../../navigation/use-region';
import { useSignedInUser } from '../../session/session';
import { ImagePicker } from '../ImagePicker';
import { OfferDialog } from '../OfferDialog';
import { regionOfCurrency } from '../job-time';
import { useJob } from '../jobs-api';
import { BackLink, errorText, pageTitleClass, JobDetailNotice } from '../parts';
import { Container, Divider, LinkButton, Skeleton, Surface, Text } from '../../ui';
import { JobForm } from './JobForm';
import styles from './JobEditorPage.module.css';

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
    <div data-testid="offer-from-chat">
      <h2 className={styles.subtitle}>{t('jobs.offer.fromChatTitle')}</h2>
      <Text tone="secondary" className={styles.text}>
        {t('jobs.offer.fromChatText')}
      </Text>
      <LinkButton variant="contained" tone="primary" render={<RouteLink to="chat" />}>
        {t('jobs.offer.toChat')}
      </LinkButton>
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
    </div>
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
      <Divider className={styles.divider} />
      <section aria-labelledby="job-image-title" className={styles.narrow}>
        <h2 id="job-image-title" className={styles.imageTitle}>
          {t('jobs.image.title')}
        </h2>
        <Text variant="body2" tone="secondary" className={styles.imageHelp}>
          {t('jobs.image.editorHelp')}
        </Text>
        <ImagePicker
          owner={{ kind: 'job', id }}
          image={job.data.image}
          title={job.data.title}
          testId="job-image"
        />
      </section>
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
    <Container size="md" padded="page" data-testid="job-editor-page">
      {editing ? (
        <BackLink to="adminServiceDetail" params={{ query: id }}>
          {t('jobs.editor.toDetail')}
        </BackLink>
      ) : (
        <BackLink to="adminServices">{t('jobs.editor.back')}</BackLink>
      )}
      <h1 className={`${pageTitleClass} ${styles.title}`}>
        {editing ? t('jobs.editor.editTitle', { id }) : t('jobs.offer.title')}
      </h1>
      <Surface className={editing ? `${styles.panel} ${styles.panelBelow}` : styles.panel}>
        {editing ? <EditJob id={id} /> : <NewOffer region={userRegion} />}
      </Surface>
    </Container>
  );
}
