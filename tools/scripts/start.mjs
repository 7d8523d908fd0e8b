#!/usr/bin/env node
// `npm start`: installs what is missing, builds, deploys the builds into the static root,
// then starts the one server (API, assistant, static files) on the embedded SQLite.
import path from 'node:path';
import { ROOT, ensurePnpm, ensureInstalled, buildApps, deployAll, spawnServer, log } from './lib.mjs';

const dataDir = process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : path.join(ROOT, '.data');
const staticRoot = process.env.STATIC_ROOT ? path.resolve(process.env.STATIC_ROOT) : path.join(dataDir, 'static');

const pnpm = ensurePnpm();
ensureInstalled(pnpm);
buildApps(pnpm);
await deployAll(staticRoot);
log('starting the server (migrations and demo data run at start)');
const server = spawnServer({ DATA_DIR: dataDir, STATIC_ROOT: staticRoot });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
