import { CLASS_10 } from './class10.js';
import { ECA_BANK } from './eca.js';
import { MIDDLE_SENIOR_BANK } from './middle-senior.js';
import { PRIMARY_BANK } from './primary.js';
import type { Bank, BankQuestion } from './types.js';

export type { Bank, BankQuestion } from './types.js';
export { generatedMaths } from './maths.js';
export { questionsFromQa } from './from-curriculum.js';
export { VCT_QUESTIONS, CHALLENGER_QUESTIONS } from './tests.js';

/** Every hand-written bank, merged (chapter id → questions). */
const BANKS: Bank[] = [PRIMARY_BANK, MIDDLE_SENIOR_BANK, CLASS_10, ECA_BANK];

export function handWritten(idSubjectChapter: number): BankQuestion[] {
  return BANKS.flatMap((b) => b[idSubjectChapter] ?? []);
}
