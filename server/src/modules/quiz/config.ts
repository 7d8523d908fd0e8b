/**
 * The quiz family's settings, read from the environment when the module registers:
 *
 * | variable | default | meaning |
 * |---|---|---|
 * | VCT_AVAILABLE_DATE | (none) | `YYYY-MM-DD`: the next vocational-test opportunity; a student who took the test before it waits until then (425). Without it the wait is VCT_RETAKE_DAYS after the attempt. |
 * | VCT_RETAKE_DAYS | 30 | days between vocational-test attempts when VCT_AVAILABLE_DATE is not set |
 * | SHOW_VCT_RESULT | true | `true`, `false` or a `YYYY-MM-DD` reveal date: while hidden, submit and the results answer 425 |
 * | CHALLENGER_DURATION_S | (the test's own, 600) | challenger-test length in seconds (tests use a short one) |
 * | CHALLENGER_GRACE_S | 30 | a submit this long after the deadline is still scored with what it carries |
 */
export interface QuizConfig {
  vctAvailableDate: string | null;
  vctRetakeDays: number;
  /** true: results shown; false: hidden; a date: shown from that IST date. */
  showVctResult: boolean | string;
  challengerDurationS: number | null;
  challengerGraceS: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function fail(name: string, problem: string): never {
  throw new Error(`Configuration error: ${name} ${problem}`);
}

function posInt(env: Record<string, string | undefined>, name: string, fallback: number | null, min = 1): number | null {
  const v = env[name]?.trim();
  if (!v) return fallback;
  if (!/^\d+$/.test(v) || Number(v) < min) fail(name, `must be a whole number of at least ${min}, got "${v}"`);
  return Number(v);
}

export function loadQuizConfig(env: Record<string, string | undefined>): QuizConfig {
  const available = env.VCT_AVAILABLE_DATE?.trim() || null;
  if (available && !DATE.test(available)) fail('VCT_AVAILABLE_DATE', `must be a date YYYY-MM-DD, got "${available}"`);
  const show = env.SHOW_VCT_RESULT?.trim() || 'true';
  let showVctResult: boolean | string;
  if (/^(1|true|yes|on)$/i.test(show)) showVctResult = true;
  else if (/^(0|false|no|off)$/i.test(show)) showVctResult = false;
  else if (DATE.test(show)) showVctResult = show;
  else fail('SHOW_VCT_RESULT', `must be true, false or a date YYYY-MM-DD, got "${show}"`);
  return {
    vctAvailableDate: available,
    vctRetakeDays: posInt(env, 'VCT_RETAKE_DAYS', 30) ?? 30,
    showVctResult,
    challengerDurationS: posInt(env, 'CHALLENGER_DURATION_S', null, 5),
    challengerGraceS: posInt(env, 'CHALLENGER_GRACE_S', 30, 0) ?? 30,
  };
}
