import fs from 'node:fs';
import pg from 'pg';

export default async function globalTeardown(): Promise<void> {
  const dir = process.env.VISTAS_TEST_TEMPLATE_DIR;
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  const name = process.env.VISTAS_TEST_TEMPLATE_PG;
  if (name && process.env.DATABASE_URL) {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
