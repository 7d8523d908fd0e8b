import { buildApp, openDatabase } from './app.js';
import { loadConfig } from './config.js';
import { SERVER_ROOT } from './paths.js';

/** Start: config → database (migrate, demo data outside production) → app → listen. */
async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig(process.env, SERVER_ROOT);
  const db = await openDatabase(config);
  const dbReady = performance.now();
  const app = await buildApp(config, { db });
  await app.listen({ port: config.port, host: config.host });
  const ready = performance.now();

  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.log(`Vistas Learning is running at http://${shownHost}:${config.port}`);
  app.log.info(
    {
      database: db.describe,
      dialect: db.dialect,
      demoData: config.seedDemoData,
      dbMs: Math.round(dbReady - started),
      startupMs: Math.round(ready - started),
    },
    'Server started',
  );

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    app.close().then(
      () => process.exit(0),
      (err) => {
        app.log.error({ err }, 'Error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
