/** Profile and banner images and the photo and video gallery of a profile. */
import { lockAccountImages, setAccountImages } from '../accounts';
import { notFound, type Platform } from '../../platform';
import { IMAGE_SIZES } from '../../../common/media';
import { directoryStorage, storeUpload, type UploadedFile } from '../../platform/uploads';
import type { Profiles } from './profiles';

export function createMedia(platform: Platform, profiles: Profiles) {
  const { db, logger } = platform;
  const storage = directoryStorage(platform.config.uploadsDir);
  const keyOf = (url: string | null) =>
    url && url.startsWith('/media/') ? url.slice('/media/'.length) : undefined;

  /** Removes the files of a stored image (every size beside its large one). */
  async function removeImage(url: string | null | undefined, which: 'profile' | 'banner') {
    const key = keyOf(url ?? null);
    if (!key) return;
    const folder = key.slice(0, key.lastIndexOf('/'));
    await storage
      .remove(IMAGE_SIZES[which].map((s) => `${folder}/${s.name}.webp`))
      .catch((error: unknown) => logger.warn({ err: error, url }, 'old image files not removed'));
  }

  /**
   * Stores the new image, then points the account to it in a transaction that holds the
   * account's row: concurrent replacements take turns, each one learns which image it replaces,
   * and removes that one's files after its commit. The last to commit is the image shown; every
   * other upload's files have been removed by the one that replaced it. When the database step
   * fails, the new files go.
   */
  async function replaceImage(userId: number, which: 'profile' | 'banner', file: UploadedFile) {
    const stored = await storeUpload(storage, 'image', file, IMAGE_SIZES[which]);
    const url = storage.url(stored.keys.large);
    let replaced: string | null = null;
    let images: Awaited<ReturnType<typeof setAccountImages>>;
    try {
      images = await db.transaction(async (trx) => {
        const current = await lockAccountImages(trx, userId);
        if (!current) throw notFound();
        replaced = which === 'profile' ? current.profileImg : current.bannerImg;
        return setAccountImages(
          trx,
          userId,
          which === 'profile' ? { profileImg: url } : { bannerImg: url },
        );
      });
    } catch (error) {
      await storage.remove(Object.values(stored.keys));
      throw error;
    }
    if (replaced !== url) await removeImage(replaced, which);
    await profiles.refresh([userId]);
    return images;
  }

  return {
    storage,
    setProfileImage: (userId: number, file: UploadedFile) => replaceImage(userId, 'profile', file),
    setBannerImage: (userId: number, file: UploadedFile) => replaceImage(userId, 'banner', file),

    async addToGallery(userId: number, kind: 'image' | 'video', file: UploadedFile) {
      const stored = await storeUpload(storage, kind, file, IMAGE_SIZES.gallery);
      try {
        const [row] = await db('media')
          .insert({
            user_id: userId,
            kind,
            mime: stored.mime,
            bytes: stored.bytes,
            keys: stored.keys,
          })
          .returning('*');
        return mediaDto(row, storage.url);
      } catch (error) {
        // No row points to the files: they go with the refusal.
        await storage.remove(Object.values(stored.keys));
        throw error;
      }
    },

    async removeFromGallery(userId: number, id: number) {
      const [row] = await db('media').where({ id, user_id: userId }).delete().returning('keys');
      if (!row) throw notFound();
      await storage.remove(Object.values(row.keys as Record<string, string>));
    },

    async gallery(userId: number) {
      const rows = await db('media').where({ user_id: userId }).orderBy('id', 'desc').limit(60);
      return rows.map((r) => mediaDto(r, storage.url));
    },
  };
}

function mediaDto(row: Record<string, unknown>, url: (key: string) => string) {
  const keys = row.keys as Record<string, string>;
  return {
    id: Number(row.id),
    kind: row.kind as 'image' | 'video',
    url: url(keys.large ?? keys.original),
    thumbUrl: keys.thumb ? url(keys.thumb) : null,
    createdAt: new Date(row.created_at as string).toISOString(),
  };
}

export type Media = ReturnType<typeof createMedia>;
