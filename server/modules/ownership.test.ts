/**
 * Modules own their tables (issue 11, point 2): every SQL table reference in a module's code is
 * to a table of that module. Another module's data is read through the owner's index.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import ts from 'typescript';
import { ownerOf, TABLE_OWNERS, type ModuleName } from './ownership';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const ROOT = join(HERE, '..', '..');

/**
 * References to another module's table kept on purpose: by file (from the repository root),
 * table, and how many references that file makes to it. Each must be a join the database has to
 * do in one statement (paging, sorting or searching by the other module's column); keep this
 * list short and say why. Entries marked "not moved yet" are reads still to move behind the
 * owner's index.ts.
 */
const EXCEPTIONS: { file: string; table: string; count: number; why: string }[] = [
  {
    file: 'server/modules/billing/queries.ts',
    table: 'users',
    count: 1,
    why:
      "billing's back-office subscriptions list is sorted by and searched in the user's e-mail " +
      'and username, in SQL with its paging (Content-Range total): the join stays until accounts ' +
      'offers a search that billing can page over',
  },
];

interface TableRef {
  file: string;
  line: number;
  table: string;
}

/** Knex entry points: `db('t')`, `trx('t')`, `knex('t')`, `app.db('t')`. */
const KNEX_CALLEES = new Set(['db', 'trx', 'tx', 'knex']);
/** Builder methods whose first argument is a table. */
const TABLE_METHODS = new Set([
  'from',
  'into',
  'table',
  'join',
  'innerJoin',
  'leftJoin',
  'leftOuterJoin',
  'rightJoin',
  'rightOuterJoin',
  'fullOuterJoin',
  'crossJoin',
]);
/**
 * A table as written in a knex call: `users`, `users as u`, `pgboss.job` (lower case, as every
 * table is; so `parts.join(' AND ')` is no table).
 */
