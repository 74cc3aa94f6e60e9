import { L, type LocalizableText } from '../localization/localizer.js';

type Message = LocalizableText | string;

export interface ValidationErrorInfo {
  message: string;
  members: string[];
}

/**
 * The base of every error the server means to send. The error handler turns it into ABP's
 * envelope (`{error:{code,message,details,data,validationErrors}}`) with `status`.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly text: Message,
    readonly options: {
      code?: string;
      details?: Message;
      data?: Record<string, unknown>;
      validationErrors?: ValidationErrorInfo[];
      headers?: Record<string, string>;
    } = {},
  ) {
    super(typeof text === 'string' ? text : `${text.resource}:${text.key}`);
    this.name = new.target.name;
  }

  /** Fastify and its plugins read `statusCode`. */
  get statusCode(): number {
    return this.status;
  }
}

/** ABP's UserFriendlyException / BusinessException: a rule of the domain said no (403). */
export class BusinessError extends AppError {
  constructor(
    text: Message,
    options: { code?: string; details?: Message; data?: Record<string, unknown> } = {},
  ) {
    super(403, text, options);
  }
}

export class ValidationError extends AppError {
  constructor(validationErrors: ValidationErrorInfo[], details?: string) {
    super(400, L('AbpExceptionHandling', 'ValidationErrorMessage'), {
      validationErrors,
      ...(details ? { details } : {}),
    });
  }
}

/** A single bad input field, reported like a validation failure. */
export function invalidField(member: string, message: Message): AppError {
  return new AppError(400, L('AbpExceptionHandling', 'ValidationErrorMessage'), {
    validationErrors: [{ message: typeof message === 'string' ? message : '', members: [member] }],
    details: message,
  });
}

/**
 * A single bad input field whose own message is the error's message (400): for the mistakes a
 * client's toast must explain by itself (a file name, a bucket name), not "Your request is not valid!".
 */
export function fieldProblem(member: string, message: LocalizableText): AppError {
  return new AppError(400, message, {
    validationErrors: [{ message: '', members: [member] }],
    details: message,
  });
}

export class EntityNotFoundError extends AppError {
  constructor(entityType: string, id: unknown) {
    super(404, L('AbpExceptionHandling', 'EntityNotFoundErrorMessage', entityType, id));
  }
}

/** A stale `concurrencyStamp`: someone else saved first (409). */
export class ConcurrencyError extends AppError {
  constructor() {
    super(409, L('AbpExceptionHandling', 'DbConcurrencyErrorMessage'));
  }
}

export class UnauthorizedError extends AppError {
  constructor() {
    super(401, L('AbpExceptionHandling', 'UnauthorizedMessage'), {
      code: 'Volo.Authorization:010001',
      headers: { 'WWW-Authenticate': 'Bearer' },
    });
  }
}

export class ForbiddenError extends AppError {
  constructor(text: Message = L('AbpExceptionHandling', 'ForbiddenMessage')) {
    super(403, text, { code: 'Volo.Authorization:010001' });
  }
}

export class NotImplementedError extends AppError {
  constructor() {
    super(501, L('AbpExceptionHandling', 'MethodNotImplemented'));
  }
}

/** An RFC 6749 §5.2 error of the token endpoint: `{error, error_description}`, status 400 unless said. */
export class OAuthError extends AppError {
  constructor(
    readonly oauthError:
      | 'invalid_request'
      | 'invalid_grant'
      | 'invalid_client'
      | 'unauthorized_client'
      | 'unsupported_grant_type'
      | 'invalid_scope',
    text: Message,
    status = 400,
    headers?: Record<string, string>,
  ) {
    super(status, text, headers ? { headers } : {});
  }
}
