import fs from 'node:fs';
import Fastify, { type FastifyError, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { SmsSender } from './adapters/sms/index.js';
import type { AppConfig } from './config.js';
import { createContext, type AppContext } from './context.js';
import { createDb, type Db } from './db/index.js';
import { migrateToLatest } from './db/migrate.js';
import { runSeeds } from './db/seed/index.js';
import { systemClock, type Clock } from './domain/clock.js';
import { doc, isDocument } from './http/envelope.js';
import { AppError, Messages } from './http/errors.js';
import { formatValidationError, configureZodMessages, validationDetails } from './http/validation.js';
import { modules } from './modules/index.js';
import type { App } from './modules/module.js';
import { loadKeys } from './security/secrets.js';
import { registerWeb, notFoundHandler } from './web/static.js';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** Every route registered (method, url), in registration order; HEAD twins left out. */
    routeTable: RouteEntry[];
  }
}

export interface RouteEntry {
  method: string;
  url: string;
}

export interface BuildOptions {
  /**
   * An open, migrated database (main.ts passes one; the app closes it on close). Without it,
   * buildApp opens, migrates and seeds its own.
   */
  db?: Db;
  clock?: Clock;
  sms?: SmsSender;
  /** Override the pino options (tests pass `false`). */
  logger?: FastifyServerOptions['logger'];
}

/** Query parameters never written to logs. */
const SECRET_PARAMS = /([?&](?:password|oldPassword|newPassword|otp|jwt|randomString|secret|refreshToken)=)[^&]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1***');
}

function loggerOptions(config: AppConfig): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: redactUrl(req.url), ip: req.ip }),
    },
  };
}

/**
 * Opens the database, applies migrations, loads the reference lists and catalogue (every
 * environment; versioned areas only once) and, outside production, the demo data.
 */
export async function openDatabase(config: AppConfig, clock: Clock = systemClock): Promise<Db> {
  const db = createDb(config);
  try {
    await migrateToLatest(db.db);
    await runSeeds(db.db, { config, clock, dialect: db.dialect }, { demo: config.seedDemoData });
  } catch (e) {
    await db.close();
    throw e;
  }
  return db;
}

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<App> {
  configureZodMessages();
  const clock = options.clock ?? systemClock;
  for (const dir of [config.paths.dataDir, config.paths.staticRoot, config.paths.uploadsDir, config.paths.mediaDirs[0]!]) {
    fs.mkdirSync(dir, { recursive: true });
  }
  const database = options.db ?? (await openDatabase(config, clock));

  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    trustProxy: config.trustProxy,
    bodyLimit: config.limits.bodyLimitBytes,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>() as unknown as App;

  try {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);

    const keys = loadKeys(config);
    if (config.isProduction && keys.generated) {
      app.log.warn('JWT_SECRET is not set: using the secret generated in DATA_DIR. Set JWT_SECRET when running several instances.');
    }
    const ctx = createContext({ config, db: database.db, dialect: database.dialect, clock, log: app.log, keys, sms: options.sms });
    app.decorate('ctx', ctx);
    const routeTable: RouteEntry[] = [];
    app.decorate('routeTable', routeTable);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) if (method !== 'HEAD') routeTable.push({ method, url: route.url });
    });
    app.decorateRequest('principal', null);
    app.addHook('onClose', async () => database.close());

    // The envelope's statusCode is the HTTP status (state/list opts out with keepHttp200).
    app.addHook('preSerialization', async (request, reply, payload) => {
      if (isDocument(payload) && !request.routeOptions.config?.keepHttp200 && reply.statusCode !== payload.statusCode) {
        reply.code(payload.statusCode);
      }
      return payload;
    });
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
      return payload;
    });

    app.setErrorHandler((err: FastifyError, request, reply) => {
      if (err instanceof AppError) return reply.code(err.status).send(doc(err.data, err.message, err.status));
      if (hasZodFastifySchemaValidationErrors(err) || Array.isArray(err.validation)) {
        const issues = err.validation ?? [];
        const message = formatValidationError(err.validationContext, issues);
        return reply.code(400).send(doc({ errors: validationDetails(err.validationContext, issues) }, message, 400));
      }
      const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
      if (status >= 400 && status < 500) {
        return reply.code(status).send(doc(null, clientErrorMessage(err, config, request.headers['content-type']), status));
      }
      request.log.error({ err, url: redactUrl(request.url) }, 'Unhandled error');
      return reply.code(500).send(doc(null, Messages.internal, 500));
    });
    app.setNotFoundHandler(notFoundHandler(ctx));

    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_req, context) =>
        new AppError(429, `Too many requests, please try again in ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds.`),
    });
    await app.register(multipart, {
      limits: { fileSize: config.limits.uploadMaxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 11 },
    });
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Vistas Learning API',
          description:
            'The learning platform API. Responses use the `{data, statusCode, message}` envelope with HTTP status equal to `statusCode`.',
          version: config.web.appVersion,
        },
        components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

    for (const m of modules) {
      if (m.enabled && !m.enabled(config)) continue;
      await app.register(async (scope) => {
        await m.routes(scope as App, ctx);
      });
    }
    await registerWeb(app, ctx);
    await app.ready();
  } catch (e) {
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw e;
  }
  return app;
}

function clientErrorMessage(err: FastifyError, config: AppConfig, contentType: string | undefined): string {
  switch (err.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return `Request body is too large (limit ${Math.round(config.limits.bodyLimitBytes / 1024)} KB).`;
    case 'FST_REQ_FILE_TOO_LARGE':
      return `File is too large (limit ${Math.round(config.limits.uploadMaxBytes / (1024 * 1024))} MB).`;
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body must not be empty when Content-Type is application/json.';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'Request body is not valid JSON.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return `Unsupported Content-Type: ${(contentType ?? '(none)').split(';')[0]}`;
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return 'The request is not multipart/form-data.';
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return 'Too many parts in the upload: send one file per request.';
    default:
      if (err instanceof SyntaxError) return 'Request body is not valid JSON.';
      return err.message;
  }
}
