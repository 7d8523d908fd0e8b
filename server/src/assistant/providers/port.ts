/** The student asking, as providers see them (no contact details). */
export interface StudentProfile {
  userSurId: number;
  firstName: string | null;
  /** ClassStandard id from the token (`isc`). */
  idClassStandard: number | null;
  /** Class 1-12, when known. */
  classNumber: number | null;
}

export interface AskInput {
  text: string;
  student: StudentProfile;
}

/**
 * An assistant provider: yields the reply as pieces of safe HTML (or plain text, escaped), as
 * they become available. Aborting `signal` must stop the work (and any upstream request).
 */
export interface AssistantProvider {
  readonly name: string;
  answer(input: AskInput, signal: AbortSignal): AsyncIterable<string>;
}

/** A provider failed (upstream unreachable, non-OK status, broken stream). */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** Resolves after `ms`, or rejects with an AbortError when `signal` aborts first. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const abortErr = () => Object.assign(new Error('aborted'), { name: 'AbortError' });
    if (signal.aborted) return reject(abortErr());
    if (ms <= 0) return resolve();
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortErr());
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
