import { apiClient } from '@app/shared';

/** One request as the fake server sees it. */
export interface FakeRequest {
  method: string;
  url: string;
  params: Record<string, unknown>;
  data: unknown;
}
export type FakeReply = { status: number; body: unknown } | 'network';
export type FakeHandler = (req: FakeRequest) => FakeReply;

export const envelope = (data: unknown, message = 'Successfull request', statusCode = 200): FakeReply => ({ status: statusCode, body: { data, statusCode, message } });

/** Answers every call of the v1 client at the HTTP edge (the axios adapter). */
export function installApi(handler: FakeHandler): FakeRequest[] {
  const seen: FakeRequest[] = [];
  type Config = { method?: string; url?: string; params?: unknown; data?: unknown };
  // Failures are rejected the way axios rejects them: an error with `config` and, for HTTP statuses, `response`.
  const fail = (message: string, config: Config, response?: unknown) => Object.assign(new Error(message), { isAxiosError: true, config, response });
  apiClient('v1').defaults.adapter = (async (config: Config) => {
    const req: FakeRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: (config.params ?? {}) as Record<string, unknown>,
      data: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    };
    seen.push(req);
    const reply = handler(req);
    if (reply === 'network') throw fail('Network Error', config);
    const response = { data: reply.body, status: reply.status, statusText: String(reply.status), headers: {}, config, request: {} };
    if (reply.status >= 400) throw fail(`Request failed with status code ${reply.status}`, config, response);
    return response;
  }) as never;
  return seen;
}

/** Three chapter questions: objective, multi-select and a typed answer. */
export function sampleQuestions() {
  const quiz = { idQuiz: 7, idSubjectChapter: 10101, idSubject: 1, idProduct: 5, quizName: 'Real Numbers: chapter quiz', idOfflineVideoCourse: null };
  const opt = (idQuizQuestion: number, fieldId: number, text: string | null) => ({ idAnswer: idQuizQuestion * 10 + fieldId, textFieldValue: text, correctValueFlag: false, fieldId, idQuizQuestion });
  const base = { questionActiveFlag: true, answerText: null, diagramLoc: null, questionTitle: null, marks: 1, quiz };
  return [
    { ...base, idQuizQuestion: 1, questionText: 'The HCF of 96 and 404 is:', questionType: 'OBJECTIVE' as const, numberOptions: 3, answers: [opt(1, 1, '4'), opt(1, 2, '8'), opt(1, 3, '12')] },
    { ...base, idQuizQuestion: 2, questionText: 'Which are prime?', questionType: 'MULTISELECT' as const, numberOptions: 3, answers: [opt(2, 1, '2'), opt(2, 2, '9'), opt(2, 3, '11')] },
    { ...base, idQuizQuestion: 3, questionText: 'What is 12 x 12?', questionType: 'SUBJECTIVE' as const, numberOptions: 1, answers: [opt(3, 1, null)] },
  ];
}
