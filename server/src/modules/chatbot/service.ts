import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Principal } from '../../http/auth.js';
import { doc } from '../../http/envelope.js';
import { AppError, Messages } from '../../http/errors.js';
import { pageOf } from '../../http/page.js';
import { DEFAULT_PAGE_SIZE, type listQuery, type saveBody } from './schemas.js';
import './tables.js';

export const ChatbotMessages = {
  saved: 'Successfull request',
  fetched: 'Fetched Successfully',
  deleted: 'Deleted Successfully',
  questionEmpty: 'Question cannot be empty',
  answerEmpty: 'Answer cannot be empty',
  notFound: 'Chatbot QA not found',
} as const;

/** The assistant's saved pairs (api-contract.md section 8 "Chatbot Q&A"): per user, soft delete. */
export class ChatbotService {
  constructor(private readonly ctx: AppContext) {}

  async save(principal: Principal, body: z.infer<typeof saveBody>) {
    if (body.userId != null && body.userId !== principal.userSurId) throw new AppError(403, Messages.notYours);
    const question = body.question?.trim() ?? '';
    const answer = body.answer?.trim() ?? '';
    if (!question) throw new AppError(400, ChatbotMessages.questionEmpty);
    if (!answer) throw new AppError(400, ChatbotMessages.answerEmpty);
    const now = this.ctx.clock.now().toISOString();
    const row = await this.ctx.db
      .insertInto('chatbot_qa')
      .values({ userSurId: principal.userSurId, question, answer, status: 1, createdAt: now, updatedAt: now, createdBy: principal.userSurId, updatedBy: principal.userSurId })
      .returning(['idChatbotQa', 'question', 'answer'])
      .executeTakeFirstOrThrow();
    return doc({ idChatbotQa: row.idChatbotQa, question: row.question, answer: row.answer }, ChatbotMessages.saved);
  }

  /** Only the caller's rows with status true, newest first by default. */
  async list(principal: Principal, q: z.infer<typeof listQuery>) {
    if (q.userSurId !== undefined && q.userSurId !== principal.userSurId) throw new AppError(403, Messages.notYours);
    const page = q.page ?? 0;
    const size = q.size ?? DEFAULT_PAGE_SIZE;
    const dir = q.direction ?? 'desc';
    const base = this.ctx.db.selectFrom('chatbot_qa').where('userSurId', '=', principal.userSurId).where('status', '=', 1);
    const { total } = await base.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow();
    const rows = await base
      .selectAll()
      .orderBy('createdAt', dir)
      .orderBy('idChatbotQa', dir)
      .limit(size)
      .offset(page * size)
      .execute();
    const content = rows.map((r) => ({
      idChatbotQa: r.idChatbotQa,
      question: r.question,
      answer: r.answer,
      idVlUser: r.userSurId,
      status: r.status === 1,
      createdAt: r.createdAt,
      updatedAt: r.updatedAt,
    }));
    return doc(pageOf(content, page, size, Number(total), true), ChatbotMessages.fetched);
  }

  /** Soft delete (status false). Another student's id answers like an unknown one. */
  async remove(principal: Principal, idChatbotQa: number) {
    const res = await this.ctx.db
      .updateTable('chatbot_qa')
      .set({ status: 0, updatedAt: this.ctx.clock.now().toISOString(), updatedBy: principal.userSurId })
      .where('idChatbotQa', '=', idChatbotQa)
      .where('userSurId', '=', principal.userSurId)
      .where('status', '=', 1)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) throw new AppError(404, ChatbotMessages.notFound, false);
    return doc(true, ChatbotMessages.deleted);
  }
}
