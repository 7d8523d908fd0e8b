import { defineModule } from '../module.js';
import { deleteQuery, deleteResponse, listQuery, listResponse, saveBody, saveResponse } from './schemas.js';
import { ChatbotService } from './service.js';

/**
 * The assistant's saved pairs under `/api/v1/quiz/` (api-contract.md section 8): save, list my
 * pairs (a Spring page, newest first), soft-delete one of mine. Students only.
 */
export const chatbotModule = defineModule({
  name: 'chatbot',
  routes(app, ctx) {
    const service = new ChatbotService(ctx);
    const tags = ['chatbot'];
    const security = [{ bearerAuth: [] }];
    const student = [ctx.auth.required, ctx.auth.student];

    app.post(
      '/api/v1/quiz/save-chatbot-qa',
      { onRequest: student, schema: { tags, security, summary: 'Save an assistant question and answer (bookmark)', body: saveBody, response: { 200: saveResponse } } },
      (req) => service.save(req.principal!, req.body),
    );
    app.get(
      '/api/v1/quiz/get-chatbot-qa',
      { onRequest: student, schema: { tags, security, summary: 'My saved pairs, a page at a time (newest first)', querystring: listQuery, response: { 200: listResponse } } },
      (req) => service.list(req.principal!, req.query),
    );
    app.delete(
      '/api/v1/quiz/delete-chatbot-qa',
      { onRequest: student, schema: { tags, security, summary: 'Remove one of my saved pairs (soft delete)', querystring: deleteQuery, response: { 200: deleteResponse } } },
      (req) => service.remove(req.principal!, req.query.idChatbotQa),
    );
  },
});
