import { accountModule } from './account/routes.js';
import { assistantModule } from './assistant/routes.js';
import { authModule } from './auth/routes.js';
import { commerceModule } from './commerce/routes.js';
import { chatbotModule } from './chatbot/routes.js';
import { contentModule } from './content/routes.js';
import { devModule } from './dev/routes.js';
import { discoverModule } from './discover/routes.js';
import { leadModule } from './lead/routes.js';
import type { AppModule } from './module.js';
import { notificationModule } from './notification/routes.js';
import { platformModule } from './platform/routes.js';
import { quizModule } from './quiz/routes.js';
import { referenceModule } from './reference/routes.js';
import { shareModule } from './share/routes.js';
import { socialVideoModule } from './social-video/routes.js';
import { userModule } from './user/routes.js';

/**
 * The registry of endpoint families. To add one: create `src/modules/<family>/` with
 * `routes.ts` (exporting `defineModule({...})`), `service.ts` and `schemas.ts`, then list it here.
 */
export const modules: AppModule[] = [authModule, leadModule, userModule, referenceModule, platformModule, quizModule, discoverModule, socialVideoModule, shareModule, devModule, chatbotModule, contentModule, accountModule, notificationModule, commerceModule, assistantModule];
