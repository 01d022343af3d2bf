/** What the catalogue keeps about a user, for their data download (`exportFor`). */
import type { Knex } from 'knex';
import { storedKeysOf } from '../../platform/uploads';

/**
 * The user's favourites (the people they keep, by id and username), their posts, the media they
 * uploaded, and the categories and skills of their profile.
 */
export async function catalogueExportFor(db: Knex, userId: number) {
  const [favourites, posts, media, categories, skills] = await Promise.all([
    db('favorites as f')
      .leftJoin('profiles as p', 'p.user_id', 'f.favorite_user_id')
      .where({ 'f.user_id': userId })
      .orderBy('f.created_at')
      .select('f.favorite_user_id as userId', 'p.username', 'f.created_at'),
    db('posts').where({ user_id: userId }).orderBy('id'),
    db('media')
      .where({ user_id: userId })
      .orderBy('id')
      .select('id', 'kind', 'mime', 'bytes', 'created_at'),
    db('user_categories').where({ user_id: userId }).select('category_id'),
    db('user_skills').where({ user_id: userId }).select('skill_id'),
  ]);
  return {
    favourites,
    posts,
    media,
    categoryIds: categories.map((row) => Number(row.category_id)),
    skillIds: skills.map((row) => Number(row.skill_id)),
  };
}

/** At the end of the retention period: the user's profile, favourites, posts and trades go. */
export async function catalogueForget(trx: Knex.Transaction, userId: number): Promise<string[]> {
  // The files go after the rows: their keys, for the caller to remove once this commits.
  const gallery = await trx('media').where({ user_id: userId }).pluck('keys');
  const attachments = await trx('post_attachments')
    .whereIn('post_id', trx('posts').where({ user_id: userId }).select('id'))
    .select('url', 'thumb_url');
  await trx('media').where({ user_id: userId }).delete();
  await trx('favorites').where({ user_id: userId }).orWhere({ favorite_user_id: userId }).delete();
  await trx('posts').where({ user_id: userId }).delete();
  await trx('user_categories').where({ user_id: userId }).delete();
  await trx('user_skills').where({ user_id: userId }).delete();
  await trx('profiles').where({ user_id: userId }).delete();
  return [
    ...gallery.flatMap((keys: Record<string, string>) => Object.values(keys)),
    ...storedKeysOf(attachments.flatMap((a) => [a.url, a.thumb_url])),
  ];
}
