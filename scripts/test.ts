/**
 * `npm test`: lint, typecheck, the frontend builds, mocha (unit and integration tests on a real
 * PostgreSQL) and Playwright (end-to-end in Chromium). Every step runs even when an earlier
 * one failed, so one run shows everything; the last line sums them all as `N passed, N failed`.
 * A skipped test counts as failed: the suite has none on purpose.
 */
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const BIN = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);

interface StepResult {
  name: string;
  passed: number;
  failed: number;
  seconds: number;
}

function run(
  command: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...process.env, FORCE_COLOR: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const forward = (chunk: Buffer, stream: NodeJS.WriteStream) => {
      output += chunk.toString();
      stream.write(chunk);
    };
    child.stdout.on('data', (c: Buffer) => forward(c, process.stdout));
    child.stderr.on('data', (c: Buffer) => forward(c, process.stderr));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

async function step(
  name: string,
  work: () => Promise<{ passed: number; failed: number }>,
): Promise<StepResult> {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  let counts: { passed: number; failed: number };
  try {
    counts = await work();
  } catch (error) {
    console.error(error);
    counts = { passed: 0, failed: 1 };
  }
  return { name, ...counts, seconds: (Date.now() - started) / 1000 };
}

/** A step that is one check: it passes when the command exits 0. */
const check = (command: string, args: string[]) => async () => {
  const { code } = await run(command, args);
  return code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
};

async function mocha() {
  const { code, output } = await run(BIN('mocha'), ['--reporter', 'spec']);
  const count = (word: string) => Number(new RegExp(`(\\d+) ${word}`).exec(output)?.[1] ?? 0);
  const passed = count('passing');
  const failed = count('failing') + count('pending');
  if (code !== 0 && failed === 0) return { passed, failed: 1 };
  if (passed === 0 && failed === 0) return { passed: 0, failed: 1 };
  return { passed, failed };
}

async function playwright() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'prosk-e2e-'));
  // As root, PostgreSQL runs as the postgres user, which must be able to reach its data folder.
  chmodSync(dir, 0o755);
  const report = path.join(dir, 'report.json');
  try {
    const { code } = await run(BIN('playwright'), ['test'], {
      CI: 'true',
      E2E_JSON_REPORT: report,
      E2E_DATA_DIR: path.join(dir, 'data'),
    });
    let stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    try {
      stats = JSON.parse(readFileSync(report, 'utf8')).stats;
    } catch {
      return { passed: 0, failed: 1 };
    }
    const failed = stats.unexpected + stats.flaky + stats.skipped;
    if (code !== 0 && failed === 0) return { passed: stats.expected, failed: 1 };
    if (stats.expected === 0 && failed === 0) return { passed: 0, failed: 1 };
    return { passed: stats.expected, failed };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const results: StepResult[] = [];
results.push(await step('lint', check(BIN('eslint'), ['.', '--max-warnings', '0'])));
results.push(await step('format', check(BIN('prettier'), ['--check', '.', '--log-level', 'warn'])));
results.push(await step('typecheck', check(BIN('tsc'), ['--noEmit', '-p', 'tsconfig.json'])));
results.push(await step('build', check(BIN('tsx'), ['scripts/build.ts'])));
results.push(await step('unit and integration tests (mocha)', mocha));
results.push(await step('end-to-end tests (playwright)', playwright));

console.log('\n=== summary ===');
for (const r of results) {
  console.log(
    `${r.failed ? 'FAIL' : 'ok  '} ${r.name.padEnd(40)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  ${r.seconds.toFixed(0)} s`,
  );
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
