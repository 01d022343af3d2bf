/**
 * Bad input on every route: the storefront API's OpenAPI document and the back office's routes
 * (described by the same builder) are walked as a visitor, a client, a prosker and a staff
 * admin, with path ids out of range, NUL bytes and traversals, bodies of the wrong types,
 * impossible dates, bogus encodings and broken list parameters. No answer may be a 5xx, every
 * refusal is the translated error envelope, the logger records no unexpected error and no row
 * of the database changes. The routes come from the registry, so new routes are walked too.
 */
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import { expect } from 'chai';
import { BACKOFFICE_API_PREFIX, STOREFRONT_API_PREFIX } from './app';
import { buildOpenApi } from './platform/http';
import { useTestApp, type TestApp } from './test/harness';
import { createUser } from './test/users';

interface Schema {
  type?: string;
  format?: string;
  nullable?: boolean;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
}

interface Operation {
  method: string;
  /** The path under the prefix with `{param}` placeholders, as OpenAPI writes it. */
  path: string;
  prefix: string;
  signedIn: boolean;
  query?: Schema;
  body?: Schema;
}

interface Probe {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  what: string;
}

interface Answer {
  status: number;
  body: string;
}

const NUL = 'fuzz\u0000';
const HUGE_ID = '2147483648';
const TOMORROW = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

function operations(document: Record<string, any>, prefix: string): Operation[] {
  const found: Operation[] = [];
  for (const [path, methods] of Object.entries<Record<string, any>>(document.paths)) {
    for (const [method, op] of Object.entries<any>(methods)) {
      const queryParams = (op.parameters ?? []).filter((p: any) => p.in === 'query');
      found.push({
        method: method.toUpperCase(),
        path,
        prefix,
        signedIn: Boolean(op.security),
        query: queryParams.length
          ? {
              type: 'object',
              properties: Object.fromEntries(queryParams.map((p: any) => [p.name, p.schema])),
            }
          : undefined,
        body: op.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return found;
}

/** Fields whose text is a date or a time, so an impossible one must be refused. */
const isDateLike = (name: string, schema: Schema) =>
  schema.format === 'date-time' ||
  /(^|[a-z])(date|Date|At|birth|Birth|From|To|Until)$|^(date|from|to|until|since)$/.test(name);

const isIdLike = (name: string) => /^(id|[a-z][A-Za-z0-9]*Id)$/.test(name);

/** A value the field accepts, or at least of its type. */
function sample(name: string, schema: Schema): unknown {
  if (schema.enum?.length) return schema.enum[0];
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([k, s]) => [k, sample(k, s)]),
      );
    case 'array':
      return [];
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return false;
    default:
      if (isDateLike(name, schema)) return TOMORROW;
      if (/mail/i.test(name)) return 'fuzz@example.com';
      if (/phone/i.test(name)) return '099123456';
      return 'fuzz';
  }
}

/** Values of the wrong type or out of range for a field; none of them may be stored. */
function badValues(name: string, schema: Schema): unknown[] {
  const bad: unknown[] = [[NUL], { nested: NUL }];
  if (!schema.nullable) bad.push(null);
  switch (schema.type) {
    case 'integer':
    case 'number':
      // Beyond every numeric column of the product (integer, bigint, numeric(12,2)).
      bad.push('fuzz', true, 1e300, '99999999999999999999', -1e20);
      // Ids are PostgreSQL integers; other numbers may be larger (money, sizes).
      if (isIdLike(name) || (schema.maximum ?? Infinity) < 2147483648) bad.push(2147483648);
      // A row that does not exist.
      if (isIdLike(name)) bad.push(99999);
      if (schema.type === 'integer') bad.push(1.5);
      break;
    case 'boolean':
      bad.push('fuzz', 7, 2147483648);
      break;
    case 'array':
      bad.push('fuzz', 7, { 0: 1 }, [[[NUL]]], [{ nested: NUL }], [2147483648, -1]);
      break;
    case 'object':
      bad.push('fuzz', 7, []);
      break;
    default:
      bad.push(NUL);
      if (schema.enum?.length) bad.push('fuzz-not-a-choice', 7);
      if (isDateLike(name, schema)) {
        bad.push('0000-01-01', '2026-13-01', '2026-02-30', '2026-02-03T25:61:00Z', '9999999-01-01');
      }
  }
  return bad;
}

/** Query values (text in the URL) that do not fit the field. */
function badQueryValues(name: string, schema: Schema): string[] {
  const bad = [`${name}=%00`, `${name}=fuzz%00`, `${name}=a&${name}=b`, `${name}[x]=1`];
  if (schema.type === 'integer' || schema.type === 'number' || isDateLike(name, schema)) {
    bad.push(`${name}=${HUGE_ID}`, `${name}=99999999999999999999`, `${name}=-1`, `${name}=fuzz`);
  }
  if (isDateLike(name, schema)) {
    bad.push(`${name}=0000-01-01`, `${name}=2026-13-45`, `${name}=2026-02-30`);
  }
  if (schema.enum?.length) bad.push(`${name}=fuzz-not-a-choice`);
  return bad;
}

const PATH_SAMPLES: Record<string, string> = {
  slug: 'fuzz',
  query: 'fuzz',
  provider: 'google',
  date: TOMORROW,
};
const BAD_PATH_VALUES = [
  HUGE_ID,
  '99999999999999999999',
  '-1',
  '0',
  '1.5',
  '1e3',
  '%00',
  '1%00',
  '%ff',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%2e%2e',
  'fuzz',
  '0000-01-01',
  '2026-13-45',
];

function fillPath(path: string, replace: Record<string, string> = {}): string {
  return path.replace(
    /\{([^}]+)\}/g,
    (_, name: string) => replace[name] ?? PATH_SAMPLES[name] ?? '1',
  );
}

