import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config.js';
import type { AppContext } from '../context.js';

/** The Fastify instance with zod schemas as the type provider. */
export type App = FastifyInstance<Server, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;

/**
 * One endpoint family (`src/modules/<family>/`). `routes` registers full paths
 * (`/api/v1/...`) so each route's URL is greppable; list the module in `modules/index.ts`.
 */
export interface AppModule {
  name: string;
  /** Registered only when true (e.g. dev tools outside production). Default: always. */
  enabled?: (config: AppConfig) => boolean;
  routes: (app: App, ctx: AppContext) => void | Promise<void>;
}

export function defineModule(m: AppModule): AppModule {
  return m;
}
