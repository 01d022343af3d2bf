import { expect } from 'chai';
import { listQuery, staffToken, supportToken } from '../../test/answers';
import { useTestApp } from '../../test/harness';
import { expectError, pair, send, sent } from './test-kit';

const API = '/admin/api';

describe('chat moderation', () => {
  // The seeded staff members.
  const app = useTestApp({ demo: true });

  it('lets nobody write to a banned or closed account, and says so', async () => {
    const { prosker, client, conversationId } = await pair(app);
    const admin = await staffToken(app);
    await app.request('POST', `/backoffice/api/users/${prosker.id}/ban`, {
      token: admin,
      body: { reason: 'Pagos por fuera de Prosk' },
    });
    expectError(
      await send(app, client, conversationId, 'hola'),
      403,
      'CONVERSATION_USER_UNAVAILABLE',
    );
    const view = await app.request('GET', `${API}/conversations/${conversationId}`, {
      token: client.token,
    });
    expect(view.body).to.include({ canSend: false, refusal: 'otherBanned' });
    expect(view.body.other.state).to.equal('banned');
    // The banned prosker cannot send either: their sessions ended, and they are told why.
    expectError(await send(app, prosker, conversationId, 'hola'), 403, 'AUTH_USER_BANNED');
    expect(await app.db('messages').where({ conversation_id: conversationId })).to.have.length(0);
  });

  it('sends reports to staff, who read the conversation and ban or dismiss; support only reads', async () => {
    const { prosker, client, conversationId } = await pair(app);
    await sent(app, prosker, conversationId, 'Pagame por fuera, más barato');
    const reported = await app.request('POST', `${API}/conversations/${conversationId}/reports`, {
      token: client.token,
      body: { reason: 'Pide pagos por fuera de la plataforma' },
    });
    expect(reported.status).to.equal(201);
    expect(reported.body).to.include({ conversationId, status: 'open' });
    const twice = await app.request('POST', `${API}/conversations/${conversationId}/reports`, {
      token: client.token,
      body: { reason: 'otra vez' },
    });
    expect(twice.body.id).to.equal(reported.body.id);
    expectError(
      await app.request('POST', `${API}/conversations/${conversationId}/reports`, {
        token: client.token,
        body: { reason: ' ' },
      }),
      422,
      'VALIDATION_FAILED',
    );

    const support = await supportToken(app);
    const list = await app.request(
      'GET',
      `/backoffice/api/conversation-reports?${listQuery({ filter: { status: 'open' } })}`,
      {
        token: support,
      },
    );
    expect(list.headers.get('content-range')).to.equal('conversation-reports 0-0/1');
    expect(list.body[0]).to.deep.include({ id: reported.body.id, conversationId, status: 'open' });
    expect(list.body[0].reported).to.include({ id: prosker.id, banned: false });
    const detail = await app.request(
      'GET',
      `/backoffice/api/conversation-reports/${reported.body.id}`,
      { token: support },
    );
    expect(detail.body.messages.map((m: { body: string }) => m.body)).to.deep.equal([
      'Pagame por fuera, más barato',
    ]);
    expectError(
      await app.request('PUT', `/backoffice/api/conversation-reports/${reported.body.id}`, {
        token: support,
        body: { status: 'banned' },
      }),
      403,
      'PERMISSION_DENIED',
    );
    // Staff never read a conversation nobody reported.
    expectError(
      await app.request('GET', `${API}/conversations/${conversationId}`, { token: support }),
      401,
      'AUTH_INVALID_TOKEN',
    );

    // What the two wrote after the report is not for staff to read.
    await sent(app, client, conversationId, 'Gracias, ya lo denuncié');
    const later = await app.request(
      'GET',
      `/backoffice/api/conversation-reports/${reported.body.id}`,
      {
        token: support,
      },
    );
    expect(later.body.messages).to.have.length(1);

    const admin = await staffToken(app);
    const path = `/backoffice/api/conversation-reports/${reported.body.id}`;
    // A ban says why: without a reason it is refused and nothing is decided.
    expectError(
      await app.request('PUT', path, { token: admin, body: { status: 'banned' } }),
      422,
      'VALIDATION_FAILED',
    );
    expect(
      (await app.db('conversation_reports').where({ id: reported.body.id }).first()).status,
    ).to.equal('open');
    const reason = 'Pediste pagos por fuera de Prosk';
    const banned = await app.request('PUT', path, {
      token: admin,
      body: { status: 'banned', reason },
    });
    expect(banned.status, JSON.stringify(banned.body)).to.equal(200);
    expect(banned.body).to.deep.include({ status: 'banned' });
    expect(banned.body.reported.banned).to.equal(true);
    const refused = await send(app, prosker, conversationId, 'hola');
    expectError(refused, 403, 'AUTH_USER_BANNED');
    expect(refused.body.error.details.reason).to.equal(reason);
    const actions = await app.db('staff_audit').orderBy('id').pluck('action');
    expect(actions).to.deep.equal(['conversation-reports.resolve', 'users.ban']);
    expectError(
      await app.request('PUT', `/backoffice/api/conversation-reports/${reported.body.id}`, {
        token: admin,
        body: { status: 'dismissed' },
      }),
      409,
      'REPORT_ALREADY_RESOLVED',
    );
  });

  it('lets one of two decisions taken at once win, and tells the other it came too late', async () => {
    const { prosker, client, conversationId } = await pair(app);
    await sent(app, prosker, conversationId, 'Pagame por fuera');
    const reported = await app.request('POST', `${API}/conversations/${conversationId}/reports`, {
      token: client.token,
      body: { reason: 'Pide pagos por fuera' },
    });
    const admin = await staffToken(app);
    const decisions = await Promise.all(
      (['banned', 'dismissed'] as const).map((status) =>
        app.request('PUT', `/backoffice/api/conversation-reports/${reported.body.id}`, {
          token: admin,
          body: { status, reason: 'Pide pagos por fuera' },
        }),
      ),
    );
    const won = decisions.filter((d) => d.status === 200);
    expect(won, JSON.stringify(decisions.map((d) => d.body))).to.have.length(1);
    expectError(
      decisions.find((d) => d.status !== 200)!,
      409,
      'REPORT_ALREADY_RESOLVED',
    );
    // What the report says is what happened to the user.
    const stored = await app.db('conversation_reports').where({ id: reported.body.id }).first();
    const user = await app.db('users').where({ id: prosker.id }).first('banned_at');
    expect(stored.status).to.equal(won[0].body.status);
    expect(user.banned_at !== null).to.equal(stored.status === 'banned');
  });
});
