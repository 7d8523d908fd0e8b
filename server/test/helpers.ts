import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig, type AppConfig } from '../src/config.js';
import { FakeClock } from '../src/domain/clock.js';
import type { App } from '../src/modules/module.js';

export const SERVER_ROOT = path.resolve(__dirname, '..');
export const DEMO = { premium: '9000000001', trial: '9000000002', basic: '9000000003', password: 'Student@123' } as const;
export const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

export interface TestServer {
  app: App;
  url: string;
  config: AppConfig;
  clock: FakeClock;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * A uniquely named PostgreSQL database per test file, from the admin URL in DATABASE_URL; a copy
 * of the run's seeded template (see global-setup.ts) when `fromTemplate`.
 */
async function createPgDatabase(adminUrl: string, fromTemplate: boolean): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `vistas_test_${crypto.randomBytes(6).toString('hex')}`;
  const template = fromTemplate ? process.env.VISTAS_TEST_TEMPLATE_PG : undefined;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      // The app's pool has ended, but its backends may take a moment to exit.
      for (let i = 0; i < 30; i++) {
        const r = await c.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
        if (r.rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface StartOptions {
  env?: Record<string, string>;
  /** Change the config after it is loaded. */
  configure?: (c: AppConfig) => void;
  /** Reuse a data folder (e.g. to restart on the same SQLite file). */
  dataDir?: string;
  /** Reuse a PostgreSQL database URL made by an earlier start. */
  databaseUrl?: string;
  clockStart?: Date;
}

/** Builds the app on a fresh database (SQLite in a temp dir, or PostgreSQL when DATABASE_URL is set) and listens. */
export async function startServer(opts: StartOptions = {}): Promise<TestServer & { databaseUrl: string | null; dropDatabase(): Promise<void> }> {
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'vistas-test-'));
  // Demo-data servers start from the run's seeded template; others (production mode) from empty.
  const probe = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...opts.env }, SERVER_ROOT);
  const fromTemplate = probe.seedDemoData && !opts.dataDir && !opts.databaseUrl;
  let pgDb: { url: string; drop(): Promise<void> } | null = null;
  let databaseUrl = opts.databaseUrl ?? null;
  if (!databaseUrl && process.env.DATABASE_URL) {
    pgDb = await createPgDatabase(process.env.DATABASE_URL, fromTemplate);
    databaseUrl = pgDb.url;
  }
  const templateFile = process.env.VISTAS_TEST_TEMPLATE_DIR && path.join(process.env.VISTAS_TEST_TEMPLATE_DIR, 'app.db');
  if (!databaseUrl && fromTemplate && templateFile && fs.existsSync(templateFile)) {
    fs.copyFileSync(templateFile, path.join(dataDir, 'app.db'));
  }
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    RATE_LIMIT_OTP: '1000/60000',
    RATE_LIMIT_LOGIN: '1000/60000',
    RATE_LIMIT_ERRORS: '1000/60000',
    RATE_LIMIT_UPLOADS: '1000/60000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...opts.env,
  };
  const config = loadConfig(env, SERVER_ROOT);
  opts.configure?.(config);
  const clock = new FakeClock(opts.clockStart ?? Date.now());
  const app = await buildApp(config, { clock });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  let closed = false;
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    config,
    clock,
    dataDir,
    databaseUrl,
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      if (pgDb) await pgDb.drop();
      if (!opts.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
    async dropDatabase() {
      if (pgDb) await pgDb.drop();
    },
  };
}

export interface Res<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/** fetch + JSON parse. */
export async function call<T = any>(
  server: { url: string },
  method: string,
  url: string,
  opts: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<Res<T>> {
  const headers: Record<string, string> = { 'user-agent': BROWSER_UA, ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: string | undefined;
  if (opts.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
  }
  const res = await fetch(server.url + url, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  return { status: res.status, headers: res.headers, body: parsed as T, text };
}

export async function login(server: { url: string }, mobile: string = DEMO.premium, ua: string = BROWSER_UA) {
  const res = await call(server, 'POST', '/api/v1/auth/login', {
    body: { usernameOrEmail: mobile, password: DEMO.password },
    headers: { 'user-agent': ua },
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
  return res.body.data as { accessToken: string; refreshToken: string; userSurId: number; [k: string]: unknown };
}

/** The newest OTP sent to `mobile` (from the development outbox). */
export async function latestOtp(server: { url: string }, mobile: string): Promise<string> {
  const res = await call(server, 'GET', `/api/dev/outbox?mobile=${mobile}`);
  const code = res.body?.data?.[0]?.code;
  if (!code) throw new Error(`no OTP in the outbox for ${mobile}: ${res.text}`);
  return code;
}

/** Adds a complete student (class 10, CBSE, Karnataka) with the demo password. */
export async function createStudent(server: TestServer, mobile: string, opts: { firstName?: string; createdAt?: Date } = {}) {
  const { db, passwords, clock } = server.app.ctx;
  const createdAt = (opts.createdAt ?? new Date(clock.now().getTime() - 30 * 24 * 3600 * 1000)).toISOString();
  const user = await db
    .insertInto('app_user')
    .values({
      firstName: opts.firstName ?? 'Test',
      lastName: 'Student',
      username: mobile,
      email: null,
      mobileNumber: mobile,
      passwordHash: await passwords.hash(DEMO.password),
      registeredAs: 'Student',
      secondaryLanguage: 'Hindi',
      userProfilePic: null,
      activeFlag: 1,
      maxAttempts: 0,
      lastFailedLoginAt: null,
      lockedUntil: null,
      createdAt,
      updatedAt: createdAt,
    })
    .returning('userSurId')
    .executeTakeFirstOrThrow();
  await db.insertInto('user_role').values({ userSurId: user.userSurId, role: 'ROLE_STUDENT' }).execute();
  await db
    .insertInto('student')
    .values({
      userSurId: user.userSurId,
      idClassStandard: 1,
      idLanguage: 5,
      idSyllabus: 1,
      idStudentMedium: 1,
      idState: 1,
      isProfileEdited: 0,
      createdAt,
      updatedAt: createdAt,
    })
    .execute();
  return user.userSurId;
}
