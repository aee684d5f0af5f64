// `npm run dev`: the API from a fresh build plus Vite's dev server (with /api proxied to the API).
const { spawn } = require('node:child_process');
const { join } = require('node:path');
const { root, mustRun, hasWebClient } = require('./run');

mustRun('npm', ['run', 'build:server']);
const children = [spawn(process.execPath, [join(root, 'dist', 'apps', 'api', 'apps', 'api', 'src', 'main.js')], { cwd: root, stdio: 'inherit' })];
if (hasWebClient()) children.push(spawn('npm', ['run', 'dev'], { cwd: join(root, 'frontend'), stdio: 'inherit' }));
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