const json = (value: unknown) => JSON.stringify(value);

/** Bodies that no JSON route may accept, whatever its schema. */
const PARSER_REFUSED: { what: string; body: string | Buffer; headers?: Record<string, string> }[] =
  [
    { what: 'malformed JSON', body: '{"fuzz": ' },
    { what: 'a JSON string', body: '"fuzz"' },
    { what: 'a JSON number', body: '2147483648' },
    { what: 'a JSON null', body: 'null' },
    { what: 'a NUL byte in a key', body: json({ [NUL]: 1 }) },
    { what: 'a NUL byte deep inside', body: json({ a: [{ b: [NUL] }] }) },
    {
      what: 'a bogus gzip body',
      body: json({ fuzz: 1 }),
      headers: { 'content-encoding': 'gzip' },
    },
    {
      what: 'a bogus deflate body',
      body: json({ fuzz: 1 }),
      headers: { 'content-encoding': 'deflate' },
    },
    { what: 'a bogus br body', body: json({ fuzz: 1 }), headers: { 'content-encoding': 'br' } },
    {
      what: 'an unknown encoding',
      body: json({ fuzz: 1 }),
      headers: { 'content-encoding': 'fuzz' },
    },
    {
      what: 'gzip twice declared once',
      body: gzipSync(gzipSync(json({ fuzz: 1 }))),
      headers: { 'content-encoding': 'gzip' },
    },
    {
      what: 'a gzip body hiding a NUL byte',
      body: gzipSync(json({ fuzz: NUL })),
      headers: { 'content-encoding': 'gzip' },
    },
    {
      what: 'a gzip bomb',
      body: gzipSync(Buffer.alloc(64 * 1024 * 1024, 0x20)),
      headers: { 'content-encoding': 'gzip' },
    },
    {
      what: 'an unknown charset',
      body: json({ fuzz: 1 }),
      headers: { 'content-type': 'application/json; charset=fuzz' },
    },
    {
      what: 'a form with a NUL byte',
      body: 'fuzz=%00',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    },
  ];

/** Whole bodies of the wrong shape for a route that expects an object. */
const WRONG_BODIES = [
  { what: 'an array', body: '[]' },
  { what: 'an array of objects', body: '[{}]' },
  { what: 'deep nesting', body: '['.repeat(5000) + ']'.repeat(5000) },
  { what: 'a prototype key', body: '{"__proto__":{"admin":true},"constructor":{"prototype":{}}}' },
];

