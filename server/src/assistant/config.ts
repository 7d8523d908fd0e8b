import type { RateLimitRule } from '../config.js';

/**
 * The assistant service's settings (read by `loadConfig`, so tests and the standalone entry
 * share them):
 *
 * | variable | default | meaning |
 * |---|---|---|
 * | ASSISTANT_PROVIDER | `openai` when ASSISTANT_BASE_URL is set, else `tutor` | `tutor` (the embedded offline tutor) or `openai` (any OpenAI-compatible endpoint) |
 * | ASSISTANT_BASE_URL | (none) | the endpoint's base URL, e.g. `https://api.openai.com/v1`, `http://localhost:11434/v1` (Ollama), `http://localhost:8080/v1` (llama.cpp server, vLLM) |
 * | ASSISTANT_API_KEY | (none) | sent as `Authorization: Bearer`; local servers usually need none |
 * | ASSISTANT_MODEL | `gpt-4o-mini` | the model name the endpoint knows |
 * | ASSISTANT_MAX_TOKENS | 700 | longest reply, in tokens |
 * | ASSISTANT_MAX_INPUT_CHARS | 1000 | longest question |
 * | ASSISTANT_RATE_LIMIT | `20/60000` | questions per student per window (ms) |
 * | ASSISTANT_MAX_CONCURRENT | 2 | replies streaming at once per student |
 * | ASSISTANT_TIMEOUT_MS | 60000 | a reply is cut off after this long |
 * | ASSISTANT_FIRST_BYTE_TIMEOUT_MS | 20000 | no first piece by then: 504 |
 * | ASSISTANT_STREAM_DELAY_MS | 50 | pause between the offline tutor's pieces (a readable typing pace) |
 * | ASSISTANT_MOUNT | true | serve `/openai/chat` from the main server too |
 * | ASSISTANT_PUBLIC_URL | (same origin) | origin of a separately hosted assistant, told to browsers in `/app-config.json` |
 * | ASSISTANT_PORT | 8090 | port of the standalone entry (`src/assistant/main.ts`) |
 * | ASSISTANT_CORS_ORIGINS | (none) | comma-separated web origins allowed to call a separately hosted assistant |
 */
export interface AssistantConfig {
  provider: 'tutor' | 'openai';
  baseUrl: string | null;
  apiKey: string | null;
  model: string;
  maxTokens: number;
  maxInputChars: number;
  rateLimit: RateLimitRule;
  maxConcurrent: number;
  timeoutMs: number;
  firstByteTimeoutMs: number;
  streamDelayMs: number;
  mount: boolean;
  publicUrl: string | null;
  port: number;
  corsOrigins: string[];
}

type Env = Record<string, string | undefined>;

function fail(name: string, problem: string): never {
  throw new Error(`Configuration error: ${name} ${problem}`);
}
const opt = (env: Env, name: string) => {
  const v = env[name]?.trim();
  return v ? v : null;
};
function int(env: Env, name: string, fallback: number, min = 0): number {
  const v = opt(env, name);
  if (v === null) return fallback;
  if (!/^\d+$/.test(v) || Number(v) < min) fail(name, `must be a whole number of at least ${min}, got "${v}"`);
  return Number(v);
}

export function loadAssistantConfig(env: Env): AssistantConfig {
  const baseUrl = opt(env, 'ASSISTANT_BASE_URL');
  if (baseUrl !== null && !/^https?:\/\/\S+$/i.test(baseUrl)) fail('ASSISTANT_BASE_URL', `must be an http(s) URL, got "${baseUrl}"`);
  const provider = (opt(env, 'ASSISTANT_PROVIDER') ?? (baseUrl ? 'openai' : 'tutor')).toLowerCase();
  if (provider !== 'tutor' && provider !== 'openai') fail('ASSISTANT_PROVIDER', `must be tutor or openai, got "${provider}"`);
  if (provider === 'openai' && !baseUrl) fail('ASSISTANT_BASE_URL', 'is required when ASSISTANT_PROVIDER is openai');
  const rl = opt(env, 'ASSISTANT_RATE_LIMIT') ?? '20/60000';
  const m = /^(\d+)\/(\d+)$/.exec(rl);
  if (!m || Number(m[1]) < 1 || Number(m[2]) < 1) fail('ASSISTANT_RATE_LIMIT', `must look like "max/windowMs", e.g. "20/60000", got "${rl}"`);
  const mountRaw = opt(env, 'ASSISTANT_MOUNT') ?? 'true';
  if (!/^(1|true|yes|on|0|false|no|off)$/i.test(mountRaw)) fail('ASSISTANT_MOUNT', `must be true or false, got "${mountRaw}"`);
  const publicUrl = opt(env, 'ASSISTANT_PUBLIC_URL');
  if (publicUrl !== null && !/^https?:\/\/\S+$/i.test(publicUrl)) fail('ASSISTANT_PUBLIC_URL', `must be an http(s) URL, got "${publicUrl}"`);
  return {
    provider,
    baseUrl,
    apiKey: opt(env, 'ASSISTANT_API_KEY'),
    model: opt(env, 'ASSISTANT_MODEL') ?? 'gpt-4o-mini',
    maxTokens: int(env, 'ASSISTANT_MAX_TOKENS', 700, 16),
    maxInputChars: int(env, 'ASSISTANT_MAX_INPUT_CHARS', 1000, 10),
    rateLimit: { max: Number(m[1]), windowMs: Number(m[2]) },
    maxConcurrent: int(env, 'ASSISTANT_MAX_CONCURRENT', 2, 1),
    timeoutMs: int(env, 'ASSISTANT_TIMEOUT_MS', 60_000, 100),
    firstByteTimeoutMs: int(env, 'ASSISTANT_FIRST_BYTE_TIMEOUT_MS', 20_000, 50),
    streamDelayMs: int(env, 'ASSISTANT_STREAM_DELAY_MS', 50, 0),
    mount: /^(1|true|yes|on)$/i.test(mountRaw),
    publicUrl: publicUrl ? publicUrl.replace(/\/$/, '') : null,
    port: int(env, 'ASSISTANT_PORT', 8090, 1),
    corsOrigins: (opt(env, 'ASSISTANT_CORS_ORIGINS') ?? '')
      .split(',')
      .map((s) => s.trim().replace(/\/$/, ''))
      .filter(Boolean),
  };
}
