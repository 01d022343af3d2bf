import { expect } from 'chai';
import { useTestApp, type TestApp } from '../../test/harness';
import { converse, createUser, makePremium, type TestUser } from '../../test/users';
import { approveForJob, holdSlot, releaseForJob } from './index';
import { createCalendarEvents } from './calendar-events';
import { localTime, todayIn, zonedInstant } from '../../../common/time';
import { expectError } from './test-kit';

const MVD = 'America/Montevideo';
const API = '/admin/api';

/** The agenda's routes through the app, paths relative to the storefront API. */
function useAgendaServer(app: TestApp) {
  return {
    request: (
      method: string,
      pathname: string,
      options?: { body?: unknown; token?: string; headers?: Record<string, string> },
    ) => app.request(method, `${API}${pathname}`, options),
  };
}

/** The first date at least `ahead` days from today (Montevideo) that falls on `weekday`. */
function nextWeekday(weekday: number, ahead = 2): string {
  const start = todayIn(MVD);
  for (let i = ahead; i < ahead + 8; i++) {
    const date = new Date(`${start}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() + i);
    if (date.getUTCDay() === weekday) return date.toISOString().slice(0, 10);
  }
  throw new Error('unreachable');
}

const at = (date: string, time: string) => {
  const [h, m] = time.split(':').map(Number);
  return zonedInstant(date, h * 60 + m, MVD).toISOString();
};

const closedDay = (weekday: number) => ({ weekday, open: false, ranges: [] });
/** Monday to Friday 09:00-12:00 and 14:00-18:00; weekends closed. */
const WORK_WEEK = {
  days: [
    closedDay(0),
    ...[1, 2, 3, 4, 5].map((weekday) => ({
      weekday,
      open: true,
      ranges: [
        { from: '09:00', to: '12:00' },
        { from: '14:00', to: '18:00' },
      ],
    })),
    closedDay(6),
  ],
};

describe('agenda', () => {
  const app = useTestApp();
  const agenda = useAgendaServer(app);
  let prosker: TestUser;
  let client: TestUser;
  let other: TestUser;
  const monday = () => nextWeekday(1);

  beforeEach(async () => {
    prosker = await createUser(app, 'proskerag01', { firstName: 'Pia' });
    client = await createUser(app, 'clientag01', { prosker: false, firstName: 'Carla' });
    other = await createUser(app, 'otherag001', { prosker: false, firstName: 'Omar' });
    await makePremium(app, prosker.id);
  });

  const setWeek = async (user = prosker, body: unknown = WORK_WEEK) =>
    agenda.request('PUT', '/agenda/availability', { token: user.token, body });
  const setSpecialDate = (date: string, body: unknown, user = prosker) =>
    agenda.request('PUT', `/agenda/special-dates/${date}`, { token: user.token, body });
  const addEvent = (startsAt: string, extra: Record<string, unknown> = {}, user = prosker) =>
    agenda.request('POST', '/agenda/events', {
      token: user.token,
      body: { startsAt, clientName: 'Walk-in client', ...extra },
    });
  /**
   * The prosker offers a job to a client they have a conversation with (jobs' own route); alone,
   * it makes no one known.
   */
  const writeJob = async (who: TestUser, by = prosker): Promise<number> => {
    await converse(app, by, who);
    // Begun an hour ago: its day has come, so it can be done and confirmed now.
    const start = new Date(Date.now() - 3_600_000);
    const job = await agenda.request('POST', '/user/jobs', {
      token: by.token,
      body: {
        clientId: who.id,
        title: 'Arreglo de canilla',
        description: 'Cambiar el cuerito',
        price: 800,
        startDate: start.toISOString(),
        endDate: new Date(start.getTime() + 3_600_000).toISOString(),
        requiresAppointment: false,
        requiresPayment: false,
      },
    });
    expect(job.status, JSON.stringify(job.body)).to.equal(201);
    return job.body.id;
  };
  const jobAction = async (user: TestUser, jobId: number, action: string) => {
    const answer = await agenda.request('POST', `/user/jobs/${jobId}/actions`, {
      token: user.token,
      body: { action },
    });
    expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
  };
  /** The prosker does a job for the client, who confirms it done: now they know each other. */
  const hire = async (who: TestUser, by = prosker) => {
    const jobId = await writeJob(who, by);
    await jobAction(who, jobId, 'acceptOffer');
    for (const action of ['start', 'finish']) await jobAction(by, jobId, action);
    await jobAction(who, jobId, 'confirm');
  };
  const setPrivacy = (user: TestUser, shown: { showEmail?: boolean; showPhone?: boolean }) =>
    agenda.request('PUT', '/user/privacy', {
      token: user.token,
      body: {
        showEmail: false,
        showPhone: false,
        showCompany: true,
        showLastLogin: false,
        ...shown,
      },
    });

  describe('availability', () => {
    it('starts with seven closed days and keeps the week it is given', async () => {
      const empty = await agenda.request('GET', '/agenda/availability', { token: prosker.token });
      expect(empty.status).to.equal(200);
      expect(empty.body.timeZone).to.equal(MVD);
      expect(empty.body.days).to.have.length(7);
      expect(empty.body.days.every((d: any) => !d.open && d.ranges.length === 0)).to.equal(true);

      const saved = await setWeek();
      expect(saved.status, JSON.stringify(saved.body)).to.equal(200);
      expect(saved.body.days[1]).to.deep.equal(WORK_WEEK.days[1]);
      expect(saved.body.days[0]).to.deep.equal(closedDay(0));
      const read = await agenda.request('GET', '/agenda/availability', { token: prosker.token });
      expect(read.body.days).to.deep.equal(saved.body.days);

      // A closed day's ranges are not kept.
      const week = structuredClone(WORK_WEEK);
      week.days[3] = { weekday: 3, open: false, ranges: [{ from: '09:00', to: '10:00' }] };
      const again = await setWeek(prosker, week);
      expect(again.body.days[3]).to.deep.equal(closedDay(3));
    });

    it('refuses inverted, overlapping and malformed ranges, one error per field', async () => {
      const week = structuredClone(WORK_WEEK) as any;
      week.days[1].ranges = [
        { from: '12:00', to: '09:00' },
        { from: '14:00', to: '18:00' },
      ];
      week.days[2].ranges = [
        { from: '09:00', to: '12:00' },
        { from: '11:30', to: '13:00' },
      ];
      week.days[3].ranges = [{ from: '9:15', to: '25:00' }];
      week.days[4].ranges = [];
      const answer = await setWeek(prosker, week);
      expectError(answer, 422, 'VALIDATION_FAILED');
      const fields = answer.body.error.details.fields.map((f: any) => [f.field, f.code]);
      expect(fields).to.have.deep.members([
        ['days[1].ranges[0].to', 'fields.timeRange'],
        ['days[2].ranges[1].from', 'fields.timeRangesOverlap'],
        ['days[3].ranges[0].from', 'fields.time'],
        ['days[3].ranges[0].to', 'fields.time'],
        ['days[4].ranges', 'fields.required'],
      ]);
      // Nothing was saved.
      const read = await agenda.request('GET', '/agenda/availability', { token: prosker.token });
      expect(read.body.days.some((d: any) => d.open)).to.equal(false);
    });

    it('needs the seven days, each once', async () => {
      const week = { days: WORK_WEEK.days.slice(0, 6) };
      const answer = await setWeek(prosker, week);
      expect(answer.status).to.equal(422);
      expect(answer.body.error.details.fields).to.deep.include({
        field: 'days',
        code: 'fields.week',
        message: 'Indica los 7 días de la semana, una vez cada uno.',
      });
      const twice = { days: [...WORK_WEEK.days.slice(0, 6), closedDay(5)] };
      expect((await setWeek(prosker, twice)).status).to.equal(422);
    });

    it('keeps the week in the prosker’s region time zone', async () => {
      await app.request('POST', '/admin/api/user/addresses', {
        token: prosker.token,
        body: {
          domicile: 'Rua 1',
          postalCode: '01000-000',
          city: 'São Paulo',
          state: 'SP',
          country: 'Brasil',
          countryCode: 'BR',
        },
      });
      const read = await agenda.request('GET', '/agenda/availability', { token: prosker.token });
      expect(read.body.timeZone).to.equal('America/Sao_Paulo');
    });
  });

  describe('the premium gate', () => {
    it('refuses agenda writes to proskers without premium and to clients', async () => {
      const free = await createUser(app, 'freeprosk01');
      for (const user of [free, client]) {
        const week = await setWeek(user);
        expectError(week, 403, 'PERMISSION_DENIED');
        const special = await setSpecialDate(monday(), { closed: true }, user);
        expect(special.body.error.code).to.equal('PERMISSION_DENIED');
        const event = await addEvent(at(monday(), '09:00'), {}, user);
        expectError(event, 403, 'PERMISSION_DENIED');
      }
      // Reading is allowed: an empty week.
      const read = await agenda.request('GET', '/agenda/availability', { token: free.token });
      expect(read.status).to.equal(200);

      await makePremium(app, free.id);
      expect((await setWeek(free)).status).to.equal(200);
    });

    it('asks for a signed-in user', async () => {
      const answer = await agenda.request('GET', '/agenda/availability');
      expect(answer.status).to.equal(401);
    });
  });

  describe('special dates', () => {
    it('closes a date or gives it other hours, lists and removes them', async () => {
      await setWeek();
      const date = monday();
      const closed = await setSpecialDate(date, {
        closed: true,
        ranges: [{ from: '09:00', to: '10:00' }],
      });
      expect(closed.status).to.equal(200);
      expect(closed.body).to.deep.equal({ date, closed: true, ranges: [] });
      const refused = await addEvent(at(date, '09:00'));
      expectError(refused, 422, 'EVENT_DAY_CLOSED');

      // Other hours replace the weekday's.
      const other = await setSpecialDate(date, {
        closed: false,
        ranges: [
          { from: '19:00', to: '21:00' },
          { from: '07:00', to: '08:00' },
        ],
      });
      expect(other.body.ranges).to.deep.equal([
        { from: '07:00', to: '08:00' },
        { from: '19:00', to: '21:00' },
      ]);
      const weekdayHours = await addEvent(at(date, '09:00'));
      expect(weekdayHours.body.error.code).to.equal('EVENT_NO_TIME_AVAILABLE');
      expect((await addEvent(at(date, '19:30'))).status).to.equal(201);

      // A Sunday (closed weekday) opened by a special date.
      const sunday = nextWeekday(0);
      await setSpecialDate(sunday, { closed: false, ranges: [{ from: '10:00', to: '12:00' }] });
      expect((await addEvent(at(sunday, '10:00'))).status).to.equal(201);

      const list = await agenda.request('GET', '/agenda/special-dates', { token: prosker.token });
      expect(list.body.data.map((d: any) => d.date)).to.deep.equal([date, sunday].sort());

      const removed = await agenda.request('DELETE', `/agenda/special-dates/${date}`, {
        token: prosker.token,
      });
      expect(removed.status).to.equal(204);
      expect((await addEvent(at(date, '09:00'))).status).to.equal(201);
      const again = await agenda.request('DELETE', `/agenda/special-dates/${date}`, {
        token: prosker.token,
      });
      expect(again.status).to.equal(404);
    });

    it('refuses a bad date, an open date without hours and overlapping hours', async () => {
      const bad = await setSpecialDate('2026-02-30', { closed: true });
      expect(bad.status).to.equal(422);
      expect(bad.body.error.details.fields[0]).to.include({ field: 'date', code: 'fields.date' });
      const empty = await setSpecialDate(monday(), { closed: false, ranges: [] });
      expect(empty.body.error.details.fields[0]).to.include({
        field: 'ranges',
        code: 'fields.required',
      });
      const overlapping = await setSpecialDate(monday(), {
        closed: false,
        ranges: [
          { from: '09:00', to: '11:00' },
          { from: '10:00', to: '12:00' },
        ],
      });
      expect(overlapping.body.error.details.fields[0]).to.include({
        field: 'ranges[1].from',
        code: 'fields.timeRangesOverlap',
      });
    });
  });

  describe('event rules', () => {
    beforeEach(async () => {
      await setWeek();
    });

    it('adds a pending one-hour event with both contacts', async () => {
      await hire(client);
      await setPrivacy(client, { showEmail: true });
      const startsAt = at(monday(), '09:30');
      const answer = await addEvent(startsAt, {
        clientId: client.id,
        clientName: undefined,
        clientPhone: '099111222',
        proskerPhone: '098333444',
        comments: 'Bring the ladder',
      });
      expect(answer.status, JSON.stringify(answer.body)).to.equal(201);
      expect(answer.body).to.include({
        proskerId: prosker.id,
        clientId: client.id,
        jobId: null,
        startsAt,
        endsAt: new Date(new Date(startsAt).getTime() + 3_600_000).toISOString(),
        status: 'pending',
        clientName: 'Carla Silva',
        clientEmail: client.email,
        clientPhone: '099111222',
        proskerName: 'Pia Silva',
        proskerEmail: prosker.email,
        proskerPhone: '098333444',
        comments: 'Bring the ladder',
      });
      // An offset other than Montevideo's names the same instant.
      const utc = new Date(at(monday(), '11:00')).toISOString().replace('.000Z', 'Z');
      expect((await addEvent(utc)).status).to.equal(201);
    });

    it('EVENT_TIME_INVALID: off the half-hour grid, seconds, not one hour, not a time', async () => {
      for (const startsAt of [
        at(monday(), '09:15'),
        at(monday(), '09:00').replace('00.000Z', '30.000Z'),
        `${monday()}T10:00:00`,
        'tomorrow at ten',
      ]) {
        const answer = await addEvent(startsAt);
        expectError(answer, 422, 'EVENT_TIME_INVALID', startsAt);
        expect(answer.body.error.message).to.equal('El horario no es válido.');
      }
      const twoHours = await addEvent(at(monday(), '09:00'), { endsAt: at(monday(), '11:00') });
      expect(twoHours.body.error.code).to.equal('EVENT_TIME_INVALID');
      expect(twoHours.body.error.details.fields[0].field).to.equal('endsAt');
      const oneHour = await addEvent(at(monday(), '09:00'), { endsAt: at(monday(), '10:00') });
      expect(oneHour.status).to.equal(201);
    });

    it('EVENT_PAST_DATE: a time already gone', async () => {
      const yesterday = new Date(Date.now() - 86_400_000);
      const local = localTime(yesterday, MVD);
      // Every day open, so only the date can be wrong.
      await setWeek(prosker, {
        days: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
          weekday,
          open: true,
          ranges: [{ from: '00:00', to: '24:00' }],
        })),
      });
      const answer = await addEvent(at(local.date, '10:00'));
      expectError(answer, 422, 'EVENT_PAST_DATE');
    });

    it('EVENT_DAY_CLOSED: a closed weekday', async () => {
      const answer = await addEvent(at(nextWeekday(6), '10:00'));
      expectError(answer, 422, 'EVENT_DAY_CLOSED');
    });

    it('EVENT_NO_TIME_AVAILABLE: outside the ranges, or running past one', async () => {
      for (const time of ['08:00', '12:00', '11:30', '13:30', '17:30', '20:00']) {
        const answer = await addEvent(at(monday(), time));
        expectError(answer, 422, 'EVENT_NO_TIME_AVAILABLE', time);
      }
      expect((await addEvent(at(monday(), '11:00'))).status).to.equal(201);
      expect((await addEvent(at(monday(), '17:00'))).status).to.equal(201);
    });

    it('EVENT_OVERLAP: the same slot, or one that overlaps it by half an hour', async () => {
      expect((await addEvent(at(monday(), '10:00'))).status).to.equal(201);
      for (const time of ['10:00', '09:30', '10:30']) {
        const answer = await addEvent(at(monday(), time));
        expectError(answer, 409, 'EVENT_OVERLAP', time);
      }
      expect((await addEvent(at(monday(), '09:00'))).status).to.equal(201);
      expect((await addEvent(at(monday(), '11:00'))).status).to.equal(201);
    });

    it('needs a client: a name, or an existing account', async () => {
      const none = await addEvent(at(monday(), '09:00'), { clientName: '' });
      expect(none.status).to.equal(422);
      expect(none.body.error.details.fields[0]).to.include({ field: 'clientName' });
      const unknown = await addEvent(at(monday(), '09:00'), { clientId: 999999 });
      expectError(unknown, 404, 'USER_NOT_FOUND');
    });
  });

  describe('approval', () => {
    beforeEach(async () => {
      await setWeek();
      await hire(client);
    });

    it('lets the event’s prosker approve or reject it; a rejected event frees its slot', async () => {
      const created = await addEvent(at(monday(), '10:00'), { clientId: client.id });
      const id = created.body.id;
      const approved = await agenda.request('PUT', `/agenda/events/${id}/status`, {
        token: prosker.token,
        body: { status: 'approved' },
      });
      expect(approved.status).to.equal(200);
      expect(approved.body.status).to.equal('approved');

      const rejected = await agenda.request('PUT', `/agenda/events/${id}/status`, {
        token: prosker.token,
        body: { status: 'rejected' },
      });
      expect(rejected.body.status).to.equal('rejected');
      const back = await agenda.request('PUT', `/agenda/events/${id}/status`, {
        token: prosker.token,
        body: { status: 'approved' },
      });
      expectError(back, 409, 'EVENT_STATUS_INVALID');

      const rebooked = await addEvent(at(monday(), '10:00'));
      expect(rebooked.status).to.equal(201);
    });

    it('EVENT_NO_ACCESS: the client or another prosker cannot change it', async () => {
      const created = await addEvent(at(monday(), '10:00'), { clientId: client.id });
      const rival = await createUser(app, 'rivalpros01');
      await makePremium(app, rival.id);
      for (const user of [client, rival]) {
        const answer = await agenda.request('PUT', `/agenda/events/${created.body.id}/status`, {
          token: user.token,
          body: { status: 'rejected' },
        });
        expectError(answer, 403, 'EVENT_NO_ACCESS');
      }
      const missing = await agenda.request('PUT', '/agenda/events/999999/status', {
        token: prosker.token,
        body: { status: 'rejected' },
      });
      expect(missing.status).to.equal(404);
    });

    it('leaves a job’s event to the job', async () => {
      const held = await holdSlot(
        app.db,
        {
          proskerId: prosker.id,
          clientId: client.id,
          jobId: 41,
          startsAt: at(monday(), '14:00'),
          client: { name: 'Carla Silva' },
        },
        app.platform.events,
      );
      const answer = await agenda.request('PUT', `/agenda/events/${held.id}/status`, {
        token: prosker.token,
        body: { status: 'approved' },
      });
      expect(answer.status).to.equal(409);
      expect(answer.body.error).to.deep.include({ code: 'EVENT_STATUS_INVALID' });
      expect(answer.body.error.details.jobId).to.equal(41);
    });
  });

  describe('privacy', () => {
    it('shows an event whole to its client and its prosker, and only its time to others', async () => {
      await setWeek();
      await hire(client);
      const created = await addEvent(at(monday(), '10:00'), {
        clientId: client.id,
        comments: 'Gate code 1234',
      });
      const id = created.body.id;
      const asProsker = await agenda.request('GET', `/agenda/events/${id}`, {
        token: prosker.token,
      });
      expect(asProsker.body).to.include({ role: 'prosker', comments: 'Gate code 1234' });
      const asClient = await agenda.request('GET', `/agenda/events/${id}`, { token: client.token });
      expect(asClient.body).to.include({ role: 'client', clientEmail: client.email });

      const asOther = await agenda.request('GET', `/agenda/events/${id}`, { token: other.token });
      expect(asOther.status).to.equal(200);
      expect(asOther.body).to.deep.equal({
        id,
        startsAt: created.body.startsAt,
        endsAt: created.body.endsAt,
        private: true,
        code: 'EVENT_PRIVATE',
        label: 'Cita con otro cliente',
      });
      const inEnglish = await agenda.request('GET', `/agenda/events/${id}`, {
        token: other.token,
        headers: { 'x-language': 'en' },
      });
      expect(inEnglish.body.label).to.equal('Appointment with another client');

      // Calendars: the prosker's and the client's hold it, a third party's does not.
      const window = `from=${monday()}&to=${nextWeekday(1, 9)}`;
      for (const [user, count] of [
        [prosker, 1],
        [client, 1],
        [other, 0],
      ] as const) {
        const list = await agenda.request('GET', `/agenda/events?${window}`, {
          token: user.token,
        });
        expect(list.status, JSON.stringify(list.body)).to.equal(200);
        expect(list.body.data, user.username).to.have.length(count);
      }
      const tooLong = await agenda.request('GET', `/agenda/events?from=2026-01-01&to=2027-01-01`, {
        token: prosker.token,
      });
      expect(tooLong.status).to.equal(422);
    });
  });

  describe('contacts the other party hides', () => {
    beforeEach(async () => {
      await setWeek();
    });

    it('adds events only for clients the prosker has a job with, or for walk-ins typed by hand', async () => {
      // A premium prosker tries to collect e-mails by adding events for any account id.
      const strangers = [other];
      for (let i = 0; i < 4; i += 1) {
        strangers.push(await createUser(app, `strangr${i}01`, { prosker: false }));
      }
      const collected: string[] = [];
      for (const [i, stranger] of strangers.entries()) {
        const answer = await addEvent(at(monday(), i % 2 ? '14:00' : '09:00'), {
          clientId: stranger.id,
          clientName: undefined,
        });
        expect(answer.status, stranger.username).to.equal(404);
        expect(answer.body.error.code).to.equal('USER_NOT_FOUND');
        collected.push(...(JSON.stringify(answer.body).match(/[\w.]+@example\.com/g) ?? []));
      }
      expect(collected).to.deep.equal([]);
      expect(Number((await app.db('events').count({ n: '*' }))[0].n)).to.equal(0);

      // A client the prosker has a job with, and a walk-in typed by hand, are fine.
      await hire(other);
      const known = await addEvent(at(monday(), '09:00'), {
        clientId: other.id,
        clientName: undefined,
      });
      expect(known.status, JSON.stringify(known.body)).to.equal(201);
      expect(known.body).to.include({ clientId: other.id, clientName: 'Omar Silva' });
      const walkIn = await addEvent(at(monday(), '10:00'), {
        clientName: 'Marta Silveira',
        clientEmail: 'marta@example.org',
        clientPhone: '099777888',
      });
      expect(walkIn.body).to.include({
        clientId: null,
        clientEmail: 'marta@example.org',
        clientPhone: '099777888',
      });
    });

    it('does not add a client the prosker offered a job to until the client accepts it', async () => {
      // A conversation the client opened without a word, and an offer they have not answered.
      const jobId = await writeJob(other);
      const addOther = () =>
        addEvent(at(monday(), '09:00'), { clientId: other.id, clientName: undefined });
      const unknown = await addOther();
      expectError(unknown, 404, 'USER_NOT_FOUND');
      expect(Number((await app.db('events').count({ n: '*' }))[0].n)).to.equal(0);
      // The client accepts the offer: now they know each other.
      await jobAction(other, jobId, 'acceptOffer');
      const known = await addOther();
      expect(known.status, JSON.stringify(known.body)).to.equal(201);
      expect(known.body).to.include({ clientId: other.id, clientName: 'Omar Silva' });
    });

    it('never answers a hidden e-mail or phone: created event, detail, calendar, status change', async () => {
      await hire(client);
      // Both keep the default privacy: e-mail and phone hidden.
      const created = await addEvent(at(monday(), '10:00'), {
        clientId: client.id,
        clientName: undefined,
      });
      expect(created.status).to.equal(201);
      const id = created.body.id;
      const window = `from=${monday()}&to=${nextWeekday(1, 9)}`;
      const asProsker = [
        created.body,
        (await agenda.request('GET', `/agenda/events/${id}`, { token: prosker.token })).body,
        (await agenda.request('GET', `/agenda/events?${window}`, { token: prosker.token })).body
          .data[0],
        (
          await agenda.request('PUT', `/agenda/events/${id}/status`, {
            token: prosker.token,
            body: { status: 'approved' },
          })
        ).body,
      ];
      for (const answer of asProsker) {
        expect(answer).to.include({ id, clientEmail: null, clientPhone: null, role: 'prosker' });
        expect(JSON.stringify(answer)).to.not.include(client.email);
        // Their own contact, the prosker sees.
        expect(answer).to.include({ proskerEmail: prosker.email, proskerPhone: '+59899123456' });
      }
      const asClient = [
        (await agenda.request('GET', `/agenda/events/${id}`, { token: client.token })).body,
        (await agenda.request('GET', `/agenda/events?${window}`, { token: client.token })).body
          .data[0],
      ];
      for (const answer of asClient) {
        expect(answer).to.include({ id, proskerEmail: null, proskerPhone: null, role: 'client' });
        expect(answer).to.include({ clientEmail: client.email, clientPhone: '+59899123456' });
      }

      // What each one chooses to show appears, read from the account at the time of the answer.
      await setPrivacy(client, { showEmail: true });
      await setPrivacy(prosker, { showPhone: true });
      const shownToProsker = await agenda.request('GET', `/agenda/events/${id}`, {
        token: prosker.token,
      });
      expect(shownToProsker.body).to.include({ clientEmail: client.email, clientPhone: null });
      const shownToClient = await agenda.request('GET', `/agenda/events/${id}`, {
        token: client.token,
      });
      expect(shownToClient.body).to.include({ proskerEmail: null, proskerPhone: '+59899123456' });
    });

    it('shows the prosker what they typed for a hidden contact, a wrong guess and the right one alike', async () => {
      await hire(client);
      // The client hides e-mail and phone (the default); the prosker types guesses of them.
      const guesses = [
        { time: '09:00', clientEmail: 'carla.guess@example.com', clientPhone: '099 000 000' },
        { time: '10:00', clientEmail: client.email, clientPhone: '+59899123456' },
        { time: '11:00', clientEmail: client.email, clientPhone: '099-123-456' },
      ];
      const window = `from=${monday()}&to=${nextWeekday(1, 9)}`;
      const varying = [
        'id',
        'startsAt',
        'endsAt',
        'createdAt',
        'updatedAt',
        'clientEmail',
        'clientPhone',
      ];
      const alike = (answer: Record<string, unknown>) =>
        Object.fromEntries(Object.entries(answer).filter(([key]) => !varying.includes(key)));
      const seen: Record<string, unknown>[][] = [];
      for (const { time, ...typed } of guesses) {
        const created = await addEvent(at(monday(), time), {
          clientId: client.id,
          clientName: undefined,
          ...typed,
        });
        expect(created.status, JSON.stringify(created.body)).to.equal(201);
        const id = created.body.id;
        const answers = [
          created.body,
          (await agenda.request('GET', `/agenda/events/${id}`, { token: prosker.token })).body,
          (
            await agenda.request('GET', `/agenda/events?${window}`, { token: prosker.token })
          ).body.data.find((e: { id: number }) => e.id === id),
          (
            await agenda.request('PUT', `/agenda/events/${id}/status`, {
              token: prosker.token,
              body: { status: 'approved' },
            })
          ).body,
        ];
        for (const answer of answers) {
          expect(answer, time).to.include({ id, role: 'prosker', ...typed });
        }
        // Nothing else in the answers differs between a wrong guess and a right one.
        seen.push(answers.map(alike));
      }
      expect(seen[1]).to.deep.equal(seen[0]);
      expect(seen[2]).to.deep.equal(seen[0]);
      // Nothing was copied from the account: the events hold what was typed.
      const stored = await app.db('events').orderBy('starts_at').select('client_email');
      expect(stored.map((e) => e.client_email)).to.deep.equal(guesses.map((g) => g.clientEmail));
    });
  });

  describe('holdSlot, approveForJob and releaseForJob (for jobs)', () => {
    beforeEach(async () => {
      await setWeek();
    });

    const hold = (jobId: number, time: string, clientId = client.id) =>
      holdSlot(
        app.db,
        {
          proskerId: prosker.id,
          clientId,
          jobId,
          startsAt: at(monday(), time),
          client: { name: `Client ${clientId}`, phone: '099000000', email: 'c@example.com' },
          comments: 'From a job',
        },
        app.platform.events,
      );

    it('two clients booking the same slot at the same instant: exactly one succeeds', async () => {
      for (let round = 0; round < 5; round++) {
        const time = ['09:00', '10:00', '11:00', '14:00', '15:00'][round];
        const results = await Promise.allSettled([
          hold(100 + round * 2, time, client.id),
          hold(101 + round * 2, time, other.id),
        ]);
        const won = results.filter((r) => r.status === 'fulfilled');
        const lost = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
        expect(won, time).to.have.length(1);
        expect(lost.map((r) => r.reason.code)).to.deep.equal(['EVENT_OVERLAP']);
        expect(lost[0].reason.status).to.equal(409);
      }
      const live = await app.db('events').where({ prosker_id: prosker.id }).count({ n: '*' });
      expect(Number(live[0].n)).to.equal(5);
    });

    it('gives two transactions holding the same two slots in opposite order EVENT_OVERLAP, never a deadlock', async () => {
      const first = await app.db.transaction();
      const second = await app.db.transaction();
      const holdIn = (trx: typeof first, jobId: number, time: string) =>
        holdSlot(
          trx,
          {
            proskerId: prosker.id,
            jobId,
            startsAt: at(monday(), time),
            client: { name: `Job ${jobId}` },
          },
          app.platform.events,
        ).then(
          (event) => ({ ok: true as const, event }),
          (error) => ({ ok: false as const, code: error.code as string }),
        );
      try {
        // The first holds 09:00 and keeps its transaction open; the second asks for 10:00.
        expect((await holdIn(first, 1, '09:00')).ok).to.equal(true);
        let secondTenDone = false;
        const secondTen = holdIn(second, 2, '10:00').finally(() => (secondTenDone = true));
        // Until the second has its 10:00 or waits for the first.
        for (let i = 0; i < 100 && !secondTenDone; i++) {
          const waiting = await app.db('pg_locks').where({ granted: false }).first();
          if (waiting) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        // Each now wants the other's slot, and commits what it got.
        const firstTen = holdIn(first, 3, '10:00').then(async (answer) => {
          await first.commit();
          return answer;
        });
        const secondNine = secondTen
          .then(() => holdIn(second, 4, '09:00'))
          .then(async (answer) => {
            await second.commit();
            return answer;
          });
        const [firstAnswer, secondAnswer] = await Promise.all([firstTen, secondNine]);
        expect(firstAnswer).to.include({ ok: true });
        expect(await secondTen).to.deep.equal({ ok: false, code: 'EVENT_OVERLAP' });
        expect(secondAnswer).to.deep.equal({ ok: false, code: 'EVENT_OVERLAP' });
      } finally {
        if (!first.isCompleted()) await first.rollback();
        if (!second.isCompleted()) await second.rollback();
      }
      const live = await app.db('events').where({ prosker_id: prosker.id }).orderBy('starts_at');
      expect(live.map((e) => Number(e.job_id))).to.deep.equal([1, 3]);
    });

    it('checks every rule, and an overlap leaves the caller’s transaction usable', async () => {
      await hold(1, '10:00');
      await app.db.transaction(async (trx) => {
        const holdJobTwo = (time: string) =>
          holdSlot(
            trx,
            {
              proskerId: prosker.id,
              clientId: other.id,
              jobId: 2,
              startsAt: at(monday(), time),
              client: { name: 'Omar' },
            },
            app.platform.events,
          );
        const refused = await holdJobTwo('10:30').catch((e) => e);
        expect(refused.code).to.equal('EVENT_OVERLAP');
        const moved = await holdJobTwo('11:00');
        expect(moved.status).to.equal('pending');
      });
      for (const [time, code] of [
        ['08:00', 'EVENT_NO_TIME_AVAILABLE'],
        ['09:10', 'EVENT_TIME_INVALID'],
      ]) {
        const error = await hold(3, time).catch((e) => e);
        expect(error.code, time).to.equal(code);
      }
      const closed = await holdSlot(
        app.db,
        {
          proskerId: prosker.id,
          startsAt: at(nextWeekday(0), '10:00'),
          client: { name: 'Someone' },
        },
        app.platform.events,
      ).catch((e) => e);
      expect(closed.code).to.equal('EVENT_DAY_CLOSED');
      const notProsker = await holdSlot(
        app.db,
        {
          proskerId: client.id,
          startsAt: at(monday(), '10:00'),
          client: { name: 'Someone' },
        },
        app.platform.events,
      ).catch((e) => e);
      expect(notProsker.code).to.equal('USER_NOT_FOUND');
    });

    it('approves the job’s event, releases it (the slot is free again) and moves it', async () => {
      const held = await hold(7, '09:00');
      expect(held).to.include({ jobId: 7, status: 'pending', comments: 'From a job' });
      expect((await approveForJob(app.db, 7, app.platform.events))!.status).to.equal('approved');
      expect((await approveForJob(app.db, 7, app.platform.events))!.status).to.equal('approved');
      expect(await approveForJob(app.db, 8, app.platform.events)).to.equal(null);

      const taken = await hold(9, '09:30').catch((e) => e);
      expect(taken.code).to.equal('EVENT_OVERLAP');
      expect((await releaseForJob(app.db, 7, app.platform.events))!.status).to.equal('rejected');
      expect((await releaseForJob(app.db, 7, app.platform.events))!.status).to.equal('rejected');
      expect(await releaseForJob(app.db, 8, app.platform.events)).to.equal(null);
      const late = await approveForJob(app.db, 7, app.platform.events).catch((e) => e);
      expect(late.code).to.equal('EVENT_STATUS_INVALID');
      expect((await hold(9, '09:30')).status).to.equal('pending');

      // The jobs module's call: no contact given, the names come from the accounts; e-mails and
      // phones are never copied (answers read them from the accounts, as privacy allows).
      const bare = await holdSlot(
        app.db,
        {
          proskerId: prosker.id,
          clientId: other.id,
          jobId: 12,
          startsAt: new Date(at(monday(), '15:00')),
        },
        app.platform.events,
      );
      expect(bare).to.include({
        clientName: 'Omar Silva',
        clientEmail: null,
        clientPhone: null,
        proskerName: 'Pia Silva',
        proskerEmail: null,
        proskerPhone: null,
      });
      const stored = await app.db('events').where({ id: bare.id }).first();
      expect([stored.client_email, stored.prosker_email]).to.deep.equal([null, null]);

      // Holding again for the same job moves its event, pending again.
      const moved = await hold(7, '14:00');
      expect(moved.id).to.equal(held.id);
      expect(moved.status).to.equal('pending');
      expect(moved.startsAt).to.equal(at(monday(), '14:00'));
    });
  });

  describe('free slots', () => {
    beforeEach(async () => {
      await setWeek();
    });

    const slots = (date: string, half: string, token?: string) =>
      agenda.request('GET', `/profiles/${prosker.id}/slots?date=${date}&half=${half}`, { token });

    it('lists the free 1-hour slots of a morning or an afternoon, without taken ones', async () => {
      const date = monday();
      const morning = await slots(date, 'morning');
      expect(morning.status).to.equal(200);
      expect(morning.body).to.include({ date, half: 'morning', timeZone: MVD, closed: false });
      expect(morning.body.data.map((s: any) => s.time)).to.deep.equal([
        '09:00',
        '09:30',
        '10:00',
        '10:30',
        '11:00',
      ]);
      expect(morning.body.data[0]).to.deep.equal({
        startsAt: at(date, '09:00'),
        endsAt: at(date, '10:00'),
        time: '09:00',
      });

      await addEvent(at(date, '10:00'));
      const rejected = await addEvent(at(date, '15:00'));
      await agenda.request('PUT', `/agenda/events/${rejected.body.id}/status`, {
        token: prosker.token,
        body: { status: 'rejected' },
      });
      await addEvent(at(date, '16:30'));
      const after = await slots(date, 'morning', client.token);
      expect(after.body.data.map((s: any) => s.time)).to.deep.equal(['09:00', '11:00']);
      const afternoon = await slots(date, 'afternoon');
      expect(afternoon.body.data.map((s: any) => s.time)).to.deep.equal([
        '14:00',
        '14:30',
        '15:00',
        '15:30',
      ]);
      const closed = await slots(nextWeekday(6), 'morning');
      expect(closed.body).to.include({ closed: true });
      expect(closed.body.data).to.deep.equal([]);
    });

    it('leaves out slots that have started', async () => {
      const date = monday();
      const events = createCalendarEvents(app.db, app.platform.events);
      const now = zonedInstant(date, 10 * 60, MVD);
      const free = await events.freeSlots(prosker.id, date, 'morning', now);
      expect(free.data.map((s) => s.time)).to.deep.equal(['10:30', '11:00']);
      // And through the route, today: nothing before now.
      await setWeek(prosker, {
        days: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
          weekday,
          open: true,
          ranges: [{ from: '00:00', to: '24:00' }],
        })),
      });
      for (const half of ['morning', 'afternoon']) {
        const answer = await slots(todayIn(MVD), half);
        for (const slot of answer.body.data) {
          expect(new Date(slot.startsAt).getTime()).to.be.greaterThan(Date.now() - 1000);
        }
      }
    });

    it('answers USER_NOT_FOUND for someone who is not a prosker, and checks the date', async () => {
      const answer = await agenda.request(
        'GET',
        `/profiles/${client.id}/slots?date=${monday()}&half=morning`,
      );
      expectError(answer, 404, 'USER_NOT_FOUND');
      const bad = await slots('2026-13-01', 'morning');
      expect(bad.status).to.equal(422);
      const half = await slots(monday(), 'night');
      expect(half.status).to.equal(422);
    });
  });
});
