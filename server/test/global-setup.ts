import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * Migrates and seeds one template database per test run; each test file then starts from a copy
 * (a file copy on SQLite, `CREATE DATABASE ... TEMPLATE` on PostgreSQL) instead of building every
 * table and seed again. The template is built by the real code under tsx (build-template.ts).
 */
export default async function globalSetup(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vistas-template-'));
  const env: Record<string, string | undefined> = { ...process.env, DATA_DIR: dir, DATABASE_URL: undefined };
  const adminUrl = process.env.DATABASE_URL;
  let templateName: string | null = null;
  if (adminUrl) {
    templateName = `vistas_tpl_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${templateName}`);
    await admin.end();
    const u = new URL(adminUrl);
    u.pathname = `/${templateName}`;
    env.DATABASE_URL = u.toString();
  }
  const serverRoot = path.resolve(__dirname, '..');
  execFileSync(process.execPath, ['--import', 'tsx', path.join(serverRoot, 'test', 'build-template.ts')], {
    cwd: serverRoot,
    env: env as NodeJS.ProcessEnv,
    stdio: 'inherit',
  });
  process.env.VISTAS_TEST_TEMPLATE_DIR = dir;
  if (templateName) process.env.VISTAS_TEST_TEMPLATE_PG = templateName;
}
