import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The `server/` folder, for entry points run by tsx (ESM). Tests pass it explicitly. */
export const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
