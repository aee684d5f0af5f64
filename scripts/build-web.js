// Builds the web client into frontend/dist (installing its packages on first use).
const { existsSync } = require('node:fs');
const { join } = require('node:path');
const { root, mustRun, hasWebClient } = require('./run');

if (!hasWebClient()) {
  console.log('No web client in frontend/; nothing to build.');
  process.exit(0);
}
const frontend = join(root, 'frontend');
if (!existsSync(join(frontend, 'node_modules'))) {
  const lock = existsSync(join(frontend, 'package-lock.json'));
  mustRun('npm', [lock ? 'ci' : 'install', '--no-audit', '--no-fund'], { cwd: frontend });
}
mustRun('npm', ['run', 'build'], { cwd: frontend });
