import type { Knex } from 'knex';

/**
 * Messaging: support conversations (docs/adr/0029-what-support-may-do.md). A conversation is
 * `direct` (a client and a prosker, both members) or `support` (one user, its only member, and
 * Prosk's staff, who are no users): one support conversation per user. A staff message has no
 * sender user but the staff member who wrote it (`staff_id`, never shown to the user); only a
 * support conversation holds one. `messaging_support_send` writes either side of a support
 * conversation in one statement, as `messaging_send` does for a direct one.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`ALTER TABLE conversations
    ADD COLUMN kind text NOT NULL DEFAULT 'direct',
    ADD COLUMN support_user_id int REFERENCES users (id),
    ALTER COLUMN client_id DROP NOT NULL,
    ALTER COLUMN prosker_id DROP NOT NULL,
    ADD CONSTRAINT conversations_kind CHECK (
      (kind = 'direct' AND client_id IS NOT NULL AND prosker_id IS NOT NULL
        AND support_user_id IS NULL)
      OR (kind = 'support' AND client_id IS NULL AND prosker_id IS NULL
        AND support_user_id IS NOT NULL))`);
  await knex.raw(
    `CREATE UNIQUE INDEX conversations_one_support ON conversations (support_user_id) WHERE kind = 'support'`,
  );

  await knex.raw(`ALTER TABLE messages
    ALTER COLUMN sender_id DROP NOT NULL,
    ADD COLUMN staff_id int REFERENCES staff (id),
    ADD CONSTRAINT messages_one_sender CHECK ((sender_id IS NULL) <> (staff_id IS NULL))`);
  await knex.raw(
    'CREATE UNIQUE INDEX messages_staff_client_id ON messages (staff_id, client_message_id) WHERE staff_id IS NOT NULL',
  );
  // A staff message belongs to a support conversation only.
  await knex.raw(`
    CREATE FUNCTION messages_staff_in_support() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.staff_id IS NOT NULL AND NOT EXISTS (
           SELECT 1 FROM conversations WHERE id = NEW.conversation_id AND kind = 'support') THEN
        RAISE EXCEPTION 'a staff message belongs to a support conversation'
          USING ERRCODE = 'check_violation', CONSTRAINT = 'messages_staff_in_support';
      END IF;
      RETURN NEW;
    END $$`);
  await knex.raw(`CREATE TRIGGER messages_staff_in_support
    BEFORE INSERT OR UPDATE OF staff_id, conversation_id ON messages
    FOR EACH ROW WHEN (NEW.staff_id IS NOT NULL) EXECUTE FUNCTION messages_staff_in_support()`);

  /*
   * One send in a support conversation: by its user (p_sender_id, the member) or by staff
   * (p_staff_id). It locks the member row, refuses a banned or closed user (the outcome
   * `refused`), stores the message unless its client id is there (`stored`), counts a user's
   * send against their rate limit (staff are not limited), moves the conversation's last message
   * and the user's read state and, for a staff message that starts the user's unread streak when
   * no notice decision waits, records `p_notice_event` through `outbox_emit`. Once committed,
   * `p_push_channel` tells every instance to push it to the user's sockets (but `p_origin`).
   * `stranger`: not a support conversation, or the sender is not its user.
   */
  await knex.raw(`
    CREATE FUNCTION messaging_support_send(
      p_conversation_id bigint, p_sender_id int, p_staff_id int, p_client_message_id uuid,
      p_content jsonb, p_rate_key text, p_rate_limit int, p_rate_window_seconds int,
      p_notice_lost_seconds int, p_notice_event jsonb, p_push_channel text, p_origin text,
      OUT outcome text, OUT message jsonb, OUT user_id int, OUT event_id bigint)
    LANGUAGE plpgsql AS $$
    DECLARE
      c conversations;
      member conversation_members;
      m messages;
      hit record;
      st record;
      free boolean;
      unread int;
      push jsonb;
    BEGIN
      SELECT * INTO c FROM conversations WHERE id = p_conversation_id AND kind = 'support';
      IF c.id IS NULL OR (p_staff_id IS NULL AND c.support_user_id IS DISTINCT FROM p_sender_id)
         OR (p_staff_id IS NOT NULL AND p_sender_id IS NOT NULL) THEN
        outcome := 'stranger';
        RETURN;
      END IF;
      SELECT * INTO member FROM conversation_members
       WHERE conversation_id = c.id AND conversation_members.user_id = c.support_user_id FOR UPDATE;
      user_id := c.support_user_id;
      SELECT COALESCE(s.banned, false) AS banned, COALESCE(s.closed, true) AS closed INTO st
        FROM account_state(c.support_user_id) s;
      IF st.banned OR st.closed THEN
        outcome := 'refused';
        RETURN;
      END IF;

      INSERT INTO messages (conversation_id, sender_id, staff_id, client_message_id, body,
                            search_text, attachment_kind, attachment_url, attachment_thumb_url,
                            attachment_mime, attachment_bytes, attachment_width,
                            attachment_height)
      SELECT p_conversation_id, p_sender_id, p_staff_id, p_client_message_id, x.body,
             x.search_text, x.attachment_kind, x.attachment_url, x.attachment_thumb_url,
             x.attachment_mime, x.attachment_bytes, x.attachment_width, x.attachment_height
        FROM jsonb_populate_record(NULL::messages, p_content) x
      ON CONFLICT DO NOTHING
      RETURNING * INTO m;
      IF m.id IS NULL THEN
        outcome := 'stored';
        RETURN;
      END IF;

      IF p_staff_id IS NULL THEN
        SELECT * INTO hit FROM rate_limit_hit(p_rate_key, p_rate_window_seconds);
        IF hit.hits > p_rate_limit THEN
          RAISE EXCEPTION 'rate limited' USING ERRCODE = 'PR429', DETAIL = hit.reset_in::text;
        END IF;
      END IF;

      UPDATE conversations SET last_message_id = m.id, last_message_at = m.created_at
       WHERE id = p_conversation_id;
      IF p_staff_id IS NULL THEN
        UPDATE conversation_members SET unread_count = 0, last_read_message_id = m.id
         WHERE conversation_id = c.id AND conversation_members.user_id = c.support_user_id;
      ELSE
        free := member.notice_waiting_since IS NULL
          OR member.notice_waiting_since < now() - make_interval(secs => p_notice_lost_seconds);
        UPDATE conversation_members
           SET unread_count = unread_count + 1,
               notice_waiting_since = CASE WHEN unread_count = 0 AND free
                                           THEN now() ELSE notice_waiting_since END
         WHERE conversation_id = c.id AND conversation_members.user_id = c.support_user_id
        RETURNING unread_count INTO unread;
        IF unread = 1 AND free THEN
          event_id := outbox_emit(p_notice_event->>'type', p_notice_event->>'key',
            (p_notice_event->'payload')
              || jsonb_build_object('messageId', m.id, 'recipientId', c.support_user_id),
            (p_notice_event->>'waits')::int, (p_notice_event->>'processed')::boolean);
        END IF;
      END IF;
      outcome := 'sent';
      message := to_jsonb(m) - 'search_text';
      push := jsonb_build_object('to', jsonb_build_array(c.support_user_id),
                                 'except', p_origin, 'message', message);
      IF octet_length(push::text) > 7900 THEN
        push := (push - 'message') || jsonb_build_object('id', m.id);
      END IF;
      PERFORM pg_notify(p_push_channel, push::text);
    END $$`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(
    'DROP FUNCTION messaging_support_send(bigint, int, int, uuid, jsonb, text, int, int, int, jsonb, text, text)',
  );
  await knex.raw('DROP TRIGGER messages_staff_in_support ON messages');
  await knex.raw('DROP FUNCTION messages_staff_in_support()');
  await knex.raw(`UPDATE conversations SET last_message_id = NULL WHERE kind = 'support'`);
  await knex.raw(`DELETE FROM messages WHERE staff_id IS NOT NULL OR conversation_id IN
    (SELECT id FROM conversations WHERE kind = 'support')`);
  await knex.raw(`DELETE FROM conversation_members WHERE conversation_id IN
    (SELECT id FROM conversations WHERE kind = 'support')`);
  await knex.raw(`DELETE FROM conversations WHERE kind = 'support'`);
  await knex.raw(`ALTER TABLE messages DROP CONSTRAINT messages_one_sender, DROP COLUMN staff_id,
    ALTER COLUMN sender_id SET NOT NULL`);
  await knex.raw(`ALTER TABLE conversations DROP CONSTRAINT conversations_kind,
    DROP COLUMN support_user_id, DROP COLUMN kind,
    ALTER COLUMN client_id SET NOT NULL, ALTER COLUMN prosker_id SET NOT NULL`);
}
