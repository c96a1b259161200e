// Errors that cross from services into sagas and state: a stable code plus the SDK's text.
// Redux keeps only the serialisable parts (code and message).

export interface AppError {
  code: string;
  message: string;
}

export class ServiceError extends Error implements AppError {
  readonly code: string;

  constructor(code: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ServiceError';
    this.code = code;
  }
}

/** Any thrown value as { code, message }; Firebase errors keep their code (e.g. 'auth/user-not-found'). */
export function toAppError(error: unknown): AppError {
  if (error && typeof error === 'object') {
    const { code, message } = error as { code?: unknown; message?: unknown };
    return {
      code: typeof code === 'string' ? code : 'unknown',
      message: typeof message === 'string' ? message : 'Unknown error',
    };
  }
  return { code: 'unknown', message: typeof error === 'string' ? error : 'Unknown error' };
}

/** The one shape of a request's progress in state: what is under way and what went wrong. */
export interface RequestState {
  status: 'idle' | 'loading' | 'failed';
  error: AppError | null;
}

export const idleRequest: RequestState = { status: 'idle', error: null };
