import type { Generated, Selectable } from 'kysely';
import type { Flag, Iso } from '../../db/types.js';

/** `chatbot_qa` (migration 0030_chatbot): a student's saved assistant pair; status 0 = deleted. */
export interface ChatbotQaTable {
  idChatbotQa: Generated<number>;
  userSurId: number;
  question: string;
  answer: string;
  status: Flag;
  createdAt: Iso;
  updatedAt: Iso;
  createdBy: number | null;
  updatedBy: number | null;
}

declare module '../../db/types.js' {
  interface Database {
    chatbot_qa: ChatbotQaTable;
  }
}

export type ChatbotQa = Selectable<ChatbotQaTable>;
