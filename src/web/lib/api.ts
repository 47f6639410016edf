import type { ErrorBody } from '../../contract/errors.js';
import { translator } from '../i18n/current.js';

/**
 * The server could not be reached (no connection, a dropped one): fetch's own error says so in the
 * browser's English ("Failed to fetch"); this says it in the page's language.
 */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super(translator()('We could not reach Voxpert. Please check your connection and try again.'), { cause });
    this.name = 'NetworkError';
  }
}

/**
 * An answer of the API that was not OK. `message` keeps the "{status}: {body}" form (what callers and
 * logs have always seen); screens read `status`, `code`, `fields` and `userMessage` instead of parsing it.
 */
export class ApiError extends Error {
  readonly status: number;
  /** The `{error, message, fields}` body, or null when the answer had another shape (a proxy's page). */
  readonly body: ErrorBody | null;
  /** The raw text of the answer, or the status text when it was empty. */
  readonly text: string;

  constructor(status: number, text: string) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
    this.status = status;
    this.text = text;
    this.body = parseErrorBody(text);
  }

  /** The machine-readable code (`VALIDATION_ERROR`, `LIMIT_EXCEEDED`...), or null. */
  get code(): string | null {
    return this.body?.error ?? null;
  }

  /** Per-field messages of a validation failure; empty when there are none. */
  get fields(): Record<string, string> {
    return this.body?.fields ?? {};
  }

  /** The sentence to show a person: the body's message, else the raw text. */
  get userMessage(): string {
    return this.body?.message ?? this.text;
  }
}

/** The `{error, message, fields}` shape checked by hand: this module is on the first load, without zod. */
function parseErrorBody(text: string): ErrorBody | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { error, message, fields, ...rest } = parsed as Record<string, unknown>;
  if (typeof message !== 'string') return null;
  // Another server's JSON (a proxy's) may have a message without our code.
  const body: ErrorBody & Record<string, unknown> = {
    ...rest,
    error: typeof error === 'string' ? error : 'HTTP_ERROR',
    message,
  };
  if (fields && typeof fields === 'object') {
    body.fields = Object.fromEntries(
      Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  }
  return body;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions = {
  signal?: AbortSignal;
  /**
   * A create call sends an Idempotency-Key, so that a repeat the server already saved answers the
   * first result: `true` makes a fresh key (one user action); an action that retries passes its own.
   */
  idempotencyKey?: string | true;
  /** The request outlives the page (a click recorded as the browser leaves for another site). */
  keepalive?: boolean;
};

/**
 * The Idempotency-Key header of one user action, if any. crypto.randomUUID exists only on HTTPS pages
 * (and localhost); elsewhere two random numbers and the time are unique enough for one person's keys.
 */
export function idempotencyHeader(key: RequestOptions['idempotencyKey']): Record<string, string> {
  if (key === true) key = crypto.randomUUID?.() ?? `${Math.random()}${Date.now()}${Math.random()}`;
  return key === undefined ? {} : { 'Idempotency-Key': key };
}

/**
 * The one way the browser calls the API: cookies always sent, JSON bodies with a JSON content type (a
 * FormData body, an upload, goes as multipart), and any non-OK answer raises an ApiError.
 */
export async function apiRequest(
  method: Method,
  url: string,
  data?: unknown,
  init: RequestOptions = {},
): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      credentials: 'include',
      headers: {
        ...(data === undefined || data instanceof FormData ? {} : { 'Content-Type': 'application/json' }),
        ...idempotencyHeader(init.idempotencyKey),
      },
      body: data === undefined ? null : data instanceof FormData ? data : JSON.stringify(data),
      ...(init.signal ? { signal: init.signal } : {}),
      ...(init.keepalive ? { keepalive: true } : {}),
    });
  } catch (err) {
    // An abort is the caller's own doing and stays as it is.
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new NetworkError(err);
  }
  if (!res.ok) throw new ApiError(res.status, (await res.text()) || res.statusText);
  return res;
}

/**
 * apiRequest, then the JSON answer typed as the contract's answer type `T` (the server validates
 * every answer against the same zod schema before sending it, so the browser does not parse it again).
 */
export async function apiJson<T>(
  method: Method,
  url: string,
  data?: unknown,
  init: RequestOptions = {},
): Promise<T> {
  const res = await apiRequest(method, url, data, init);
  return (await res.json()) as T;
}

/** The sentence to show for any error: an ApiError's message, an Error's message, or the value itself. */
export function errorMessage(err: unknown): string {
  if (err instanceof ApiError) return err.userMessage;
  return err instanceof Error ? err.message : String(err);
}

/** The HTTP status of an ApiError, or null for other errors (network, abort...). */
export function errorStatus(err: unknown): number | null {
  return err instanceof ApiError ? err.status : null;
}

/** The per-field messages of an ApiError's body (a validation failure); empty for other errors. */
export function errorFields(err: unknown): Record<string, string> {
  return err instanceof ApiError ? err.fields : {};
}
