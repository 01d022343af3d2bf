import type { Knex } from 'knex';

/**
 * Messaging: a message may be a prosker's offer, a card of the job it names (`job_id`), shown to
 * both members with the job's state (docs/adr/0030-offers-in-the-conversation.md). A live message
 * has a text, an attachment or an offer; a deleted one keeps none of the first two. The send
 * function (migration messaging_send_function) stores the job it is given as well.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`ALTER TABLE messages ADD COLUMN job_id bigint REFERENCES jobs (id)`);
  await knex.raw('CREATE UNIQUE INDEX messages_job ON messages (job_id) WHERE job_id IS NOT NULL');
  await knex.raw(`ALTER TABLE messages DROP CONSTRAINT messages_content,
    ADD CONSTRAINT messages_content CHECK (
       (deleted_at IS NULL AND (body IS NOT NULL OR attachment_url IS NOT NULL OR job_id IS NOT NULL))
       OR (deleted_at IS NOT NULL AND body IS NULL AND attachment_url IS NULL AND search_text IS NULL))`);
  await knex.raw(`
    CREATE OR REPLACE FUNCTION messaging_send(
      p_conversation_id bigint, p_sender_id int, p_client_message_id uuid, p_content jsonb,
      p_rate_key text, p_rate_limit int, p_rate_window_seconds int, p_notice_lost_seconds int,
      p_notice_event jsonb, p_push_channel text, p_origin text,
      OUT outcome text, OUT message jsonb, OUT other_id int, OUT recipient_unread int,
      OUT other_notice_free boolean, OUT sender_banned boolean, OUT sender_closed boolean,
      OUT other_banned boolean, OUT other_closed boolean, OUT blocked_by_me boolean,
      OUT blocked_by_other boolean, OUT event_id bigint)
    LANGUAGE plpgsql AS $$
    DECLARE
      me conversation_members;
      other conversation_members;
      member conversation_members;
      m messages;
      hit record;
      push jsonb;
    BEGIN
      -- A stranger learns nothing and holds nothing: the rows are locked only for a member.
      FOR member IN SELECT * FROM conversation_members WHERE conversation_id = p_conversation_id
                      AND EXISTS (SELECT 1 FROM conversation_members mine
                                   WHERE mine.conversation_id = p_conversation_id
                                     AND mine.user_id = p_sender_id)
                    ORDER BY user_id FOR UPDATE LOOP
        IF member.user_id = p_sender_id THEN me := member; ELSE other := member; END IF;
      END LOOP;
      IF me.user_id IS NULL OR other.user_id IS NULL THEN
        outcome := 'stranger';
        RETURN;
      END IF;
      other_id := other.user_id;
      SELECT COALESCE(s.banned, false), COALESCE(s.closed, true) INTO sender_banned, sender_closed
        FROM account_state(p_sender_id) s;
      SELECT COALESCE(s.banned, false), COALESCE(s.closed, true) INTO other_banned, other_closed
        FROM account_state(other.user_id) s;
      blocked_by_me := me.blocked_at IS NOT NULL;
      blocked_by_other := other.blocked_at IS NOT NULL;
      IF sender_banned OR sender_closed OR other_banned OR other_closed
         OR blocked_by_me OR blocked_by_other THEN
        outcome := 'refused';
        RETURN;
      END IF;

      INSERT INTO messages AS t (conversation_id, sender_id, client_message_id, body, search_text,
                                 attachment_kind, attachment_url, attachment_thumb_url,
                                 attachment_mime, attachment_bytes, attachment_width,
                                 attachment_height, job_id)
      SELECT p_conversation_id, p_sender_id, p_client_message_id, c.body, c.search_text,
             c.attachment_kind, c.attachment_url, c.attachment_thumb_url, c.attachment_mime,
             c.attachment_bytes, c.attachment_width, c.attachment_height, c.job_id
        FROM jsonb_populate_record(NULL::messages, p_content) c
      ON CONFLICT (sender_id, client_message_id) DO NOTHING
      RETURNING t.* INTO m;
      IF m.id IS NULL THEN
        outcome := 'stored';
        RETURN;
      END IF;

      SELECT * INTO hit FROM rate_limit_hit(p_rate_key, p_rate_window_seconds);
      IF hit.hits > p_rate_limit THEN
        RAISE EXCEPTION 'rate limited' USING ERRCODE = 'PR429', DETAIL = hit.reset_in::text;
      END IF;

      UPDATE conversations SET last_message_id = m.id, last_message_at = m.created_at
       WHERE id = p_conversation_id;
      UPDATE conversation_members SET unread_count = 0, last_read_message_id = m.id
       WHERE conversation_id = p_conversation_id AND user_id = p_sender_id;
      other_notice_free := other.notice_waiting_since IS NULL
        OR other.notice_waiting_since < now() - make_interval(secs => p_notice_lost_seconds);
      -- The first unread message of a streak starts a notice decision, unless one waits.
      UPDATE conversation_members
         SET unread_count = unread_count + 1,
             notice_waiting_since = CASE WHEN unread_count = 0 AND other_notice_free
                                         THEN now() ELSE notice_waiting_since END
       WHERE conversation_id = p_conversation_id AND user_id = other.user_id
      RETURNING unread_count INTO recipient_unread;
      IF recipient_unread = 1 AND other_notice_free THEN
        event_id := outbox_emit(p_notice_event->>'type', p_notice_event->>'key',
          (p_notice_event->'payload')
            || jsonb_build_object('messageId', m.id, 'recipientId', other.user_id),
          (p_notice_event->>'waits')::int, (p_notice_event->>'processed')::boolean);
      END IF;
      outcome := 'sent';
      message := to_jsonb(m) - 'search_text';
      -- Told to every instance once committed (never if undone): both members' sockets but the
      -- one it came from. A NOTIFY carries at most 8000 bytes: a longer one names the message.
      push := jsonb_build_object('to', jsonb_build_array(p_sender_id, other.user_id),
                                 'except', p_origin, 'message', message);
      IF octet_length(push::text) > 7900 THEN
        push := (push - 'message') || jsonb_build_object('id', m.id);
      END IF;
      PERFORM pg_notify(p_push_channel, push::text);
    END $$`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE OR REPLACE FUNCTION messaging_send(
      p_conversation_id bigint, p_sender_id int, p_client_message_id uuid, p_content jsonb,
      p_rate_key text, p_rate_limit int, p_rate_window_seconds int, p_notice_lost_seconds int,
      p_notice_event jsonb, p_push_channel text, p_origin text,
      OUT outcome text, OUT message jsonb, OUT other_id int, OUT recipient_unread int,
      OUT other_notice_free boolean, OUT sender_banned boolean, OUT sender_closed boolean,
      OUT other_banned boolean, OUT other_closed boolean, OUT blocked_by_me boolean,
      OUT blocked_by_other boolean, OUT event_id bigint)
    LANGUAGE plpgsql AS $$
    DECLARE
      me conversation_members;
      other conversation_members;
      member conversation_members;
      m messages;
      hit record;
      push jsonb;
    BEGIN
      -- A stranger learns nothing and holds nothing: the rows are locked only for a member.
      FOR member IN SELECT * FROM conversation_members WHERE conversation_id = p_conversation_id
                      AND EXISTS (SELECT 1 FROM conversation_members mine
                                   WHERE mine.conversation_id = p_conversation_id
                                     AND mine.user_id = p_sender_id)
                    ORDER BY user_id FOR UPDATE LOOP
        IF member.user_id = p_sender_id THEN me := member; ELSE other := member; END IF;
      END LOOP;
      IF me.user_id IS NULL OR other.user_id IS NULL THEN
        outcome := 'stranger';
        RETURN;
      END IF;
      other_id := other.user_id;
      SELECT COALESCE(s.banned, false), COALESCE(s.closed, true) INTO sender_banned, sender_closed
        FROM account_state(p_sender_id) s;
      SELECT COALESCE(s.banned, false), COALESCE(s.closed, true) INTO other_banned, other_closed
        FROM account_state(other.user_id) s;
      blocked_by_me := me.blocked_at IS NOT NULL;
      blocked_by_other := other.blocked_at IS NOT NULL;
      IF sender_banned OR sender_closed OR other_banned OR other_closed
         OR blocked_by_me OR blocked_by_other THEN
        outcome := 'refused';
        RETURN;
      END IF;

      INSERT INTO messages AS t (conversation_id, sender_id, client_message_id, body, search_text,
                                 attachment_kind, attachment_url, attachment_thumb_url,
                                 attachment_mime, attachment_bytes, attachment_width,
                                 attachment_height)
      SELECT p_conversation_id, p_sender_id, p_client_message_id, c.body, c.search_text,
             c.attachment_kind, c.attachment_url, c.attachment_thumb_url, c.attachment_mime,
             c.attachment_bytes, c.attachment_width, c.attachment_height
        FROM jsonb_populate_record(NULL::messages, p_content) c
      ON CONFLICT (sender_id, client_message_id) DO NOTHING
      RETURNING t.* INTO m;
      IF m.id IS NULL THEN
        outcome := 'stored';
        RETURN;
      END IF;

      SELECT * INTO hit FROM rate_limit_hit(p_rate_key, p_rate_window_seconds);
      IF hit.hits > p_rate_limit THEN
        RAISE EXCEPTION 'rate limited' USING ERRCODE = 'PR429', DETAIL = hit.reset_in::text;
      END IF;

      UPDATE conversations SET last_message_id = m.id, last_message_at = m.created_at
       WHERE id = p_conversation_id;
      UPDATE conversation_members SET unread_count = 0, last_read_message_id = m.id
       WHERE conversation_id = p_conversation_id AND user_id = p_sender_id;
      other_notice_free := other.notice_waiting_since IS NULL
        OR other.notice_waiting_since < now() - make_interval(secs => p_notice_lost_seconds);
      -- The first unread message of a streak starts a notice decision, unless one waits.
      UPDATE conversation_members
         SET unread_count = unread_count + 1,
             notice_waiting_since = CASE WHEN unread_count = 0 AND other_notice_free
                                         THEN now() ELSE notice_waiting_since END
       WHERE conversation_id = p_conversation_id AND user_id = other.user_id
      RETURNING unread_count INTO recipient_unread;
      IF recipient_unread = 1 AND other_notice_free THEN
        event_id := outbox_emit(p_notice_event->>'type', p_notice_event->>'key',
          (p_notice_event->'payload')
            || jsonb_build_object('messageId', m.id, 'recipientId', other.user_id),
          (p_notice_event->>'waits')::int, (p_notice_event->>'processed')::boolean);
      END IF;
      outcome := 'sent';
      message := to_jsonb(m) - 'search_text';
      -- Told to every instance once committed (never if undone): both members' sockets but the
      -- one it came from. A NOTIFY carries at most 8000 bytes: a longer one names the message.
      push := jsonb_build_object('to', jsonb_build_array(p_sender_id, other.user_id),
                                 'except', p_origin, 'message', message);
      IF octet_length(push::text) > 7900 THEN
        push := (push - 'message') || jsonb_build_object('id', m.id);
      END IF;
      PERFORM pg_notify(p_push_channel, push::text);
    END $$`);
  await knex.raw(`DELETE FROM messages WHERE job_id IS NOT NULL AND body IS NULL`);
  await knex.raw(`ALTER TABLE messages DROP CONSTRAINT messages_content,
    ADD CONSTRAINT messages_content CHECK (
       (deleted_at IS NULL AND (body IS NOT NULL OR attachment_url IS NOT NULL))
       OR (deleted_at IS NOT NULL AND body IS NULL AND attachment_url IS NULL AND search_text IS NULL))`);
  await knex.raw('ALTER TABLE messages DROP COLUMN job_id');
}