const KNEX_TABLE = /^([a-z_][a-z0-9_]*(?:\.[a-z_][a-z0-9_]*)?)(?: as \w+)?$/;
/** PostgreSQL's own catalogs (`pg_stats`, `information_schema.tables`) belong to no module. */
const SYSTEM_TABLE = /^(pg_|information_schema\.)/;
/** Raw SQL: upper-case keywords (the code base's style) in any string. */
const SQL_TABLE =
  /\b(FROM|JOIN|UPDATE|INSERT\s+INTO|DELETE\s+FROM)\s+(?:ONLY\s+)?("?[A-Za-z_][\w]*"?(?:\."?[A-Za-z_][\w]*"?)?)(\s*\()?/g;
/** The same in any case, in a string that reads as SQL (lower-case `select … from t`). */
const SQL_TABLE_ANY_CASE = new RegExp(SQL_TABLE.source, 'gi');
const LOOKS_LIKE_SQL =
  /^\s*\(?\s*(select\s[\s\S]*\sfrom|update\s+\w+\s+set|insert\s+into|delete\s+from|with\s+\w+\s+as)\s/i;
/** Words that may follow FROM/JOIN/UPDATE in SQL without being a table. */
const NOT_TABLES = new Set(
  'SELECT LATERAL SET OF SKIP NOWAIT WHERE ON AS VALUES ROWS ONLY NO KEY SHARE'.split(' '),
);
/** `EXTRACT(EPOCH FROM x)`, `IS DISTINCT FROM x`, `FOR UPDATE`, `DO UPDATE`: no table. */
const NOT_BEFORE = new Set(
  'EPOCH DOW ISODOW DOY YEAR MONTH WEEK DAY HOUR MINUTE SECOND DISTINCT BOTH LEADING TRAILING FOR DO KEY'.split(
    ' ',
  ),
);

function lineOf(source: ts.SourceFile, pos: number): number {
  return source.getLineAndCharacterOfPosition(pos).line + 1;
}

function calleeName(expr: ts.Expression): string | null {
  if (ts.isIdentifier(expr)) return expr.text;
  if (ts.isPropertyAccessExpression(expr)) return expr.name.text;
  return null;
}

/** The SQL text of a string or template literal, `${…}` masked with `~` (offsets kept). */
function literalText(source: ts.SourceFile, node: ts.Node): string {
  const start = node.getStart(source);
  const chars = source.text.slice(start, node.end).split('');
  if (ts.isTemplateExpression(node)) {
    for (const span of node.templateSpans) {
      const from = span.expression.getFullStart() - 2 - start;
      const to = span.literal.getStart(source) + 1 - start;
      for (let i = from; i < to; i += 1) if (chars[i] !== '\n') chars[i] = '~';
    }
  }
  return chars.join('');
}

/** Every table reference in one file's source: knex calls, model table names and raw SQL. */
export function tableReferences(file: string, text: string): TableRef[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: { pos: number; table: string }[] = [];
  const add = (table: string, pos: number) => {
    const name = table.replace(/"/g, '');
    if (!SYSTEM_TABLE.test(name)) found.push({ pos, table: name });
  };

  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.arguments.length > 0) {
      const arg = node.arguments[0];
      const name = calleeName(node.expression);
      const isTableCall =
        name !== null &&
        (KNEX_CALLEES.has(name) ||
          (TABLE_METHODS.has(name) && ts.isPropertyAccessExpression(node.expression)));
      if (isTableCall && ts.isStringLiteralLike(arg)) {
        const match = KNEX_TABLE.exec(arg.text);
        if (match) add(match[1], arg.getStart(source));
      }
    }
    // `static tableName = 't'` and `Model.tableName = 't'`
    if (
      ts.isPropertyDeclaration(node) &&
      node.name.getText(source) === 'tableName' &&
      node.initializer &&
      ts.isStringLiteralLike(node.initializer)
    ) {
      add(node.initializer.text, node.initializer.getStart(source));
    }
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isPropertyAccessExpression(node.left) &&
      node.left.name.text === 'tableName' &&
      ts.isStringLiteralLike(node.right)
    ) {
      add(node.right.text, node.right.getStart(source));
    }
    if (ts.isStringLiteralLike(node) || ts.isTemplateExpression(node)) {
      const sql = literalText(source, node);
      const start = node.getStart(source);
      const ctes = new Set(
        [...sql.matchAll(/\b([A-Za-z_]\w*)\s+AS\s+(?:NOT\s+)?(?:MATERIALIZED\s+)?\(/gi)].map(
          (m) => m[1],
        ),
      );
      const body = sql.replace(/^[`'"]/, '');
      for (const m of sql.matchAll(LOOKS_LIKE_SQL.test(body) ? SQL_TABLE_ANY_CASE : SQL_TABLE)) {
        const [, , name, call] = m;
        if (call) continue; // a function: unnest(…), generate_series(…)
        if (NOT_TABLES.has(name.toUpperCase()) || ctes.has(name)) continue;
        const before = /(\w+)\s*$/.exec(sql.slice(0, m.index));
        if (before && NOT_BEFORE.has(before[1].toUpperCase())) continue;
        add(name, start + m.index + m[0].indexOf(name));
      }
      if (ts.isTemplateExpression(node)) {
        node.templateSpans.forEach((span) => visit(span.expression));
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found
    .sort((a, b) => a.pos - b.pos)
    .map(({ pos, table }) => ({ file, line: lineOf(source, pos), table }));
}

/** The module a file under server/modules belongs to, or null for files beside the modules. */
function moduleOf(file: string): ModuleName | null {
  const match = /^server\/modules\/([^/]+)\//.exec(file);
  return match ? (match[1] as ModuleName) : null;
}

function moduleSources(): { file: string; text: string }[] {
  const dir = join(ROOT, 'server', 'modules');
  return (
    (readdirSync(dir, { recursive: true }) as string[])
      // Tests and their kits (`test-kit.ts`) set up and inspect any table.
      .filter((f) => f.endsWith('.ts') && !/(\.test|[/\\]test-kit)\.ts$/.test(f))
      .map((f) => relative(ROOT, join(dir, f)).split('\\').join('/'))
      .sort()
      .map((file) => ({ file, text: readFileSync(join(ROOT, file), 'utf8') }))
  );
}

function allReferences(): TableRef[] {
  return moduleSources().flatMap(({ file, text }) => tableReferences(file, text));
}

function isForeign(ref: TableRef): boolean {
  const mod = moduleOf(ref.file);
  const owner = ownerOf(ref.table);
  return mod !== null && owner !== undefined && owner !== mod;
}

/**
 * `file:line table owner` for every reference to another module's table, but for the excepted
 * ones (a file with more references to a table than its exception allows is listed whole).
 */
export function crossModuleReferences(refs: TableRef[], exceptions = EXCEPTIONS): string[] {
  const foreign = refs.filter(isForeign);
  return foreign
    .filter((ref) => {
      const allowed = exceptions.find((e) => e.file === ref.file && e.table === ref.table);
      const made = foreign.filter((r) => r.file === ref.file && r.table === ref.table).length;
      return !allowed || made > allowed.count;
    })
    .map((ref) => `${ref.file}:${ref.line} ${ref.table} ${ownerOf(ref.table)}`);
}

describe('modules own their tables', () => {
  it('finds tables in knex calls, joins, model table names and raw SQL', () => {
    const source = [
      "const a = db('users').where({ id: 1 });",
      "const b = trx('jobs as j').join('categories as c', 'c.id', 'j.category_id');",
      "const c = platform.db.from('posts').leftJoin('media', 'm.id', 'p.media_id');",
      "class Staff extends Model { static override tableName = 'staff'; }",
      "Review.tableName = 'reviews';",
      "await db.raw('SELECT 1 FROM payments p JOIN plans x ON true WHERE id = ? FOR UPDATE');",
      'await db.raw(`UPDATE profiles SET x = 1; DELETE FROM events; INSERT INTO pgboss.job`);',
      "const d = db.raw(`SELECT extract(EPOCH FROM e.starts_at), x FROM ${'jobs'} j`);",
      "const e = db.raw('WITH picked AS (SELECT 1) SELECT * FROM picked, unnest(?) FROM x');",
      "const words = ['a', 'b'].join(', ');",
      "const knexTable = knex('availability');",
      "const sql = `${listed} AND ${parts.join(' AND ')} FROM pg_stats`;",
      "const lower = db.raw('select u.id from users u join jobs j on true where id = ?');",
      "const words = 'Choose one from the list';",
    ].join('\n');
    const found = tableReferences('server/modules/agenda/example.ts', source).map(
      (r) => `${r.line} ${r.table}`,
    );
    expect(found).to.deep.equal([
      '1 users',
      '2 jobs',
      '2 categories',
      '3 posts',
      '3 media',
      '4 staff',
      '5 reviews',
      '6 payments',
      '6 plans',
      '7 profiles',
      '7 events',
      '7 pgboss.job',
      '9 x',
      '11 availability',
      '13 users',
      '13 jobs',
    ]);
    expect(crossModuleReferences(tableReferences('server/modules/agenda/example.ts', source)))
      .to.include('server/modules/agenda/example.ts:1 users accounts')
      .and.to.not.include('server/modules/agenda/example.ts:7 events agenda');
  });

  it('knows the owner of every table a module names', () => {
    const unknown = allReferences()
      .filter((ref) => ownerOf(ref.table) === undefined)
      .map((ref) => `${ref.file}:${ref.line} ${ref.table}`);
    expect(unknown, `tables not in TABLE_OWNERS:\n${unknown.join('\n')}`).to.deep.equal([]);
  });

  it("reads and writes only the module's own tables", () => {
    const foreign = crossModuleReferences(allReferences());
    expect(
      foreign,
      `another module's tables (file:line table owner); ask the owner's index.ts:\n${foreign.join('\n')}`,
    ).to.deep.equal([]);
  });

  it('keeps no exception larger than needed', () => {
    const refs = allReferences();
    const stale = EXCEPTIONS.flatMap((e) => {
      const made = refs.filter((ref) => ref.file === e.file && ref.table === e.table).length;
      return made < e.count ? [`${e.file} ${e.table}: ${made} of ${e.count}`] : [];
    });
    expect(stale, `exceptions larger than needed:\n${stale.join('\n')}`).to.deep.equal([]);
  });

  it('says in its migration which module owns each table, as the map does', () => {
    const dir = join(ROOT, 'migrations');
    const created: string[] = [];
    const wrong: string[] = [];
    for (const name of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
      const lines = readFileSync(join(dir, name), 'utf8').split('\n');
      lines.forEach((line, i) => {
        const match = /createTable\('([\w.]+)'/.exec(line);
        if (!match) return;
        created.push(match[1]);
        const said = /\/\/ Owner: (\w+)/.exec(`${lines[i - 1] ?? ''} ${line}`);
        if (!said || said[1] !== ownerOf(match[1])) {
          wrong.push(`${name}:${i + 1} ${match[1]} says ${said?.[1]}, map ${ownerOf(match[1])}`);
        }
      });
    }
    expect(wrong, wrong.join('\n')).to.deep.equal([]);
    const mapped = Object.keys(TABLE_OWNERS).filter(
      (t) => !t.includes('*') && !t.startsWith('knex_'),
    );
    expect([...created].sort()).to.deep.equal([...mapped].sort());
  });
});
