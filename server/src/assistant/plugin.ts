import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AuthHooks, Principal } from '../http/auth.js';
import { doc } from '../http/envelope.js';
import type { App } from '../modules/module.js';
import type { AssistantConfig } from './config.js';
import { StudentLimiter } from './limiter.js';
import { ProviderError, type AssistantProvider, type StudentProfile } from './providers/index.js';
import { checkSafety, declineHtml } from './safety.js';

export const AssistantMessages = {
  empty: 'Please type a question.',
  tooLong: (max: number) => `Please keep your question under ${max} characters.`,
  tooMany: (s: number) => `Too many requests, please try again in ${s} seconds.`,
  tooManyAtOnce: 'Please wait for the current answer to finish.',
  unavailable: 'The assistant is not available right now. Please try again in a moment.',
  timeout: 'The assistant took too long to answer. Please try again.',
  cutShort: 'Sorry, the answer was cut short. Please ask again.',
} as const;

export interface AssistantDeps {
  config: AssistantConfig;
  auth: AuthHooks;
  provider: AssistantProvider;
  /** The student's display profile (first name, class) for the provider. */
  profile: (principal: Principal) => Promise<StudentProfile>;
  log: FastifyBaseLogger;
  now?: () => number;
}

/** Body: `{text}`; strings only, bounded by the body limit (the length rule gives its own message). */
export const chatBody = z.object({ text: z.string() });

const HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  // Tell nginx-style proxies not to buffer the stream.
  'x-accel-buffering': 'no',
};

function send(reply: FastifyReply, status: number, message: string, headers: Record<string, string> = {}) {
  return reply.code(status).headers(headers).send(doc(null, message, status));
}

/**
 * `POST {basePath}/chat` with `{text}`: the assistant's reply, streamed (chunked) as safe HTML.
 * Needs a student's bearer token; rate limited per student; the input is bounded; unsafe
 * requests are declined kindly; the provider's work stops when the client disconnects.
 * Errors before the first piece are envelopes (4xx/5xx); after it, a short note ends the reply.
 */
export async function registerAssistant(app: App, deps: AssistantDeps, basePath = '/openai'): Promise<void> {
  const { config, auth, provider, log } = deps;
  const limiter = new StudentLimiter(config.rateLimit, config.maxConcurrent, deps.now);

  app.post(
    `${basePath}/chat`,
    {
      onRequest: [auth.required, auth.student],
      bodyLimit: Math.max(16 * 1024, config.maxInputChars * 8),
      schema: {
        tags: ['assistant'],
        security: [{ bearerAuth: [] }],
        summary: 'Ask the assistant: the reply streams back as HTML (text/html, chunked)',
        body: chatBody,
      },
    },
    async (request: FastifyRequest<{ Body: z.infer<typeof chatBody> }>, reply) => {
      const principal = request.principal!;
      const text = request.body.text.trim();
      if (!text) return send(reply, 400, AssistantMessages.empty);
      if (text.length > config.maxInputChars) return send(reply, 400, AssistantMessages.tooLong(config.maxInputChars));

      const admission = limiter.admit(principal.userSurId);
      if (!admission.ok) {
        const s = Math.max(1, Math.ceil(admission.retryAfterMs / 1000));
        return send(reply, 429, admission.reason === 'rate' ? AssistantMessages.tooMany(s) : AssistantMessages.tooManyAtOnce, { 'retry-after': String(s) });
      }

      const ctrl = new AbortController();
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        ctrl.abort();
      }, config.timeoutMs);
      const started = Date.now();
      let chars = 0;
      let outcome = 'done';
      try {
        const verdict = checkSafety(text);
        const pieces: AsyncIterator<string> =
          verdict.safe
            ? provider.answer({ text, student: await deps.profile(principal) }, ctrl.signal)[Symbol.asyncIterator]()
            : (async function* () {
                yield declineHtml(verdict);
              })();
        if (!verdict.safe) outcome = `declined:${verdict.category}`;

        // Wait for the first piece before committing to 200, so early failures get a status.
        let first: IteratorResult<string>;
        let firstTimer: ReturnType<typeof setTimeout> | undefined;
        try {
          first = await Promise.race([
            pieces.next(),
            new Promise<never>((_, reject) => {
              firstTimer = setTimeout(() => {
                timedOut = true;
                ctrl.abort();
                reject(new ProviderError('first piece timed out'));
              }, config.firstByteTimeoutMs);
            }),
          ]);
        } catch (e) {
          outcome = timedOut ? 'timeout' : 'provider-error';
          log.warn({ err: e, provider: provider.name }, 'assistant: provider failed before the first piece');
          void pieces.return?.();
          return send(reply, timedOut ? 504 : 502, timedOut ? AssistantMessages.timeout : AssistantMessages.unavailable);
        } finally {
          clearTimeout(firstTimer);
        }

        reply.hijack();
        const raw = reply.raw;
        const socket = request.raw.socket;
        raw.writeHead(200, { ...(reply.getHeaders() as Record<string, string>), ...HEADERS });
        raw.flushHeaders?.();
        let clientGone = false;
        const onClose = () => {
          if (!raw.writableFinished) {
            clientGone = true;
            ctrl.abort();
          }
        };
        raw.on('close', onClose);
        const write = (s: string) => {
          if (clientGone || raw.destroyed) return;
          chars += s.length;
          raw.write(s);
        };
        try {
          if (!first.done) write(first.value);
          if (!first.done) {
            for (;;) {
              const next = await pieces.next();
              if (next.done) break;
              write(next.value);
              if (clientGone) break;
            }
          }
        } catch (e) {
          if (clientGone) outcome = 'aborted';
          else {
            outcome = timedOut ? 'timeout' : 'provider-error';
            log.warn({ err: e, provider: provider.name, timedOut }, 'assistant: provider failed mid-stream');
            write(`<p><em>${AssistantMessages.cutShort}</em></p>`);
          }
        } finally {
          if (clientGone) {
            outcome = 'aborted';
            void pieces.return?.();
          }
          raw.off('close', onClose);
          // A client that went away gets its connection closed, not left half-open.
          if (clientGone) socket?.destroy();
          else if (!raw.destroyed) raw.end();
        }
      } finally {
        clearTimeout(timer);
        admission.release();
        log.info({ userSurId: principal.userSurId, provider: provider.name, outcome, chars, ms: Date.now() - started }, 'assistant: reply');
      }
      return reply;
    },
  );
}
