import type { Knex } from 'knex';

/**
 * Notices due on a date are emitted once (ADR 0017): a scheduled task marks the row with a
 * conditional UPDATE … WHERE marker IS NULL in the transaction of its event.
 * - jobs: the reminders 24 h and 2 h before the appointment, and the review request after
 *   completion; partial indexes keep the task's scans to the rows that may be due.
 * - subscriptions: the notice that the trial ends within three days.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('jobs', (t) => {
    t.timestamp('reminded_24h_at', { useTz: true });
    t.timestamp('reminded_2h_at', { useTz: true });
    t.timestamp('review_requested_at', { useTz: true });
  });
  await knex.raw(
    `CREATE INDEX jobs_upcoming_start ON jobs (start_date)
      WHERE status IN ('paymentRequired', 'readyToExecute')`,
  );
  await knex.raw(
    `CREATE INDEX jobs_review_due ON jobs (updated_at)
      WHERE status = 'complete' AND review_requested_at IS NULL`,
  );
  await knex.schema.alterTable('subscriptions', (t) => {
    t.timestamp('trial_notice_at', { useTz: true });
  });
  await knex.raw(
    `CREATE INDEX subscriptions_trial_ending ON subscriptions (trial_ends_at)
      WHERE status = 'active' AND trial_notice_at IS NULL`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX subscriptions_trial_ending');
  await knex.schema.alterTable('subscriptions', (t) => t.dropColumn('trial_notice_at'));
  await knex.raw('DROP INDEX jobs_review_due');
  await knex.raw('DROP INDEX jobs_upcoming_start');
  await knex.schema.alterTable('jobs', (t) => {
    t.dropColumn('reminded_24h_at');
    t.dropColumn('reminded_2h_at');
    t.dropColumn('review_requested_at');
  });
}
