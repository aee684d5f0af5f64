// `npm start`: builds whatever is missing, then runs the API in the embedded mode (SQLite, local files,
// jobs in-process) unless DATABASE_URL / REDIS_URL say otherwise. Migrations run as the API starts.
const { existsSync } = require('node:fs');
const { join } = require('node:path');
const { root, mustRun, hasWebClient } = require('./run');

const apiEntry = join(root, 'dist', 'apps', 'api', 'apps', 'api', 'src', 'main.js');
const workerEntry = join(root, 'dist', 'apps', 'worker', 'apps', 'worker', 'src', 'main.js');

if (!existsSync(apiEntry) || !existsSync(workerEntry)) mustRun('npm', ['run', 'build:server']);
if (hasWebClient() && !existsSync(join(root, 'frontend', 'dist', 'index.html'))) mustRun('npm', ['run', 'build:web']);

const port = process.env.PORT || 3000;
console.log(`Starting Heirloom on http://localhost:${port}`);
mustRun(process.execPath, [apiEntry]);
