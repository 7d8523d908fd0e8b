import { createProvider } from '../../assistant/providers/index.js';
import { registerAssistant } from '../../assistant/plugin.js';
import { profileLoader } from '../../assistant/profile.js';
import { defineModule } from '../module.js';

/**
 * The assistant service mounted on the main server: `POST /openai/chat` (see
 * `src/assistant/plugin.ts`). The same plugin runs on its own host from `src/assistant/main.ts`;
 * set ASSISTANT_MOUNT=false to serve it only there.
 */
export const assistantModule = defineModule({
  name: 'assistant',
  enabled: (config) => config.assistant.mount,
  async routes(app, ctx) {
    await registerAssistant(
      app,
      {
        config: ctx.config.assistant,
        auth: ctx.auth,
        provider: createProvider(ctx.config.assistant, ctx.db),
        profile: profileLoader(ctx.db),
        log: ctx.log,
      },
      '/openai',
    );
  },
});
