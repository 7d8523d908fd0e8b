import { call } from '@app/shared';
import type { SavedChat, SavedPageData } from '../model';

/** POST /v1/quiz/save-chatbot-qa (userId, question, answer). Failures are the caller's to log. */
export async function saveChatbotQa(body: { userId?: number; question: string; answer: string }): Promise<SavedChat | null> {
  const res = await call<SavedChat | null>('v1', { method: 'POST', url: '/quiz/save-chatbot-qa', data: body, skipErrorToast: true });
  return res.data ?? null;
}

/** GET /v1/quiz/get-chatbot-qa (userSurId, page, size): a Spring page in `data`. */
export async function getChatbotQa(userSurId: number, page: number, size: number): Promise<SavedPageData | null> {
  const res = await call<SavedPageData | null>('v1', { method: 'GET', url: '/quiz/get-chatbot-qa', params: { userSurId, page, size }, skipErrorToast: true });
  return res?.data ?? null;
}

/** DELETE /v1/quiz/delete-chatbot-qa?idChatbotQa. Does nothing without an id (spec 5); true on a truthy result. */
export async function deleteChatbotQa(idChatbotQa: number | null | undefined): Promise<boolean> {
  if (idChatbotQa === null || idChatbotQa === undefined) return false;
  const res = await call<unknown>('v1', { method: 'DELETE', url: '/quiz/delete-chatbot-qa', params: { idChatbotQa }, skipErrorToast: true });
  return !!res?.data;
}
