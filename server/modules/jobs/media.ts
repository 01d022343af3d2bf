/**
 * The image of a service or a job: uploaded by its prosker, re-encoded like a gallery photo
 * (`large` 1200 wide and a 320×320 `thumb` beside it, `…/thumb.webp`), the row's `image` set to
 * the large one's URL. The files live under `jobs/` of the uploads directory, so only files
 * this module stored are ever removed here; the previous ones go once the row points to the new
 * ones and no service or job still shows them (a bought job keeps its service's image).
 * The photos of the problem a client adds to their booking while it is new (at most
 * BOOKING_PHOTOS_MAX, `jobs.problem_photos`) go through the same pipeline; each is the job's own.
 */
import type { Knex } from 'knex';
import { AppError, notFound, type Platform } from '../../platform';
import { BOOKING_PHOTOS_MAX } from '../../../common/constants';
import { IMAGE_SIZES } from '../../../common/media';
import {
  directoryStorage,
  prefixedStorage,
  storeUpload,
  type UploadedFile,
} from '../../platform/uploads';

const JOB_IMAGE_SIZES = IMAGE_SIZES.job;

const PREFIX = 'jobs';
/** The URL of a large image this module stored; anything else in `image` is never removed. */
const STORED_URL = /^\/media\/jobs\/([0-9a-f]{2}\/[0-9a-f-]{36})\/large\.webp$/;

/** The files of an image this module stored (every size), as keys under its folder. */
const sizeKeys = (url: string) => {
  const folder = STORED_URL.exec(url)?.[1];
  return folder ? JOB_IMAGE_SIZES.map((s) => `${folder}/${s.name}.webp`) : [];
};

/** The same files as keys under the uploads directory (a user forgotten after the retention period). */
export const storedImageKeys = (url: string) => sizeKeys(url).map((key) => `${PREFIX}/${key}`);

/** The thumb beside a stored large image, or the image itself when it is not one of ours. */
export const thumbOf = (url: string | null) =>
  url && STORED_URL.test(url) ? url.replace(/\/large\.webp$/, '/thumb.webp') : url;

type Row = Record<string, unknown>;

export interface JobImagesDeps {
  serviceDto(row: Row): unknown;
  jobDto(row: Row, viewer: 'prosker' | 'client'): unknown;
  /** Writes the prosker's edit of a new job (what changed, `comment`) to its history. */
  recordEdit(
    trx: Knex.Transaction,
    jobId: number,
    proskerId: number,
    comment: string,
  ): Promise<void>;
}

/** Only a new job is edited: JOB_INCOMPLETE once it has moved on. */
export function assertNewJob(job: Row) {
  // Not answered yet: a booking its prosker has not accepted, or an offer its client has not.
  if (job.status !== 'new' && job.status !== 'offered') throw new AppError('JOB_INCOMPLETE', 409);
}

