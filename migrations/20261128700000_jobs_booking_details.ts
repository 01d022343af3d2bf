import type { Knex } from 'knex';
import {
  ADDRESS_FIELD_MAX,
  BOOKING_PHOTOS_MAX,
  BOOKING_PROBLEM_MAX,
  CONTACT_PHONE_MAX,
} from '../common/constants';

/**
 * Jobs: what a booking says besides its date (docs/adr/0027-booking-address-and-hour.md). The
 * client's words about the problem and its photos, the address the prosker goes to (a copy made
 * at purchase: a later change of the client's addresses does not move a job) and a contact
 * phone; and whether the hour is agreed. A half-day booking has none until the prosker sets it
 * on accepting; a slot booking and a job a prosker writes have theirs from the start.
 */
const ADDRESS_COLUMNS = {
  address_domicile: ADDRESS_FIELD_MAX.domicile,
  address_neighborhood: ADDRESS_FIELD_MAX.neighborhood,
  address_city: ADDRESS_FIELD_MAX.city,
  address_state: ADDRESS_FIELD_MAX.state,
  address_postal_code: ADDRESS_FIELD_MAX.postalCode,
  address_country: ADDRESS_FIELD_MAX.country,
} as const;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('jobs', (t) => {
    t.text('problem');
    t.jsonb('problem_photos').notNullable().defaultTo('[]');
    for (const column of Object.keys(ADDRESS_COLUMNS)) t.text(column);
    t.string('address_country_code', 2);
    t.text('contact_phone');
    t.boolean('hour_agreed').notNullable().defaultTo(true);
  });
  const lengths = Object.entries(ADDRESS_COLUMNS)
    .map(([column, max]) => `char_length(${column}) <= ${max}`)
    .join(' AND ');
  await knex.raw(`ALTER TABLE jobs
    ADD CONSTRAINT jobs_problem CHECK (char_length(problem) <= ${BOOKING_PROBLEM_MAX}),
    ADD CONSTRAINT jobs_problem_photos CHECK (jsonb_typeof(problem_photos) = 'array'
      AND jsonb_array_length(problem_photos) <= ${BOOKING_PHOTOS_MAX}),
    ADD CONSTRAINT jobs_address_lengths CHECK (${lengths}),
    ADD CONSTRAINT jobs_address_whole CHECK (
      (address_domicile IS NULL) = (address_city IS NULL)
      AND (address_city IS NULL) = (address_state IS NULL)
      AND (address_state IS NULL) = (address_country_code IS NULL)),
    ADD CONSTRAINT jobs_contact_phone CHECK (char_length(contact_phone) <= ${CONTACT_PHONE_MAX})`);
  // Half-day bookings made so far span their whole half (4 hours) and had no hour agreed.
  await knex.raw(`UPDATE jobs SET hour_agreed = false
    WHERE time_of_day IS NOT NULL AND end_date - start_date = interval '4 hours'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`ALTER TABLE jobs
    DROP CONSTRAINT jobs_problem,
    DROP CONSTRAINT jobs_problem_photos,
    DROP CONSTRAINT jobs_address_lengths,
    DROP CONSTRAINT jobs_address_whole,
    DROP CONSTRAINT jobs_contact_phone`);
  await knex.schema.alterTable('jobs', (t) => {
    t.dropColumns(
      'problem',
      'problem_photos',
      ...Object.keys(ADDRESS_COLUMNS),
      'address_country_code',
      'contact_phone',
      'hour_agreed',
    );
  });
}
