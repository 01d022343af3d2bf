import type { Knex } from 'knex';

/**
 * A post carries a photo, a video and a file together (spec point 3), at most one of each: its
 * attachments move from the post's own columns to `post_attachments`, one row per kind. Every
 * existing attachment is copied, with its URLs, file name and size, before the old columns go.
 */
export async function up(knex: Knex): Promise<void> {
  // Owner: catalogue
  await knex.schema.createTable('post_attachments', (t) => {
    t.bigIncrements('id');
    t.bigInteger('post_id').notNullable().references('posts.id').onDelete('CASCADE');
    t.text('kind').notNullable();
    t.text('url').notNullable();
    t.text('thumb_url');
    t.text('name');
    t.bigInteger('size');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['post_id', 'kind']);
  });
  await knex.raw(`ALTER TABLE post_attachments
    ADD CONSTRAINT post_attachments_kind CHECK (kind IN ('image', 'video', 'file')),
    ADD CONSTRAINT post_attachments_size CHECK (size >= 0)`);
  await knex.raw(`INSERT INTO post_attachments (post_id, kind, url, thumb_url, name, size, created_at)
    SELECT id, attachment_kind, attachment_url, attachment_thumb_url, attachment_name,
           attachment_size, created_at
      FROM posts
     WHERE attachment_kind IS NOT NULL`);
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

/**
 * Back to one attachment per post: the photo, else the video, else the file is kept in the
 * post's columns. A post that carried more than one loses the others (their files stay stored).
 */
export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('posts', (t) => {
    t.text('attachment_kind');
    t.text('attachment_url');
    t.text('attachment_thumb_url');
    t.text('attachment_name');
    t.bigInteger('attachment_size');
  });
  await knex.raw(`UPDATE posts p
       SET attachment_kind = a.kind, attachment_url = a.url, attachment_thumb_url = a.thumb_url,
           attachment_name = a.name, attachment_size = a.size
      FROM (SELECT DISTINCT ON (post_id) *
              FROM post_attachments
             ORDER BY post_id, array_position(ARRAY['image', 'video', 'file'], kind)) a
     WHERE a.post_id = p.id`);
  await knex.raw(`ALTER TABLE posts
    ADD CONSTRAINT posts_attachment_kind
      CHECK (attachment_kind IN ('image', 'video', 'file')),
    ADD CONSTRAINT posts_attachment_complete
      CHECK ((attachment_kind IS NULL) = (attachment_url IS NULL)),
    ADD CONSTRAINT posts_attachment_size CHECK (attachment_size >= 0)`);
  await knex.schema.dropTable('post_attachments');
}