export function createJobImages(platform: Platform, deps: JobImagesDeps) {
  const { db, logger } = platform;
  const storage = prefixedStorage(directoryStorage(platform.config.uploadsDir), PREFIX);

  /** Removes a stored image's files unless a service or a job still shows it. */
  async function removeIfUnused(url: string | null | undefined) {
    const folder = url ? STORED_URL.exec(url)?.[1] : undefined;
    if (!url || !folder) return;
    const [services, jobs] = await Promise.all([
      db('services').where({ image: url }).first('id'),
      db('jobs').where({ image: url }).first('id'),
    ]);
    if (services || jobs) return;
    await storage
      .remove(JOB_IMAGE_SIZES.map((s) => `${folder}/${s.name}.webp`))
      .catch((error: unknown) => logger.warn({ err: error, url }, 'old image files not removed'));
  }

  /**
   * Stores the upload (when given), then in one transaction checks the row again and points it
   * to the new image (`change` refuses or adds the history); the new files are removed if that
   * fails, the old ones after it succeeded.
   */
  async function replace(
    table: 'services' | 'jobs',
    owner: { id: number; prosker_id: number },
    file: UploadedFile | null,
    check: (row: Row) => void = () => undefined,
    after: (trx: Knex.Transaction, before: Row, updated: Row) => Promise<void> = async () => {},
  ) {
    // Refused before anything is stored: a stranger's or a missing row, a job no longer new.
    const current = await db(table).where(owner).first();
    if (!current) throw notFound();
    check(current);
    const stored = file ? await storeUpload(storage, 'image', file, JOB_IMAGE_SIZES) : null;
    const image = stored ? storage.url(stored.keys.large) : null;
    let before: Row;
    let updated: Row;
    try {
      [before, updated] = await db.transaction(async (trx) => {
        const row = await trx(table).where(owner).forUpdate().first();
        if (!row) throw notFound();
        check(row);
        const [next] = await trx(table)
          .where({ id: owner.id })
          .update({ image, updated_at: new Date() })
          .returning('*');
        await after(trx, row, next);
        return [row, next] as const;
      });
    } catch (error) {
      if (stored) await storage.remove(Object.values(stored.keys));
      throw error;
    }
    if (before.image !== image) await removeIfUnused(before.image as string | null);
    return updated;
  }

  const serviceImage = async (proskerId: number, id: number, file: UploadedFile | null) =>
    deps.serviceDto(await replace('services', { id, prosker_id: proskerId }, file));

  const jobImage = async (proskerId: number, id: number, file: UploadedFile | null) =>
    deps.jobDto(
      await replace(
        'jobs',
        { id, prosker_id: proskerId },
        file,
        assertNewJob,
        (trx, before, next) =>
          before.image === next.image
            ? Promise.resolve()
            : deps.recordEdit(trx, id, proskerId, 'image'),
      ),
      'prosker',
    );

  const photosOf = (row: Row) => (row.problem_photos as string[] | null) ?? [];
  const photoLimit = () =>
    new AppError('JOB_PHOTOS_LIMIT', 409, { params: { max: BOOKING_PHOTOS_MAX } });

  /**
   * Changes the photos of the client's own new job in one transaction (`change` gives the new
   * list from the locked row's); answers the row as it now is.
   */
  async function changePhotos(
    clientId: number,
    id: number,
    change: (photos: string[]) => string[],
  ): Promise<Row> {
    return db.transaction(async (trx) => {
      const row = await trx('jobs').where({ id, client_id: clientId }).forUpdate().first();
      if (!row) throw notFound();
      assertNewJob(row);
      const [next] = await trx('jobs')
        .where({ id })
        .update({ problem_photos: JSON.stringify(change(photosOf(row))), updated_at: new Date() })
        .returning('*');
      return next;
    });
  }

  /** Removes the files of a photo this module stored (a photo belongs to its job alone). */
  const removePhotoFiles = async (url: string) => {
    const keys = sizeKeys(url);
    if (keys.length === 0) return;
    await storage
      .remove(keys)
      .catch((error: unknown) => logger.warn({ err: error, url }, 'photo files not removed'));
  };

  return {
    storage,
    removeIfUnused,
    /**
     * The client adds a photo of the problem to their job while it is new; refused before
     * anything is stored for someone else's job, one moved on, or one with its photos complete.
     */
    async addProblemPhoto(clientId: number, id: number, file: UploadedFile) {
      const current = await db('jobs').where({ id, client_id: clientId }).first();
      if (!current) throw notFound();
      assertNewJob(current);
      if (photosOf(current).length >= BOOKING_PHOTOS_MAX) throw photoLimit();
      const stored = await storeUpload(storage, 'image', file, JOB_IMAGE_SIZES);
      const url = storage.url(stored.keys.large);
      try {
        const row = await changePhotos(clientId, id, (photos) => {
          if (photos.length >= BOOKING_PHOTOS_MAX) throw photoLimit();
          return [...photos, url];
        });
        return deps.jobDto(row, 'client');
      } catch (error) {
        await storage.remove(Object.values(stored.keys));
        throw error;
      }
    },
    /** The client removes the photo at `position` (1 for the first) of their new job. */
    async removeProblemPhoto(clientId: number, id: number, position: number) {
      let removed: string | undefined;
      const row = await changePhotos(clientId, id, (photos) => {
        removed = photos[position - 1];
        if (!removed) throw notFound();
        return photos.filter((_, i) => i !== position - 1);
      });
      if (removed) await removePhotoFiles(removed);
      return deps.jobDto(row, 'client');
    },
    setServiceImage: (proskerId: number, id: number, file: UploadedFile) =>
      serviceImage(proskerId, id, file),
    removeServiceImage: (proskerId: number, id: number) => serviceImage(proskerId, id, null),
    setJobImage: (proskerId: number, id: number, file: UploadedFile) =>
      jobImage(proskerId, id, file),
    removeJobImage: (proskerId: number, id: number) => jobImage(proskerId, id, null),
  };
}

export type JobImages = ReturnType<typeof createJobImages>;