const LIST_PARAMS = [
  'sort=["__proto__","ASC"]',
  'sort=["constructor","DESC"]',
  'sort=["id","DROP"]',
  'sort=[]',
  'sort={"a":1}',
  'sort=null',
  'sort=fuzz',
  'sort=["id%00","ASC"]',
  'range=[0,1e20]',
  'range=[1e20,1e20]',
  'range=[-1,5]',
  'range=["a","b"]',
  'range=[0,2147483648]',
  'range={"a":1}',
  'range=[0.5,1]',
  'filter=[]',
  'filter=null',
  'filter="fuzz"',
  'filter={"id":["fuzz"]}',
  'filter={"id":[2147483648]}',
  'filter={"id":"fuzz"}',
  'filter={"id":{"a":1}}',
  'filter={"id":[{}]}',
  'filter={"id":0}',
  'filter={"q":"fuzz\\u0000"}',
  'filter={"__proto__":{"a":1}}',
  'sort=["id","ASC"]&sort=["id","ASC"]',
  'range=[0,9]&range=[0,9]',
  'filter={}&filter={}',
];
/** Filter names the back office's lists commonly read, besides each resource's own fields. */
const FILTER_NAMES = [
  'id',
  'q',
  'status',
  'role',
  'type',
  'region',
  'state',
  'action',
  'targetType',
  'targetId',
  'staffId',
  'enabled',
  'userId',
  'proskerId',
  'clientId',
  'categoryId',
  'planId',
  'createdFrom',
  'createdTo',
  'from',
  'to',
  'date',
];
/** Filter values no list may take, whatever the filter means: the platform checks them all. */
const BAD_FILTER_VALUES: unknown[] = [
  [NUL],
  { nested: NUL },
  NUL,
  '0000-01-01',
  '2026-13-45',
  '2026-02-30T10:00:00Z',
];

const encode = (pairs: string) =>
  pairs
    .split('&')
    .map((pair) => {
      const at = pair.indexOf('=');
      return at < 0 ? pair : `${pair.slice(0, at)}=${encodeURIComponent(pair.slice(at + 1))}`;
    })
    .join('&');

function probesFor(op: Operation, resourceFields: string[]): Probe[] {
  const probes: Probe[] = [];
  const base = `${op.prefix}${fillPath(op.path)}`;
  const sampleBody = op.body ? json(sample('body', op.body)) : undefined;
  const withBody = op.method !== 'GET';

  for (const param of op.path.match(/\{[^}]+\}/g) ?? []) {
    const name = param.slice(1, -1);
    for (const value of BAD_PATH_VALUES) {
      probes.push({
        method: op.method,
        path: `${op.prefix}${fillPath(op.path, { [name]: value })}`,
        body: withBody ? (sampleBody ?? '{}') : undefined,
        what: `path ${name}=${value}`,
      });
    }
  }

  for (const [name, schema] of Object.entries(op.query?.properties ?? {})) {
    const others = Object.entries(op.query?.properties ?? {})
      .filter(([k]) => k !== name)
      .map(([k, s]) => `${k}=${encodeURIComponent(String(sample(k, s)))}`);
    for (const value of badQueryValues(name, schema)) {
      probes.push({
        method: op.method,
        path: `${base}?${[...others, value].join('&')}`,
        body: withBody ? (sampleBody ?? '{}') : undefined,
        what: `query ${value}`,
      });
    }
  }

  if (withBody) {
    for (const refused of PARSER_REFUSED) {
      probes.push({ method: op.method, path: base, ...refused, what: `body ${refused.what}` });
    }
  }
  if (op.body) {
    for (const wrong of WRONG_BODIES) {
      probes.push({ method: op.method, path: base, body: wrong.body, what: `body ${wrong.what}` });
    }
    const valid = sample('body', op.body) as Record<string, unknown>;
    for (const [name, schema] of Object.entries(op.body.properties ?? {})) {
      for (const value of badValues(name, schema)) {
        probes.push({
          method: op.method,
          path: base,
          body: json({ ...valid, [name]: value }),
          what: `body ${name}=${json(value)}`,
        });
      }
      for (const [inner, innerSchema] of Object.entries(schema.properties ?? {})) {
        for (const value of badValues(inner, innerSchema).slice(0, 4)) {
          probes.push({
            method: op.method,
            path: base,
            body: json({ ...valid, [name]: { ...(valid[name] as object), [inner]: value } }),
            what: `body ${name}.${inner}=${json(value)}`,
          });
        }
      }
    }
  }

  // The back office's lists: range, sort and filter as JSON in the query.
  if (op.prefix === BACKOFFICE_API_PREFIX && op.method === 'GET' && !op.path.includes('{')) {
    for (const params of LIST_PARAMS) {
      probes.push({ method: 'GET', path: `${base}?${encode(params)}`, what: `list ${params}` });
    }
    for (const name of new Set([...FILTER_NAMES, ...resourceFields])) {
      for (const value of BAD_FILTER_VALUES) {
        const params = `filter=${json({ [name]: value })}`;
        probes.push({ method: 'GET', path: `${base}?${encode(params)}`, what: `list ${params}` });
      }
    }
  }
  return probes;
}

