/**
 * The SMS port. The embedded default is the development outbox (`outbox.ts`); a real
 * provider is another implementation of this interface chosen in `index.ts`.
 */
export interface SmsMessage {
  /** 10-digit Indian mobile number. */
  mobile: string;
  text: string;
  /** The OTP inside `text`, if any; adapters must never log it in production. */
  code: string | null;
}

export interface SmsSender {
  readonly name: string;
  /** Resolves when the provider accepted the message; rejects when it could not be sent. */
  send(message: SmsMessage): Promise<void>;
}
