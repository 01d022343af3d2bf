/** Profile and banner images and the photo and video gallery of a profile. */
import { setAccountImages } from '../accounts';
import { notFound, type Platform } from '../../platform';
import {
  directoryStorage,
  storeUpload,
  type ImageSize,
  type UploadedFile,
} from '../../platform/uploads';
import type { Profiles } from './profiles';

export const IMAGE_SIZES: Record<'profile' | 'banner' | 'gallery', ImageSize[]> = {
  profile: [
    { name: 'large', width: 400, height: 400 },
    { name: 'thumb', width: 96, height: 96 },
  ],
  banner: [
    { name: 'large', width: 1600, height: 400 },
    { name: 'small', width: 800, height: 200 },
  ],
  gallery: [
    { name: 'large', width: 1200 },
    { name: 'thumb', width: 320, height: 320 },
  ],
};

export function createMedia(platform: Platform, profiles: Profiles) {
  const { db } = platform;
  const storage = directoryStorage(platform.config.uploadsDir);
  const keyOf = (url: string | null) =>
    url && url.startsWith('/media/') ? url.slice('/media/'.length) : undefined;

  async function replaceImage(userId: number, which: 'profile' | 'banner', file: UploadedFile) {
    const stored = await storeUpload(storage, 'image', file, IMAGE_SIZES[which]);
    const before = await db('users').where({ id: userId }).first('profile_img', 'banner_img');
    const images = await setAccountImages(
      db,
      userId,
      which === 'profile'
        ? { profileImg: storage.url(stored.keys.large) }
        : { bannerImg: storage.url(stored.keys.large) },
    );
    const old = keyOf(which === 'profile' ? before?.profile_img : before?.banner_img);
    if (old) {
      const folder = old.slice(0, old.lastIndexOf('/'));
      await storage.remove(IMAGE_SIZES[which].map((s) => `${folder}/${s.name}.webp`));
    }
    await profiles.refresh([userId]);
    return images;
  }

  return {
    storage,
    setProfileImage: (userId: number, file: UploadedFile) => replaceImage(userId, 'profile', file),
    setBannerImage: (userId: number, file: UploadedFile) => replaceImage(userId, 'banner', file),

    async addToGallery(userId: number, kind: 'image' | 'video', file: UploadedFile) {
      const stored = await storeUpload(storage, kind, file, IMAGE_SIZES.gallery);
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
