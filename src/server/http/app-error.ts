import { type ErrorBody, ErrorCode, type ErrorCodeValue } from '../../contract/errors.js';
import { createTranslator, type MessageValues } from '../../i18n/translate.js';

/**
 * A sentence of a message that holds a value known only at run time (a count, a wait): its English
 * text is an ICU message (`Please try again in {seconds, plural, one {# second} other {# seconds}}.`),
 * the key of its translations, and `values` fill it in.
 */
export type MessageSentence = { readonly text: string; readonly values?: MessageValues };

const english = createTranslator('en');

/** Sentences in English, one after the other (what `message` holds). */
export function englishSentences(sentences: readonly MessageSentence[]): string {
  return sentences.map((s) => english(s.text, s.values)).join(' ');
}

/** The one error type of the server: a code, an HTTP status, a message safe to show, optional field messages. */
export class AppError extends Error {
  /** The message's sentences when it holds run-time values (translated one by one); else undefined. */
  readonly sentences?: readonly MessageSentence[];

  constructor(
    readonly code: ErrorCodeValue | (string & {}),
    readonly status: number,
    message: string | readonly MessageSentence[],
    readonly fields?: Record<string, string>,
    /** Extra headers to send with the answer (Retry-After ...). */
    readonly headers?: Record<string, string>,
  ) {
    super(typeof message === 'string' ? message : englishSentences(message));
    if (typeof message !== 'string') this.sentences = message;
    this.name = 'AppError';
  }

  /** The JSON body of the answer: {error, message, fields?}. A subclass may add members of its own. */
  body(): ErrorBody {
    return this.fields
      ? { error: this.code, message: this.message, fields: this.fields }
      : { error: this.code, message: this.message };
  }

  static validation(fields: Record<string, string>): AppError {
    const first = Object.values(fields)[0] ?? 'Invalid input';
    return new AppError(ErrorCode.validation, 400, first, fields);
  }

  static unauthorized(message = 'Please sign in to continue.'): AppError {
    return new AppError(ErrorCode.unauthorized, 401, message);
  }

  static forbidden(message = 'You do not have permission to do that.'): AppError {
    return new AppError(ErrorCode.forbidden, 403, message);
  }

  static notFound(message = 'Not found'): AppError {
    return new AppError(ErrorCode.notFound, 404, message);
  }

  /** 429 TOO_MANY_REQUESTS with Retry-After; `sentence` says what ran out ('Too many attempts.'). */
  static tooManyRequests(retryAfterMs: number, sentence = 'Too many attempts.'): AppError {
    const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    const minutes = Math.ceil(seconds / 60);
    const wait: MessageSentence =
      seconds < 60
        ? {
            text: 'Please try again in {seconds, plural, one {# second} other {# seconds}}.',
            values: { seconds },
          }
        : {
            text: 'Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
            values: { minutes },
          };
    return new AppError(ErrorCode.tooManyRequests, 429, [{ text: sentence }, wait], undefined, {
      'retry-after': String(seconds),
    });
  }
}