/** Paths outside the route registry that read the path: the media files. */
const OTHER_PROBES: Probe[] = [
  '/media/../../../etc/passwd',
  '/media/..%2f..%2f..%2fetc%2fpasswd',
  '/media/%2e%2e/%2e%2e/etc/passwd',
  '/media/%00',
  '/media/a%00.webp',
  '/media/%ff',
  '/media/',
  '/media//etc/passwd',
  `${STOREFRONT_API_PREFIX}/%00`,
  `${BACKOFFICE_API_PREFIX}/%ff/%00`,
].map((path) => ({ method: 'GET', path, what: 'path outside the registry' }));

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

/** Sends the path exactly as written (no dot-segment clean-up), as `curl --path-as-is` does. */
function send(url: string, probe: Probe, token?: string): Promise<Answer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        hostname,
        port,
        method: probe.method,
        path: probe.path,
        headers: {
          'accept-language': 'en',
          // Node sends no length for a DELETE body unless told.
          ...(probe.body !== undefined
            ? {
                'content-type': 'application/json',
                'content-length': Buffer.byteLength(probe.body),
              }
            : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...probe.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(probe.body);
  });
}

/** Row counts and a digest of every row of every table, in one query per table. */
async function fingerprint(app: TestApp): Promise<Map<string, string>> {
  const { rows } = await app.db.raw<{ rows: { tablename: string }[] }>(
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public'
       AND tablename NOT LIKE 'knex_migrations%' AND tablename <> 'rate_limits'
     ORDER BY tablename`,
  );
  const prints = new Map<string, string>();
  await Promise.all(
    rows.map(async ({ tablename }) => {
      const result = await app.db.raw<{ rows: { n: number; digest: string }[] }>(
        `SELECT count(*)::int AS n, md5(coalesce(string_agg(md5(t::text), '' ORDER BY md5(t::text)), '')) AS digest FROM "${tablename}" t`,
      );
      prints.set(tablename, `${result.rows[0].n}:${result.rows[0].digest}`);
    }),
  );
  return prints;
}

function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after].filter(([t, p]) => before.get(t) !== p).map(([t]) => t);
}

async function inPool<T>(items: T[], size: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

interface Caller {
  who: string;
  token?: string;
}

/** Who calls each operation: the roles it serves, and a visitor at its door. */
function callersOf(op: Operation, callers: Record<string, Caller>): Caller[] {
  if (op.prefix === BACKOFFICE_API_PREFIX) return op.signedIn ? [callers.staff] : [callers.visitor];
  return op.signedIn ? [callers.client, callers.prosker] : [callers.visitor, callers.client];
}

/** Records what the logger is asked to write at a level while the work runs. */
async function recordingLogs<T>(
  logger: object,
  level: 'error',
  work: () => Promise<T>,
): Promise<[T, unknown[]]> {
  const target = logger as Record<string, unknown>;
  const original = target[level];
  const lines: unknown[] = [];
  target[level] = (...args: unknown[]) => {
    lines.push(args);
  };
  try {
    return [await work(), lines];
  } finally {
    target[level] = original;
  }
}

describe('bad input on every route', () => {
  const app = useTestApp({ demo: true });

  it('is answered with a translated 4xx envelope on every route, with no unexpected error logged and no row changed', async function () {
    this.timeout(120_000);
    const { createApp } = await import('./app');
    const { backofficeRoutes } = createApp(app.platform);
    const storefront = await send(app.url, {
      method: 'GET',
      path: `${STOREFRONT_API_PREFIX}/openapi.json`,
      what: 'the document',
    });
    const ops = [
      ...operations(JSON.parse(storefront.body), STOREFRONT_API_PREFIX),
      ...operations(
        buildOpenApi({
          title: 'back office',
          version: '0',
          serverUrl: '',
          routes: backofficeRoutes,
        }),
        BACKOFFICE_API_PREFIX,
      ),
    ];
    const admin = await app.db('staff').where({ role: 'admin' }).first('id');
    const callers: Record<string, Caller> = {
      visitor: { who: 'visitor' },
      client: {
        who: 'client',
        token: (await createUser(app, 'fuzzclient', { prosker: false })).token,
      },
      prosker: { who: 'prosker', token: (await createUser(app, 'fuzzprosker')).token },
      staff: { who: 'staff admin', token: await app.platform.tokens.issue('staff', admin.id) },
    };

    const resourceFields = (op: Operation) => {
      const resource = op.path.split('/')[1];
      return ops
        .filter((o) => o.prefix === op.prefix && o.path.split('/')[1] === resource)
        .flatMap((o) => Object.keys(o.body?.properties ?? {}));
    };
    const calls: { probe: Probe; caller: Caller }[] = [];
    for (const op of ops) {
      const probes = probesFor(op, resourceFields(op));
      for (const caller of callersOf(op, callers)) {
        for (const probe of probes) calls.push({ probe, caller });
      }
      // A visitor at a signed-in route's door, with the path's bad ids and traversals.
      if (op.signedIn) {
        for (const probe of probes.filter((p) => p.what.startsWith('path'))) {
          calls.push({ probe, caller: callers.visitor });
        }
      }
    }
    for (const probe of OTHER_PROBES) calls.push({ probe, caller: callers.visitor });

    const before = await fingerprint(app);
    const failures: string[] = [];
    let serverErrors = 0;
    const [, logged] = await recordingLogs(app.platform.logger, 'error', () =>
      inPool(calls, 6, async ({ probe, caller }) => {
        const sent = `${probe.method} ${probe.path} as ${caller.who} (${probe.what})`;
        let answer: Answer;
        try {
          answer = await send(app.url, probe, caller.token);
        } catch (error) {
          failures.push(`${sent}: no answer, ${String(error)}`);
          return;
        }
        const said = `${sent} → ${answer.status} ${answer.body.slice(0, 200)}`;
        if (answer.status >= 500) {
          serverErrors += 1;
          failures.push(said);
        } else if (caller.token && answer.status === 401) {
          failures.push(`${said} (the session ended)`);
        } else if (answer.status >= 400) {
          let error: { code?: unknown; message?: unknown } | undefined;
          try {
            error = (JSON.parse(answer.body) as { error?: typeof error }).error;
          } catch {
            // reported below
          }
          const translated =
            typeof error?.message === 'string' && !error.message.startsWith('codes.');
          if (typeof error?.code !== 'string' || !translated) {
            failures.push(`${said} (not the translated error envelope)`);
          }
        }
      }),
    );
    const after = await fingerprint(app);

    const routes = new Set(ops.map((op) => `${op.method} ${op.prefix}${op.path}`));
    console.log(
      `      ${routes.size} routes, ${calls.length} requests with bad input, ${serverErrors} answered 5xx`,
    );
    expect(failures, failures.slice(0, 40).join('\n')).to.deep.equal([]);
    expect(logged, 'errors logged').to.deep.equal([]);
    expect(changedTables(before, after), 'tables whose rows changed').to.deep.equal([]);
  });
});

describe('the platform refusing bad input', () => {
  const app = useTestApp();
  const field = (res: { body: any }, name: string) =>
    (res.body.error?.details?.fields ?? []).find((f: { field: string }) => f.field === name);
  const staffToken = async () => {
    const [{ id }] = await app
      .db('staff')
      .insert({ email: 'fuzz-admin@example.com', name: 'Admin', role: 'admin', password_hash: 'x' })
      .returning('id');
    return app.platform.tokens.issue('staff', Number(id));
  };

  it('refuses an array or an object where text is expected, naming the field, instead of crashing', async () => {
    const body = await app.request('POST', '/admin/api/login', {
      body: { email: ['a@example.com'], password: { secret: 1 } },
      headers: { 'accept-language': 'en' },
    });
    expect(body.status).to.equal(422);
    expect(body.body.error.code).to.equal('VALIDATION_FAILED');
    expect(field(body, 'email')).to.deep.equal({
      field: 'email',
      code: 'fields.invalid',
      message: 'The value is not valid.',
    });
    expect(field(body, 'password')).to.include({ code: 'fields.invalid' });
    const query = await app.request('GET', '/admin/api/profiles?category=a&category=b');
    expect(query.status).to.equal(422);
    expect(field(query, 'category')).to.include({ code: 'fields.invalid' });
  });

  it('refuses text holding a NUL character in any JSON body, even on a route that reads none', async () => {
    const user = await createUser(app, 'nulsender');
    const res = await app.request('POST', '/admin/api/logout', {
      token: user.token,
      body: { note: ['fine', 'not\u0000fine'] },
    });
    expect(res.status).to.equal(422);
    expect(res.body.error.code).to.equal('VALIDATION_FAILED');
    expect(field(res, 'note[1]')).to.include({ code: 'fields.invalid' });
    const still = await app.request('GET', '/admin/api/user', { token: user.token });
    expect(still.status, 'the session is still open').to.equal(200);
  });

  it('answers an id beyond PostgreSQL integers, or a NUL byte in a path, as not found', async () => {
    const token = await staffToken();
    for (const id of ['2147483648', '99999999999999999999', '1%00', '1e3']) {
      const res = await app.request('GET', `/backoffice/api/categories/${id}`, { token });
      expect(res.status, id).to.equal(404);
      expect(res.body.error.code, id).to.equal('NOT_FOUND');
    }
    const slots = await app.request(
      'GET',
      '/admin/api/profiles/2147483648/slots?date=2026-12-01&half=morning',
    );
    expect(slots.status).to.equal(404);
    expect(slots.body.error.code).to.equal('USER_NOT_FOUND');
  });

  it('refuses an id field beyond PostgreSQL integers on that field, writing nothing', async () => {
    const user = await createUser(app, 'bigplanbuyer');
    const res = await app.request('POST', '/admin/api/user/subscriptions', {
      token: user.token,
      body: { planId: 2147483648 },
    });
    expect(res.status).to.equal(422);
    expect(field(res, 'planId')).to.include({ code: 'fields.unknownChoice' });
    expect(await app.db('subscriptions').count({ n: '*' })).to.deep.equal([{ n: 0 }]);
  });

  it('refuses a body that does not decompress, and an encoding or character set it does not read', async () => {
    const gzip = await app.request('POST', '/admin/api/login', {
      body: { email: 'a@example.com', password: 'x' },
      headers: { 'content-encoding': 'gzip' },
    });
    expect(gzip.status).to.equal(422);
    expect(field(gzip, 'body')).to.include({ code: 'fields.invalid' });
    const unknown = await app.request('POST', '/admin/api/login', {
      body: { email: 'a@example.com', password: 'x' },
      headers: { 'content-encoding': 'fuzz', 'accept-language': 'en' },
    });
    expect(unknown.status).to.equal(415);
    expect(unknown.body.error).to.deep.equal({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'The format or encoding of the request is not supported.',
    });
    const charset = await app.request('POST', '/admin/api/login', {
      body: { email: 'a@example.com', password: 'x' },
      headers: { 'content-type': 'application/json; charset=utf-16' },
    });
    expect(charset.status).to.equal(415);
    expect(charset.body.error.code).to.equal('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses list parameters naming what every object has, unsafe ranges and impossible filter dates, on any back-office route', async () => {
    const token = await staffToken();
    const list = (path: string, params: Record<string, string>) =>
      app.request('GET', `/backoffice/api/${path}?${new URLSearchParams(params)}`, { token });
    const proto = await list('categories', { sort: '["__proto__","ASC"]' });
    expect(proto.status).to.equal(422);
    expect(field(proto, 'sort')).to.include({ code: 'fields.invalid' });
    const range = await list('categories', { range: '[0,1e20]' });
    expect(field(range, 'range')).to.include({ code: 'fields.invalid' });
    const ids = await list('categories', { filter: '{"id":[2147483648]}' });
    expect(field(ids, 'filter.id')).to.include({ code: 'fields.invalid' });
    // The export reads its filter on its own: the platform has checked it first.
    const exported = await list('users/export', { filter: '{"createdFrom":"2026-13-45"}' });
    expect(exported.status).to.equal(422);
    expect(field(exported, 'filter.createdFrom')).to.include({ code: 'fields.date' });
    expect(await app.db('staff_audit').count({ n: '*' })).to.deep.equal([{ n: 0 }]);
  });

  it('refuses impossible dates on the public slots route', async () => {
    const prosker = await createUser(app, 'slotsowner');
    for (const date of ['0000-01-01', '2026-13-01', '2026-02-30']) {
      const res = await app.request(
        'GET',
        `/admin/api/profiles/${prosker.id}/slots?date=${date}&half=morning`,
      );
      expect(res.status, date).to.equal(422);
      expect(res.body.error.code, date).to.equal('VALIDATION_FAILED');
    }
  });

  it('refuses a date that does not exist instead of moving it to another day', async () => {
    const prosker = await createUser(app, 'datesetter');
    const client = await createUser(app, 'datetaker', { prosker: false });
    const res = await app.request('POST', '/admin/api/user/jobs', {
      token: prosker.token,
      body: {
        clientId: client.id,
        title: 'Pintura',
        description: 'Pintar un cuarto',
        price: 2000,
        startDate: '2026-02-30T10:00:00Z',
        endDate: '2026-13-01T10:00:00Z',
        requiresAppointment: false,
        requiresPayment: false,
      },
    });
    expect(res.status).to.equal(422);
    expect(field(res, 'startDate')).to.include({ code: 'fields.date' });
    expect(field(res, 'endDate')).to.include({ code: 'fields.date' });
    expect(await app.db('jobs').count({ n: '*' })).to.deep.equal([{ n: 0 }]);
  });

  it('answers a reference to a row that does not exist as an error on that field, writing nothing and logging no unexpected error', async () => {
    const prosker = await createUser(app, 'nocategory');
    const [res, logged] = await recordingLogs(app.platform.logger, 'error', () =>
      app.request('POST', '/admin/api/user/services', {
        token: prosker.token,
        body: {
          title: 'Clases',
          description: 'Clases de guitarra',
          price: 2000,
          categoryId: 99999,
          requiresAppointment: false,
          requiresPayment: false,
        },
      }),
    );
    expect(res.status).to.equal(422);
    expect(res.body.error.code).to.equal('VALIDATION_FAILED');
    expect(field(res, 'categoryId')).to.include({ code: 'fields.unknownChoice' });
    expect(logged).to.deep.equal([]);
    expect(await app.db('services').count({ n: '*' })).to.deep.equal([{ n: 0 }]);
  });

  it('answers a number PostgreSQL cannot hold as a validation error, logging no unexpected error', async () => {
    const [res, logged] = await recordingLogs(app.platform.logger, 'error', () =>
      app.request('GET', '/admin/api/profiles/99999999999999999999/media'),
    );
    expect(res.status).to.be.within(400, 499);
    expect(res.body.error.code).to.be.oneOf(['VALIDATION_FAILED', 'USER_NOT_FOUND', 'NOT_FOUND']);
    expect(logged).to.deep.equal([]);
  });

  it('never serves a file outside the uploads, whatever the path says', async () => {
    for (const path of [
      '/media/../../../etc/passwd',
      '/media/..%2f..%2f..%2fetc%2fpasswd',
      '/media/%2e%2e/%2e%2e/etc/passwd',
      '/media/a%00.webp',
    ]) {
      const res = await send(app.url, { method: 'GET', path, what: 'traversal' });
      expect(res.status, path).to.equal(404);
      expect(JSON.parse(res.body).error.code, path).to.equal('NOT_FOUND');
    }
  });
});
