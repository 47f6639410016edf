import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiJson, errorFields, errorMessage, errorStatus, NetworkError } from './api.js';

function answer(status: number, body: string, statusText = '') {
  return vi.fn(async () => new Response(body || null, { status, statusText }));
}

afterEach(() => vi.unstubAllGlobals());

describe('ApiError', () => {
  it('reads the {error, message, fields} body', () => {
    const err = new ApiError(
      400,
      JSON.stringify({
        error: 'VALIDATION_ERROR',
        message: 'Check the form',
        fields: { email: 'Bad', n: 3 },
      }),
    );
    expect(err.message).toBe(`400: ${err.text}`);
    expect(err.code).toBe('VALIDATION_ERROR');
    expect(err.userMessage).toBe('Check the form');
    expect(err.fields).toEqual({ email: 'Bad' });
    expect(errorFields(err)).toEqual({ email: 'Bad' });
  });

  it('keeps extra members of the body (limitType of a limit answer)', () => {
    const err = new ApiError(
      403,
      JSON.stringify({ error: 'LIMIT_EXCEEDED', message: 'm', limitType: 'daily' }),
    );
    expect((err.body as Record<string, unknown> | null)?.limitType).toBe('daily');
  });

  it('reads a message without a code (another server in between)', () => {
    const err = new ApiError(502, '{"message":"Upstream timed out"}');
    expect(err.userMessage).toBe('Upstream timed out');
    expect(err.code).toBe('HTTP_ERROR');
  });

  it('falls back to the raw text when the body is not the error shape', () => {
    for (const text of ['<html>Bad gateway</html>', '"just a string"', '{"error":"NO_MESSAGE"}', 'null']) {
      const err = new ApiError(502, text);
      expect(err.body).toBeNull();
      expect(err.code).toBeNull();
      expect(err.fields).toEqual({});
      expect(err.userMessage).toBe(text);
    }
  });
});

describe('apiJson', () => {
  it('sends JSON with cookies and returns the parsed answer', async () => {
    const fetch = vi.fn(async () => Response.json({ id: 1 }));
    vi.stubGlobal('fetch', fetch);
    await expect(apiJson<{ id: number }>('POST', '/api/x', { a: 1 })).resolves.toEqual({ id: 1 });
    expect(fetch).toHaveBeenCalledWith('/api/x', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"a":1}',
    });
  });

  it('sends a fresh Idempotency-Key per call when asked, or the key given', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => Response.json({ id: 1 }));
    vi.stubGlobal('fetch', fetch);
    const sentKey = (call: number) =>
      (fetch.mock.calls[call]?.[1].headers as Record<string, string> | undefined)?.['Idempotency-Key'];
    await apiJson('POST', '/api/x', { a: 1 }, { idempotencyKey: true });
    await apiJson('POST', '/api/x', { a: 1 }, { idempotencyKey: true });
    await apiJson('POST', '/api/x', { a: 1 }, { idempotencyKey: 'retry-of-one-action' });
    await apiJson('POST', '/api/x', { a: 1 });
    expect(sentKey(0)).toMatch(/^[\x20-\x7e]{1,255}$/);
    expect(sentKey(1)).not.toBe(sentKey(0));
    expect(sentKey(2)).toBe('retry-of-one-action');
    expect(sentKey(3)).toBeUndefined();
  });

  it('raises an ApiError with the status text when the body is empty', async () => {
    vi.stubGlobal('fetch', answer(503, '', 'Service Unavailable'));
    const err = await apiJson('GET', '/api/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(errorStatus(err)).toBe(503);
    expect(errorMessage(err)).toBe('Service Unavailable');
  });

  it("a server that cannot be reached is said in the page's words, not fetch's; an abort stays an abort", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const err = await apiJson('POST', '/api/x', { a: 1 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NetworkError);
    expect(errorMessage(err)).toBe('We could not reach Voxpert. Please check your connection and try again.');
    expect(errorStatus(err)).toBeNull();
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw abort;
      }),
    );
    await expect(apiJson('GET', '/api/x')).rejects.toBe(abort);
  });

  it('names other errors by their message', () => {
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(errorStatus(new TypeError('Failed to fetch'))).toBeNull();
    expect(errorFields(new TypeError('Failed to fetch'))).toEqual({});
    expect(errorMessage('odd')).toBe('odd');
  });
});
