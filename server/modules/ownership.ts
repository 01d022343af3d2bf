/**
 * Which module owns each table (issue 11, point 2). Only the owner reads or writes its tables;
 * another module asks the owner's index.ts (for example `accountFacts`, `userSummaries`,
 * `categoryNames`). Each migration says the same next to its `createTable`.
 * `ownership.test.ts` maps every SQL table reference under server/modules to this map.
 */
export type ModuleName =
  | 'platform'
  | 'accounts'
  | 'catalogue'
  | 'billing'
  | 'jobs'
  | 'agenda'
  | 'messaging'
  | 'content'
  | 'seller';

export const TABLE_OWNERS: Record<string, ModuleName> = {
  // platform: server/platform, knex and pg-boss
  knex_migrations: 'platform',
  knex_migrations_lock: 'platform',
  rate_limits: 'platform',
  outbox_events: 'platform',
  // the staff audit log every back-office write goes through (server/platform/audit.ts)
  staff_audit: 'platform',
  'pgboss.*': 'platform',
  // accounts
  users: 'accounts',
  staff: 'accounts',
  auth_sessions: 'accounts',
  account_tokens: 'accounts',
  divisions: 'accounts',
  addresses: 'accounts',
  social_identities: 'accounts',
  staff_flags: 'accounts',
  social_pending_sign_ups: 'accounts',
  // catalogue
  categories: 'catalogue',
  skills: 'catalogue',
  user_categories: 'catalogue',
  user_skills: 'catalogue',
  profiles: 'catalogue',
  favorites: 'catalogue',
  posts: 'catalogue',
  post_attachments: 'catalogue',
  media: 'catalogue',
  // billing
  payment_accounts: 'billing',
  payment_link_states: 'billing',
  plans: 'billing',
  mp_plan_variants: 'billing',
  coupons: 'billing',
  subscriptions: 'billing',
  trial_uses: 'billing',
  coupon_redemptions: 'billing',
  payments: 'billing',
  refunds: 'billing',
  webhook_events: 'billing',
  // jobs
  cancellation_reasons: 'jobs',
  help_reasons: 'jobs',
  predefined_services: 'jobs',
  services: 'jobs',
  jobs: 'jobs',
  job_history: 'jobs',
  reviews: 'jobs',
  // agenda
  availability: 'agenda',
  special_dates: 'agenda',
  events: 'agenda',
  agenda_weeks: 'agenda',
  // messaging
  conversations: 'messaging',
  conversation_members: 'messaging',
  messages: 'messaging',
  conversation_reports: 'messaging',
  notifications: 'messaging',
  notification_deliveries: 'messaging',
  whatsapp_numbers: 'messaging',
  // content
  content_items: 'content',
  content_translations: 'content',
  content_versions: 'content',
  legal_acceptances: 'content',
  contact_messages: 'content',
  // seller
  client_notes: 'seller',
  // platform: the socket.io adapter's large payloads
  socket_io_attachments: 'platform',
};

/** The owner of a table name as written in SQL (`pgboss.job` is pg-boss's). */
export function ownerOf(table: string): ModuleName | undefined {
  const schema = table.includes('.') ? table.split('.')[0] : null;
  if (schema && schema !== 'public') return TABLE_OWNERS[`${schema}.*`];
  return TABLE_OWNERS[table.replace(/^public\./, '')];
}
