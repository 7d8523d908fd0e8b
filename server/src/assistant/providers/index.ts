import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { AssistantConfig } from '../config.js';
import { OpenAiCompatibleProvider } from './openai.js';
import type { AssistantProvider } from './port.js';
import { OfflineTutorProvider } from './tutor.js';

export * from './port.js';

/** The configured provider: an OpenAI-compatible endpoint, or the embedded offline tutor. */
export function createProvider(config: AssistantConfig, db: Kysely<Database>): AssistantProvider {
  if (config.provider === 'openai' && config.baseUrl) {
    return new OpenAiCompatibleProvider({ baseUrl: config.baseUrl, apiKey: config.apiKey, model: config.model, maxTokens: config.maxTokens });
  }
  return new OfflineTutorProvider({ db, delayMs: config.streamDelayMs });
}
