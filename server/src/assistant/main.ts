import { openDatabase } from '../app.js';
import { loadConfig } from '../config.js';
import { SERVER_ROOT } from '../paths.js';
import { buildAssistantApp } from './app.js';

/**
 * The assistant service on its own host: `tsx src/assistant/main.ts` (port ASSISTANT_PORT, 8090).
 * Point it at the API's database (DATABASE_URL, or the same DATA_DIR) with the same JWT_SECRET,
 * set ASSISTANT_CORS_ORIGINS to the web origin, and tell browsers where it is with
 * ASSISTANT_PUBLIC_URL on the main server (ASSISTANT_MOUNT=false there to stop serving it twice).
 */
async function main(): Promise<void> {
  const config = loadConfig(process.env, SERVER_ROOT);
  const db = await openDatabase(config);
  const app = await buildAssistantApp(config, { db: db.db, dialect: db.dialect });
  app.addHook('onClose', async () => db.close());
  await app.listen({ port: config.assistant.port, host: config.host });
  console.log(`Vistas assistant service (${config.assistant.provider}) is running on port ${config.assistant.port}`);
  const shutdown = () => void app.close().then(() => process.exit(0), () => process.exit(1));
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((err) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
