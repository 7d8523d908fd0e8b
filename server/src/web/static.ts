import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { sql } from 'kysely';
import type { AppConfig } from '../config.js';
import type { AppContext } from '../context.js';
import { doc } from '../http/envelope.js';
import type { App } from '../modules/module.js';

/**
 * The web front: host + remotes from STATIC_ROOT (deploy layout of ARCHITECTURE.md §2), the
 * server's own pages (feedback form, terms, privacy), media with range requests, uploads,
 * `/app-config.json`, `/healthz`, and the SPA fallback.
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

/** URL prefixes that never get the SPA's index.html. */
const NON_SPA_PREFIXES = ['/api', '/openai', '/remotes', '/media', '/uploads'];

/** Content-hashed file names from the build, e.g. `main.1a2b3c4d.js`, `123.abcdef12.css`. */
const HASHED_ASSET = /[.-][0-9a-f]{8,}\.(?:m?js|css|map|woff2?|ttf|otf|png|jpe?g|gif|svg|webp|avif|ico|json|wasm|txt)$/i;

export function cacheHeadersFor(staticRoot: string, filePath: string): { cacheControl: string; cors: boolean } {
  const logical = filePath.replace(/\.(br|gz|deflate)$/, '');
  const rel = path.relative(staticRoot, logical).split(path.sep).join('/');
  if (rel.startsWith('..')) return { cacheControl: NO_CACHE, cors: false }; // server/public pages
  if (/^remotes\/[^/]+\/[^/]+\/.+/.test(rel)) return { cacheControl: IMMUTABLE, cors: true };
  if (rel.startsWith('remotes/')) return { cacheControl: NO_CACHE, cors: true };
  if (HASHED_ASSET.test(path.posix.basename(rel))) return { cacheControl: IMMUTABLE, cors: false };
  return { cacheControl: NO_CACHE, cors: false };
}

export function appConfigJson(config: AppConfig): Record<string, unknown> {
  const out: Record<string, unknown> = {
    apiBase: '',
    assistantBase: config.assistant.publicUrl ?? '',
    appVersion: config.web.appVersion,
    environment: config.nodeEnv,
    supportPhones: config.web.supportPhones,
    supportEmail: config.web.supportEmail,
    feedbackFormUrl: config.web.feedbackFormUrl,
    termsUrl: config.web.termsUrl,
    privacyUrl: config.web.privacyUrl,
    mobileAppUrl: config.web.mobileAppUrl,
  };
  if (config.web.sentryDsn) out.sentryDsn = config.web.sentryDsn;
  if (config.web.firebase) out.firebase = config.web.firebase;
  return out;
}

export async function registerWeb(app: App, ctx: AppContext): Promise<void> {
  const { config } = ctx;
  const { staticRoot, publicDir, uploadsDir } = config.paths;

  app.get('/healthz', { schema: { hide: true } }, async (_req, reply) => {
    try {
      await sql`select 1`.execute(ctx.db);
      return reply.code(200).send({ status: 'ok' });
    } catch (e) {
      ctx.log.error({ err: e }, 'Health check: database unreachable');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });

  const appConfig = appConfigJson(config);
  app.get('/app-config.json', { schema: { hide: true } }, async (_req, reply) => {
    reply.header('Cache-Control', NO_CACHE);
    return appConfig;
  });

  const roots = [staticRoot, publicDir].filter((d) => fs.existsSync(d));
  await app.register(fastifyStatic, {
    root: roots,
    prefix: '/',
    preCompressed: true,
    cacheControl: false,
    index: ['index.html'],
    setHeaders: (reply, filePath) => {
      const h = cacheHeadersFor(staticRoot, filePath);
      reply.header('Cache-Control', h.cacheControl);
      if (h.cors) reply.header('Access-Control-Allow-Origin', '*');
    },
  });

  const mediaRoots = config.paths.mediaDirs.filter((d) => fs.existsSync(d));
  await app.register(fastifyStatic, {
    root: mediaRoots,
    prefix: '/media/',
    decorateReply: false,
    acceptRanges: true,
    cacheControl: false,
    setHeaders: (reply) => {
      reply.header('Cache-Control', 'public, max-age=86400');
    },
  });

  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    cacheControl: false,
    setHeaders: (reply) => {
      reply.header('Cache-Control', 'private, max-age=86400');
      // Uploaded bytes are only ever shown as images.
      reply.header('Content-Security-Policy', "default-src 'none'; img-src 'self'");
    },
  });
}

function acceptsHtml(request: FastifyRequest): boolean {
  return /text\/html/i.test(request.headers.accept ?? '');
}

function isSpaPath(pathname: string): boolean {
  return !NON_SPA_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`) || pathname.startsWith(`${p}.`));
}

/** Unknown routes: the SPA's index.html for page navigations, a 404 envelope otherwise. */
export function notFoundHandler(ctx: AppContext) {
  const indexFile = path.join(ctx.config.paths.staticRoot, 'index.html');
  return (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if ((request.method === 'GET' || request.method === 'HEAD') && isSpaPath(pathname) && acceptsHtml(request)) {
      if (fs.existsSync(indexFile)) {
        reply.header('Cache-Control', NO_CACHE);
        return reply.code(200).sendFile('index.html', ctx.config.paths.staticRoot, { cacheControl: false });
      }
      return reply
        .code(404)
        .header('Cache-Control', NO_CACHE)
        .type('text/html; charset=utf-8')
        .send(
          '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Vistas Learning</title></head>' +
            '<body><main><h1>Vistas Learning</h1><p>The web app has not been built into this server yet.</p></main></body></html>',
        );
    }
    return reply.code(404).send(doc(null, `Not Found: ${request.method} ${pathname}`, 404));
  };
}
