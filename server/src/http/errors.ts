/**
 * Thrown by services for every expected failure; the one error handler in `app.ts` turns it
 * into the envelope `{data, statusCode: status, message}` with HTTP status `status`.
 */
export class AppError extends Error {
  readonly status: number;
  readonly data: unknown;
  constructor(status: number, message: string, data: unknown = null) {
    super(message);
    this.name = 'AppError';
    this.status = status;
    this.data = data;
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;

/** Messages shared by several families (exact texts of the contract). */
export const Messages = {
  unauthorized: "You're session has it expired (or) you have invalid access token",
  accessDenied: "Access Denied, you don't have access to this resource",
  notYours: "You are not allowed to access another user's data.",
  internal: 'Something went wrong, please try again later.',
} as const;
