import AddPhotoAlternateOutlinedIcon from 'plain-icon:AddPhotoAlternateOutlined';
import DeleteOutlineIcon from 'plain-icon:DeleteOutline';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { BOOKING_PHOTOS_MAX, MAX_IMAGE_BYTES } from '../../../common/constants';
import { generalErrorText } from '../forms/server-errors';
import { useT } from '../i18n/use-t';
import { Picture } from '../media/Picture';
import { Button, IconButton, Text } from '../ui';
import { IMAGE_ACCEPT, ImageThumb } from './ImagePicker';
import { useProblemPhotos } from './jobs-api';
import type { Job } from './jobs-api';
import styles from './ProblemPhotos.module.css';

const MB = 1024 * 1024;
const THUMB = 88;

/**
 * A square photo with a button that takes it away, named by its place in the list (the look of
 * the gallery's thumbs in the media settings).
 */
function PhotoTile({
  children,
  removeLabel,
  onRemove,
  disabled,
}: {
  children: ReactNode;
  removeLabel?: string;
  onRemove?: () => void;
  disabled?: boolean;
}) {
  return (
    <li className={styles.tile}>
      {children}
      {onRemove && removeLabel && (
        <IconButton
          size="small"
          label={removeLabel}
          onClick={onRemove}
          disabled={disabled}
          className={styles.remove}
        >
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      )}
    </li>
  );
}

/** The file input and its button ("add photos"), the photos' list, and what went wrong. */
function PhotoField({
  label,
  help,
  addLabel,
  full,
  busy,
  error,
  onFiles,
  children,
  testId,
}: {
  label: string;
  help: string;
  addLabel: string;
  full: boolean;
  busy?: boolean;
  error: string | null;
  onFiles: (files: File[]) => void;
  children: ReactNode;
  testId: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} data-testid={testId}>
      <p id={labelId} className={styles.label}>
        {label}
      </p>
      <Text variant="body2" tone="secondary" className={styles.help}>
        {help}
      </Text>
      <ul className={styles.list}>{children}</ul>
      <input
        ref={input}
        type="file"
        hidden
        multiple
        accept={IMAGE_ACCEPT}
        aria-label={addLabel}
        data-testid={`${testId}-input`}
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      {!full && (
        <Button
          tone="primary"
          startIcon={<AddPhotoAlternateOutlinedIcon />}
          onClick={() => input.current?.click()}
          loading={busy}
          className={styles.add}
        >
          {addLabel}
        </Button>
      )}
      {error && (
        <Text variant="caption" tone="error" as="p" role="alert" className={styles.error}>
          {error}
        </Text>
      )}
    </div>
  );
}

/** Why a chosen file cannot be one of the photos (too large, or not PNG, JPG or GIF). */
function useFileProblem() {
  const t = useT();
  return (file: File) => {
    if (!/^image\/(png|jpeg|gif)$/.test(file.type))
      return t('jobs.photos.type', { name: file.name });
    if (file.size > MAX_IMAGE_BYTES) {
      return t('media.tooLarge', { max: Math.round(MAX_IMAGE_BYTES / MB) });
    }
    return null;
  };
}

/**
 * Photos of the problem chosen while booking (optional, up to BOOKING_PHOTOS_MAX): kept in the
 * page, with their previews, until the booking is made; then they are sent with it.
 */
export function PhotoChooser({
  files,
  onChange,
}: {
  files: File[];
  onChange: (files: File[]) => void;
}) {
  const t = useT();
  const problemOf = useFileProblem();
  const [error, setError] = useState<string | null>(null);
  const previews = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  // Each preview's object URL is released when the list changes or the step goes away.
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);

  const add = (chosen: File[]) => {
    const wrong = chosen.map(problemOf).find(Boolean) ?? null;
    const fitting = chosen.filter((file) => !problemOf(file));
    const room = BOOKING_PHOTOS_MAX - files.length;
    setError(
      wrong ?? (fitting.length > room ? t('jobs.photos.max', { max: BOOKING_PHOTOS_MAX }) : null),
    );
    onChange([...files, ...fitting.slice(0, room)]);
  };

  return (
    <PhotoField
      label={t('jobs.photos.label')}
      help={t('jobs.photos.help', { max: BOOKING_PHOTOS_MAX })}
      addLabel={t('jobs.photos.add')}
      full={files.length >= BOOKING_PHOTOS_MAX}
      error={error}
      onFiles={add}
      testId="booking-photos"
    >
      {previews.map((src, i) => (
        <PhotoTile
          key={src}
          removeLabel={t('jobs.photos.remove', { n: i + 1 })}
          onRemove={() => {
            setError(null);
            onChange(files.filter((_, j) => j !== i));
          }}
        >
          <Picture
            sources={{ src }}
            alt={t('jobs.photos.alt', { n: i + 1 })}
            width={THUMB}
            height={THUMB}
            sizes={`${THUMB}px`}
            loading="eager"
            className={styles.photo}
          />
        </PhotoTile>
      ))}
    </PhotoField>
  );
}

/**
 * The photos of a job's problem, each opening its full size. The client of a new job adds and
 * removes them here too (the server refuses once the job moved on).
 */
export function JobPhotos({ job }: { job: Job }) {
  const t = useT();
  const problemOf = useFileProblem();
  const { add, remove } = useProblemPhotos(job.id);
  const [error, setError] = useState<string | null>(null);
  const editable = job.role === 'client' && job.status === 'new';
  const busy = add.isPending || remove.isPending;
  if (job.problemPhotos.length === 0 && !editable) return null;

  const tiles = job.problemPhotos.map((photo, i) => (
    <PhotoTile
      key={photo}
      removeLabel={t('jobs.photos.remove', { n: i + 1 })}
      disabled={busy}
      onRemove={
        editable
          ? () => {
              setError(null);
              remove.mutate(i + 1, {
                onError: (failure) => setError(generalErrorText(failure, t)),
              });
            }
          : undefined
      }
    >
      <ImageThumb image={photo} alt={t('jobs.photos.alt', { n: i + 1 })} size={THUMB} linked />
    </PhotoTile>
  ));

  if (!editable) {
    return (
      <div className={styles.block} data-testid="job-photos">
        <Text variant="body2" tone="secondary" className={styles.title}>
          {t('jobs.photos.title')}
        </Text>
        <ul className={styles.list}>{tiles}</ul>
      </div>
    );
  }
  return (
    <div className={styles.block}>
      <PhotoField
        label={t('jobs.photos.label')}
        help={t('jobs.photos.help', { max: BOOKING_PHOTOS_MAX })}
        addLabel={t('jobs.photos.add')}
        full={job.problemPhotos.length >= BOOKING_PHOTOS_MAX}
        busy={busy}
        error={error}
        testId="job-photos"
        onFiles={async (chosen) => {
          setError(null);
          const room = BOOKING_PHOTOS_MAX - job.problemPhotos.length;
          for (const file of chosen.slice(0, room)) {
            const wrong = problemOf(file);
            if (wrong) {
              setError(wrong);
              continue;
            }
            try {
              await add.mutateAsync(file);
            } catch (failure) {
              setError(generalErrorText(failure, t));
              return;
            }
          }
          if (chosen.length > room) setError(t('jobs.photos.max', { max: BOOKING_PHOTOS_MAX }));
        }}
      >
        {tiles}
      </PhotoField>
    </div>
  );
}
