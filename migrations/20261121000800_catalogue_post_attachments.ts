import type { Knex } from 'knex';

/**
 * A post may carry one attachment: a photo (large and thumb URLs), an MP4 video (its URL) or a
 * file (its URL, the sender's file name cleaned of paths and odd characters, and its size).
 * Every column is null when the post has none; the kind and the URL come and go together.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('posts', (t) => {
    t.text('attachment_kind');
    t.text('attachment_url');
    t.text('attachment_thumb_url');
    t.text('attachment_name');
    t.bigInteger('attachment_size');
  });
  await knex.raw(`ALTER TABLE posts
    ADD CONSTRAINT posts_attachment_kind
      CHECK (attachment_kind IN ('image', 'video', 'file')),
    ADD CONSTRAINT posts_attachment_complete
      CHECK ((attachment_kind IS NULL) = (attachment_url IS NULL)),
    ADD CONSTRAINT posts_attachment_size CHECK (attachment_size >= 0)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`ALTER TABLE posts
    DROP CONSTRAINT posts_attachment_size,
    DROP CONSTRAINT posts_attachment_complete,
    DROP CONSTRAINT posts_attachment_kind`);
  await knex.schema.alterTable('posts', (t) => {
    t.dropColumns(
      'attachment_kind',
      'attachment_url',
      'attachment_thumb_url',
      'attachment_name',
      'attachment_size',
    );
  });
}
