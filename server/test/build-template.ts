import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../src/app.js';
import { loadConfig } from '../src/config.js';

/**
 * Run by global-setup.ts through tsx (the real ESM build): migrates and seeds the template
 * database in DATA_DIR (SQLite) or DATABASE_URL (PostgreSQL).
 */
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const db = await openDatabase(loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent' }, serverRoot));
await db.close();
