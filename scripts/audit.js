// `npm audit` of the production dependencies, of the server and of the web client: fails on any critical
// advisory. When npm cannot get the advisories (offline, or a registry proxy that refuses the audit endpoint, as
// this project's CI network does with 405) it prints a loud warning and passes, because failing would turn every
// build red for a reason the code cannot fix; HEIRLOOM_AUDIT_REQUIRED=1 makes that case fail too (set it where the
// registry answers audits). HEIRLOOM_SKIP_AUDIT=1 skips the step on purpose, and says so.
const { spawnSync } = require('node:child_process');
const { join } = require('node:path');
const { root, hasWebClient } = require('./run');

const UNREACHABLE = 'unreachable';

/**
 * Audits one package folder: null when it has no critical advisory, UNREACHABLE when the advisories could not be
 * fetched, else the problem to report.
 */
function audit(cwd) {
  const result = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=critical', '--json'], { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  let report;
  try {
    report = JSON.parse(result.stdout);
  } catch {
    report = {};
  }
  const counts = report.metadata && report.metadata.vulnerabilities;
  if (report.error || !counts) {
    const reason = report.error?.summary || report.message || (result.stderr || '').trim().split('\n').pop() || 'no report';
    console.warn(`*** npm audit could NOT check ${cwd}: ${reason} ***`);
    return UNREACHABLE;
  }
  const summary = Object.entries(counts).map(([level, n]) => `${n} ${level}`).join(', ');
  const critical = Object.values(report.vulnerabilities || {}).filter((v) => v.severity === 'critical');
  if (critical.length === 0) {
    console.log(`${cwd}: no critical advisory (${summary})`);
    return null;
  }
  return `critical advisories in ${critical.map((v) => `${v.name} (${v.range})`).join(', ')}; "npm audit --omit=dev" there tells more`;
}

if (process.env.HEIRLOOM_SKIP_AUDIT === '1') {
  console.log('*** npm audit SKIPPED (HEIRLOOM_SKIP_AUDIT=1): the production dependencies were not checked for advisories ***');
  process.exit(0);
}
const folders = [root, ...(hasWebClient() ? [join(root, 'frontend')] : [])];
const required = process.env.HEIRLOOM_AUDIT_REQUIRED === '1';
const outcomes = folders.map((folder) => [folder, audit(folder)]);
const problems = outcomes.filter(([, outcome]) => outcome && (outcome !== UNREACHABLE || required));
for (const [folder, problem] of problems) console.error(`npm audit failed in ${folder}: ${problem === UNREACHABLE ? 'advisories unreachable' : problem}`);
process.exit(problems.length ? 1 : 0);
