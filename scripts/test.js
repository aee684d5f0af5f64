// `npm test`: the whole suite. Lint and type check, unit specs, the server build, the API end-to-end
// suite once per run mode (SQLite + in-process jobs, then MariaDB + Redis + a worker process), the web
// client's unit tests, and browser tests (Debian's Chromium driven by playwright-core) against the built
// app. Ends with one line "N passed, N failed".
const { mkdirSync, readFileSync, existsSync, rmSync } = require('node:fs');
const { join } = require('node:path');
const { root, run, mustRun, hasWebClient } = require('./run');

const artifacts = join(root, 'test', '.artifacts');
rmSync(artifacts, { recursive: true, force: true });
mkdirSync(artifacts, { recursive: true });
const jestBin = join(root, 'node_modules', 'jest', 'bin', 'jest.js');
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];

function step(name, command, args, options) {
  console.log(`\n=== ${name} ===`);
  const status = run(command, args, options);
  if (status !== 0) failedSteps.push(name);
  return status;
}

function jestStep(name, project, env = {}, extraArgs = []) {
  const output = join(artifacts, `${name.replace(/\W+/g, '-')}.json`);
  const args = [jestBin, '--selectProjects', project, '--json', '--outputFile', output, ...extraArgs];
  // --forceExit: once every spec has reported, a handle a failed spec left open (a server, a child process) must not
  // keep the run, and CI, waiting until its time runs out; it happened after three specs failed in one run.
  if (project !== 'unit') args.push('--runInBand', '--forceExit');
  step(name, process.execPath, args, { env: { ...process.env, ...env } });
  if (!existsSync(output)) {
    totals.failed++;
    return;
  }
  const report = JSON.parse(readFileSync(output, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests + report.numRuntimeErrorTestSuites;
  totals.skipped += report.numPendingTests + report.numTodoTests;
}

function vitestStep() {
  const frontend = join(root, 'frontend');
  if (!existsSync(join(frontend, 'node_modules'))) mustRun('npm', ['ci', '--no-audit', '--no-fund'], { cwd: frontend });
  const output = join(artifacts, 'web-unit.json');
  step('web client unit tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${output}`], { cwd: frontend });
  if (!existsSync(output)) {
    totals.failed++;
    return;
  }
  const report = JSON.parse(readFileSync(output, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}

// What the suite needs, so that `npm test` alone runs it on a fresh clone and machine: the server's packages installed
// (as the web client's are in vitestStep), MariaDB and Redis started (scaled-mode suite), Debian's Chromium installed
// (browser suite).
if (!existsSync(join(root, 'node_modules'))) mustRun('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root });
step('services for the scaled mode (MariaDB, Redis)', 'bash', [join(root, 'scripts', 'ensure-services.sh')]);
if (hasWebClient()) step("Debian's Chromium for the browser tests", 'bash', [join(root, 'scripts', 'ensure-chromium.sh')]);
step('lint and type check', 'npm', ['run', 'lint']);
step('npm audit (production dependencies, critical)', process.execPath, [join(root, 'scripts', 'audit.js')]);
jestStep('unit', 'unit');
mustRun('npm', ['run', 'build:server']);
for (const [mode, label] of [['embedded', 'SQLite, in-process jobs'], ['scaled', 'MariaDB, Redis, worker process']]) {
  jestStep(`api e2e (${mode}: ${label})`, 'e2e', { HEIRLOOM_TEST_MODE: mode });
}
if (hasWebClient()) {
  vitestStep();
  mustRun('npm', ['run', 'build:web']);
  jestStep('browser (Chromium against the built app)', 'browser');
}

console.log(`\nFailed steps: ${failedSteps.length ? failedSteps.join('; ') : 'none'}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length || totals.failed ? 1 : 0);
