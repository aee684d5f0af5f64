// Small helpers shared by the npm scripts in this folder.
const { spawnSync } = require('node:child_process');
const { existsSync } = require('node:fs');
const { join } = require('node:path');

const root = join(__dirname, '..');

/** Runs a command in the repository root with inherited output; returns its exit status. */
function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', shell: false, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/** Runs a command and stops this script when it fails. */
function mustRun(command, args, options) {
  const status = run(command, args, options);
  if (status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed with exit status ${status}`);
    process.exit(status);
  }
}

const hasWebClient = () => existsSync(join(root, 'frontend', 'package.json'));

module.exports = { root, run, mustRun, hasWebClient };
