/** An error whose message is meant for the user; the error handler sends it with its status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    /** Headers sent with the answer (e.g. Retry-After of a 429). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, code?: string) => new AppError(400, message, code);
export const unauthorized = (message = 'Please sign in to continue.') => new AppError(401, message, 'UNAUTHORIZED');
export const forbidden = (message = 'You are not allowed to do that.') => new AppError(403, message, 'FORBIDDEN');
export const notFound = (message = 'Not found.') => new AppError(404, message, 'NOT_FOUND');
export const conflict = (message: string, code?: string) => new AppError(409, message, code);
