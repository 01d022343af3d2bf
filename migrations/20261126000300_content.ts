import type { Knex } from 'knex';

/**
 * Content kept by staff (docs/adr/0018-content.md): items (pages, FAQ entries, blog posts,
 * team members, partners) with one translation per language, the history of every saved
 * translation, the legal texts users accepted (which version, in which region) and the contact
 * form's messages with their answers.
 */
export async function up(knex: Knex): Promise<void> {
  // Owner: content
  await knex.schema.createTable('content_items', (t) => {
    t.bigIncrements('id');
    t.text('kind').notNullable();
    t.text('slug').notNullable();
    t.text('region').notNullable().defaultTo('all');
    t.text('section');
    t.integer('position').notNullable().defaultTo(0);
    t.text('author_name');
    t.text('image_url');
    t.text('link_url');
    /** Legal pages: the version users accept and the day it takes effect. */
    t.text('version');
    t.date('effective_on');
    /** Blog posts: when it first went out (the list's order). */
    t.timestamp('published_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['kind', 'slug', 'region']);
  });
  await knex.raw(`ALTER TABLE content_items
    ADD CONSTRAINT content_items_kind CHECK (kind IN ('page', 'faq', 'post', 'team', 'partner')),
    ADD CONSTRAINT content_items_region CHECK (region IN ('all', 'uy', 'br')),
    ADD CONSTRAINT content_items_slug CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND char_length(slug) <= 80),
    ADD CONSTRAINT content_items_section CHECK (section IS NULL OR section IN ('clients', 'proskers')),
    ADD CONSTRAINT content_items_version CHECK (version IS NULL OR char_length(version) <= 20)`);
  await knex.raw(
    `CREATE INDEX content_items_posts ON content_items (published_at DESC, id DESC) WHERE kind = 'post'`,
  );

  // Owner: content
  await knex.schema.createTable('content_translations', (t) => {
    t.bigIncrements('id');
    t.bigInteger('item_id')
      .notNullable()
      .references('id')
      .inTable('content_items')
      .onDelete('CASCADE');
    t.text('language').notNullable();
    t.text('title').notNullable();
    t.text('summary').notNullable().defaultTo('');
    t.text('body').notNullable().defaultTo('');
    t.specificType('tags', 'text[]').notNullable().defaultTo('{}');
    t.text('status').notNullable().defaultTo('draft');
    t.bigInteger('updated_by').references('id').inTable('staff').onDelete('SET NULL');
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['item_id', 'language']);
  });
  await knex.raw(`ALTER TABLE content_translations
    ADD CONSTRAINT content_translations_language CHECK (language IN ('es', 'en', 'br')),
    ADD CONSTRAINT content_translations_status CHECK (status IN ('draft', 'published')),
    ADD CONSTRAINT content_translations_title CHECK (char_length(btrim(title)) BETWEEN 1 AND 200),
    ADD CONSTRAINT content_translations_summary CHECK (char_length(summary) <= 400),
    ADD CONSTRAINT content_translations_body CHECK (char_length(body) <= 100000)`);

  // Owner: content
  await knex.schema.createTable('content_versions', (t) => {
    t.bigIncrements('id');
    t.bigInteger('item_id')
      .notNullable()
      .references('id')
      .inTable('content_items')
      .onDelete('CASCADE');
    t.text('language').notNullable();
    t.text('version');
    t.date('effective_on');
    t.text('status').notNullable();
    t.text('title').notNullable();
    t.text('body').notNullable();
    t.bigInteger('edited_by').references('id').inTable('staff').onDelete('SET NULL');
    /** The editor's name as it was: the history stays readable after a staff account goes. */
    t.text('edited_by_name');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['item_id', 'id']);
  });

  // Owner: content
  await knex.schema.createTable('legal_acceptances', (t) => {
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('document').notNullable();
    t.text('region').notNullable();
    t.text('version').notNullable();
    t.timestamp('accepted_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['user_id', 'document', 'region', 'version']);
  });

  // Owner: content
  await knex.schema.createTable('contact_messages', (t) => {
    t.bigIncrements('id');
    t.text('name').notNullable();
    t.text('email').notNullable();
    t.text('topic').notNullable();
    t.text('message').notNullable();
    t.text('language').notNullable();
    t.text('region').notNullable();
    t.text('status').notNullable().defaultTo('new');
    t.text('answer');
    t.bigInteger('answered_by').references('id').inTable('staff').onDelete('SET NULL');
    t.timestamp('answered_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['status', 'id']);
  });
  await knex.raw(`ALTER TABLE contact_messages
    ADD CONSTRAINT contact_messages_status CHECK (status IN ('new', 'answered', 'closed')),
    ADD CONSTRAINT contact_messages_message CHECK (char_length(message) BETWEEN 1 AND 4000),
    ADD CONSTRAINT contact_messages_answered CHECK (status <> 'answered' OR answer IS NOT NULL)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('contact_messages');
  await knex.schema.dropTable('legal_acceptances');
  await knex.schema.dropTable('content_versions');
  await knex.schema.dropTable('content_translations');
  await knex.schema.dropTable('content_items');
}
