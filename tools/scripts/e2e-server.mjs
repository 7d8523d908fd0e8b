#!/usr/bin/env node
// The server Playwright runs against: production builds (built if stale), deployed into a
// fresh static root, and a fresh SQLite database (or DATABASE_URL) seeded with demo data.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, ensurePnpm, buildApps, deployAll, spawnServer, log } from './lib.mjs';

const port = process.env.E2E_PORT || '8180';
const base = path.join(ROOT, 'e2e', `.run-${port}`);
const dataDir = path.join(base, 'data');
const staticRoot = path.join(base, 'static');
fs.rmSync(base, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });

if (process.env.E2E_SKIP_BUILD !== '1') buildApps(ensurePnpm());
await deployAll(staticRoot);
log(`e2e server on http://localhost:${port} (data in ${base})`);
const server = spawnServer({
  PORT: port,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  STATIC_ROOT: staticRoot,
  NODE_ENV: 'test',
  // Short, test-friendly values; the product defaults are longer.
  CHALLENGER_DURATION_S: process.env.CHALLENGER_DURATION_S || '20',
  ...process.env.E2E_SERVER_ENV ? JSON.parse(process.env.E2E_SERVER_ENV) : {},
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
