import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import { errorBodySchema } from '../../contract/errors.js';
import { route } from '../../contract/route.js';
import { ApiError } from './api.js';
import { apiClient, routeUrl } from './api-client.js';

const paths = {
  edit: { method: 'PATCH', path: '/api/notes/{id}/lines/{line}' },
  list: { method: 'GET', path: '/api/notes' },
  clear: { method: 'DELETE', path: '/api/notes' },
} as const;
const contract = {
  edit: route(paths.edit, {
    params: z.object({ id: z.string(), line: z.string() }),
    body: z.object({ text: z.string() }),
    answer: z.object({ text: z.string() }),
    errors: { 404: errorBodySchema },
  }),
  list: route(paths.list, {
    query: z.object({ q: z.string(), cursor: z.string().optional() }),
    answer: z.array(z.string()),
    errors: {},
  }),
  clear: route(paths.clear, { answer: z.object({ success: z.boolean() }), errors: {} }),
};
const notes = apiClient<typeof contract>(paths);

afterEach(() => vi.unstubAllGlobals());

describe('routeUrl', () => {
  it('fills path parameters with encodeURIComponent and writes the defined query parameters in order', () => {
    expect(routeUrl(paths.edit, { params: { id: 'a/b c', line: 3 } })).toBe('/api/notes/a%2Fb%20c/lines/3');
    expect(routeUrl(paths.list, { query: { q: 'x & y', cursor: undefined, limit: 20 } })).toBe(
      '/api/notes?q=x%20%26%20y&limit=20',
    );
    expect(routeUrl(paths.list)).toBe('/api/notes');
  });

  it('refuses a path parameter left out', () => {
    expect(() => routeUrl(paths.edit, { params: { id: 1 } })).toThrow('needs the parameter line');
  });
});

describe('apiClient', () => {
  it("calls the route's method and address, sends the body and answers the route's type", async () => {
    const fetch = vi.fn(async () => Response.json({ text: 'new' }));
    vi.stubGlobal('fetch', fetch);
    const answer = notes.edit(
      { params: { id: 7, line: 2 }, body: { text: 'new' } },
      { idempotencyKey: 'k-1' },
    );
    expectTypeOf(answer).toEqualTypeOf<Promise<{ text: string }>>();
    await expect(answer).resolves.toEqual({ text: 'new' });
    expect(fetch).toHaveBeenCalledWith('/api/notes/7/lines/2', {
      method: 'PATCH',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'k-1' },
      body: '{"text":"new"}',
    });
  });

  it('sends no body where the route has none, and passes the abort signal', async () => {
    const fetch = vi.fn(async () => Response.json({ success: true }));
    vi.stubGlobal('fetch', fetch);
    const signal = new AbortController().signal;
    await notes.clear(undefined, { signal });
    expect(fetch).toHaveBeenCalledWith('/api/notes', {
      method: 'DELETE',
      credentials: 'include',
      headers: {},
      body: null,
      signal,
    });
  });

  it('raises the ApiError of a refusal', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ error: 'NOT_FOUND', message: 'No note' }, { status: 404 }),
    );
    const err = await notes.edit({ params: { id: 1, line: 1 }, body: { text: '' } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).userMessage).toBe('No note');
  });

  it('types the inputs from the contract', () => {
    // @ts-expect-error the body is the contract's
    void (() => notes.edit({ params: { id: 1, line: 1 }, body: { words: 'x' } }));
    // @ts-expect-error a path parameter cannot be left out
    void (() => notes.edit({ params: { id: 1 }, body: { text: 'x' } }));
    // @ts-expect-error the route has a required query parameter
    void (() => notes.list({ query: {} }));
    // @ts-expect-error a table must match its contracts
    void (() => apiClient<typeof contract>({ ...paths, clear: { method: 'POST', path: '/api/notes' } }));
  });
});
