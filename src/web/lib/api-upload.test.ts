import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import { errorBodySchema } from '../../contract/errors.js';
import { route } from '../../contract/route.js';
import { ApiError } from './api.js';
import { apiUpload } from './api-upload.js';

const paths = { send: { method: 'POST', path: '/api/boxes/{id}/files' } } as const;
const contract = {
  send: route(paths.send, {
    form: true,
    params: z.object({ id: z.string() }),
    query: z.object({ note: z.string().optional() }),
    status: 201,
    answer: z.object({ name: z.string() }),
    errors: { 413: errorBodySchema },
  }),
};
const send = apiUpload<typeof contract.send>(paths.send);

/** XMLHttpRequest as far as the upload uses it: the test plays the network's part. */
class FakeXhr extends EventTarget {
  static last: FakeXhr;
  readonly upload = new EventTarget();
  readonly headers: Record<string, string> = {};
  method = '';
  url = '';
  withCredentials = false;
  body: unknown;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  constructor() {
    super();
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.dispatchEvent(new Event('abort'));
  }
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(
      Object.assign(new Event('progress'), { lengthComputable: true, loaded, total }),
    );
  }
  answer(status: number, text: string, statusText = '') {
    this.upload.dispatchEvent(new Event('load'));
    Object.assign(this, { status, responseText: text, statusText });
    this.dispatchEvent(new Event('load'));
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('apiUpload', () => {
  it("sends the form to the route's address with cookies and a key, tells the progress, answers the route's answer", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const form = new FormData();
    form.append('file', new Blob(['hello']), 'a.txt');
    const heard: number[] = [];
    const sent = vi.fn();
    const done = send(
      { params: { id: 'a b' }, query: { note: 'x&y' }, body: form },
      { idempotencyKey: true, onProgress: (p) => heard.push(p), onSent: sent },
    );
    expectTypeOf(done).toEqualTypeOf<Promise<{ name: string }>>();
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.withCredentials, xhr.body]).toEqual([
      'POST',
      '/api/boxes/a%20b/files?note=x%26y',
      true,
      form,
    ]);
    expect(xhr.headers['Idempotency-Key']).toMatch(/^[\x20-\x7e]{1,255}$/);
    xhr.progress(1, 3);
    xhr.progress(3, 3);
    expect(sent).not.toHaveBeenCalled();
    xhr.answer(201, '{"name":"a.txt"}');
    await expect(done).resolves.toEqual({ name: 'a.txt' });
    expect(heard).toEqual([33, 100, 100]);
    expect(sent).toHaveBeenCalledOnce();
  });

  it('raises an ApiError for an answer that is not OK, and one with status 0 for a lost connection', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const tooBig = send({ params: { id: 1 }, query: {}, body: new FormData() });
    expect(FakeXhr.last.headers).toEqual({});
    FakeXhr.last.answer(413, JSON.stringify({ error: 'FILE_TOO_LARGE', message: 'Too big' }));
    await expect(tooBig).rejects.toMatchObject({
      status: 413,
      code: 'FILE_TOO_LARGE',
      userMessage: 'Too big',
    });

    const lost = send({ params: { id: 1 }, query: {}, body: new FormData() });
    FakeXhr.last.dispatchEvent(new Event('error'));
    const err = await lost.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 0 });
  });

  it('stops when its signal aborts, as an AbortError', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const controller = new AbortController();
    const upload = send(
      { params: { id: 1 }, query: {}, body: new FormData() },
      { signal: controller.signal },
    );
    controller.abort();
    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last.aborted).toBe(true);
  });
});
