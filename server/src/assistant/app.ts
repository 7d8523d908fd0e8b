import Fastify, { type FastifyError, type FastifyServerOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config.js';
import { createContext } from '../context.js';
import type { DialectName } from '../db/index.js';
import type { Database } from '../db/types.js';
import { systemClock, type Clock } from '../domain/clock.js';
import { doc } from '../http/envelope.js';
import { AppError, Messages } from '../http/errors.js';
import { configureZodMessages, formatValidationError } from '../http/validation.js';
import type { App } from '../modules/module.js';
import { loadKeys } from '../security/secrets.js';
import { registerAssistant } from './plugin.js';
import { profileLoader } from './profile.js';
import { createProvider, type AssistantProvider } from './providers/index.js';

export interface AssistantAppOptions {
  db: Kysely<Database>;
  dialect: DialectName;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  /** Replace the configured provider (tests). */
  provider?: AssistantProvider;
}

/**
 * The assistant service as its own Fastify app, for running on its own host
 * (`src/assistant/main.ts`): `POST /openai/chat`, `GET /openai/health`, CORS for the web
 * origins in ASSISTANT_CORS_ORIGINS. It verifies the same tokens as the API (same JWT_SECRET
 * and database), so a student's session works on both hosts.
 */
export async function buildAssistantApp(config: AppConfig, o: AssistantAppOptions): Promise<App> {
  configureZodMessages();
  const app = Fastify({
    logger: o.logger ?? (config.logLevel === 'silent' ? false : { level: config.logLevel, redact: ['req.headers.authorization'] }),
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
  }).withTypeProvider<ZodTypeProvider>() as unknown as App;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const ctx = createContext({ config, db: o.db, dialect: o.dialect, clock: o.clock ?? systemClock, log: app.log, keys: loadKeys(config) });
  app.decorateRequest('principal', null);

  const origins = new Set(config.assistant.corsOrigins);
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (origin && (origins.has(origin) || origins.has('*'))) {
      reply.header('access-control-allow-origin', origin);
      reply.header('vary', 'Origin');
      reply.header('access-control-allow-headers', 'authorization, content-type');
      reply.header('access-control-allow-methods', 'POST, GET, OPTIONS');
      reply.header('access-control-max-age', '600');
    }
    if (request.method === 'OPTIONS') return reply.code(204).send();
  });

  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) return reply.code(err.status).send(doc(err.data, err.message, err.status));
    if (hasZodFastifySchemaValidationErrors(err) || Array.isArray(err.validation)) {
      return reply.code(400).send(doc(null, formatValidationError(err.validationContext, err.validation ?? []), 400));
    }
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) return reply.code(status).send(doc(null, err.message, status));
    request.log.error({ err }, 'Unhandled error');
    return reply.code(500).send(doc(null, Messages.internal, 500));
  });

  app.get('/openai/health', async () => doc({ provider: (o.provider ?? null)?.name ?? config.assistant.provider }, 'OK'));
  app.route({ method: 'OPTIONS', url: '/openai/*', handler: async (_req, reply) => reply.code(204).send() });
  await registerAssistant(app, {
    config: config.assistant,
    auth: ctx.auth,
    provider: o.provider ?? createProvider(config.assistant, o.db),
    profile: profileLoader(o.db),
    log: app.log,
  });
  await app.ready();
  return app;
}
