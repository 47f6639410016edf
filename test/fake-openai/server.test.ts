import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultReply, type FakeOpenAI, startFakeOpenAI } from './server.js';

let fake: FakeOpenAI;
beforeEach(async () => {
  await fake?.close();
  fake = await startFakeOpenAI();
});
afterAll(() => fake?.close());

const chat = (body: object, signal?: AbortSignal) =>
  fetch(`${fake.url}/chat/completions`, {
    method: 'POST',
    signal,
    headers: { 'content-type': 'application/json', authorization: 'Bearer k' },
    body: JSON.stringify({
      model: 'm1',
      messages: [{ role: 'user', content: 'Hello there friend' }],
      ...body,
    }),
  });

function dataLines(text: string): string[] {
  return text
    .split('\n\n')
    .filter((l) => l.startsWith('data: '))
    .map((l) => l.slice(6));
}

describe('fake OpenAI server', () => {
  it('answers a non-streamed chat completion with usage and logs the request', async () => {
    const res = await chat({});
    expect(res.status).toBe(200);
    const json = await res.json();
    expect(json.object).toBe('chat.completion');
    expect(json.model).toBe('m1');
    expect(json.choices[0].message.content).toBe(defaultReply('Hello there friend', 24));
    expect(json.choices[0].message.content.split(' ')).toHaveLength(24);
    expect(json.usage).toEqual({ prompt_tokens: 3, completion_tokens: 24, total_tokens: 27 });
    expect(fake.requests[0]).toMatchObject({ method: 'POST', path: '/v1/chat/completions', completed: true });
    expect(fake.requests[0]?.headers.authorization).toBe('Bearer k');
  });

  it('streams chunks, a finish chunk, a usage chunk and [DONE]', async () => {
    fake.setBehaviour({ reply: 'One two. Three four.', tokensPerSecond: 500 });
    const res = await chat({ stream: true, stream_options: { include_usage: true } });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const lines = dataLines(await res.text());
    expect(lines.at(-1)).toBe('[DONE]');
    const chunks = lines.slice(0, -1).map((l) => JSON.parse(l));
    expect(chunks.every((c) => c.object === 'chat.completion.chunk')).toBe(true);
    const deltas = chunks.map((c) => c.choices[0]?.delta?.content ?? '').join('');
    expect(deltas).toBe('One two. Three four.');
    expect(chunks.at(-2).choices[0].finish_reason).toBe('stop');
    expect(chunks.at(-1).choices).toEqual([]);
    expect(chunks.at(-1).usage.completion_tokens).toBe(4);
  });

  it('leaves the usage chunk out without include_usage and honours the first-token delay', async () => {
    fake.setBehaviour({ firstTokenDelayMs: 150 });
    const started = Date.now();
    const lines = dataLines(await (await chat({ stream: true })).text());
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(lines.some((l) => l.includes('"usage"'))).toBe(false);
  });

  it('fails with 500, 429 (retry-after) and fail-once-500', async () => {
    fake.setBehaviour({ failure: 'http500' });
    expect((await chat({})).status).toBe(500);
    fake.setBehaviour({ failure: 'http429', retryAfterMs: 2500 });
    const limited = await chat({});
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('3');
    expect(limited.headers.get('retry-after-ms')).toBe('2500');
    expect((await limited.json()).error.message).toMatch(/rate limit/i);
    fake.setBehaviour({ failure: 'fail-once-500' });
    expect((await chat({})).status).toBe(500);
    expect((await chat({})).status).toBe(200);
  });

  it('never answers on timeout and marks the request aborted when the client gives up', async () => {
    fake.setBehaviour({ failure: 'timeout' });
    await expect(chat({}, AbortSignal.timeout(200))).rejects.toThrow();
    await expect.poll(() => fake.requests[0]?.aborted).toBe(true);
    expect(fake.requests[0]?.completed).toBe(false);
  });

  it('breaks the stream after some chunks', async () => {
    fake.setBehaviour({ failure: 'broken-stream' });
    const res = await chat({ stream: true });
    await expect(res.text()).rejects.toThrow();
  });

  it('serves a streamed WAV for speech', async () => {
    const res = await fetch(`${fake.url}/audio/speech`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        model: 'tts-1',
        input: 'Hello world, this is speech.',
        voice: 'alloy',
        speed: 1,
      }),
    });
    expect(res.headers.get('content-type')).toBe('audio/wav');
    const wav = Buffer.from(await res.arrayBuffer());
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.toString('ascii', 8, 12)).toBe('WAVE');
    expect(wav.readUInt32LE(24)).toBe(24_000);
    expect(wav.readUInt16LE(34)).toBe(16);
    const seconds = wav.readUInt32LE(40) / 48_000;
    expect(seconds).toBeCloseTo(28 * 0.06, 2);
    expect(fake.requests[0]?.body).toMatchObject({ input: 'Hello world, this is speech.', voice: 'alloy' });
  });

  it('transcribes multipart audio', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(100)], { type: 'audio/webm' }), 'a.webm');
    form.append('model', 'whisper-1');
    form.append('language', 'es');
    const res = await fetch(`${fake.url}/audio/transcriptions`, { method: 'POST', body: form });
    expect(await res.json()).toMatchObject({ text: 'hello from the fake transcriber' });
    expect(fake.requests[0]?.body).toEqual({
      file: { name: 'a.webm', type: 'audio/webm', size: 100 },
      model: 'whisper-1',
      language: 'es',
    });
  });

  it('moderates each input with every category, flag and score, as OpenAI answers', async () => {
    const moderate = (body: object) =>
      fetch(`${fake.url}/moderations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const res = await moderate({ model: 'omni-moderation-latest', input: ['i want to die', 'nice weather'] });
    expect(res.status).toBe(200);
    const json = await res.json();
    expect(json).toMatchObject({ model: 'omni-moderation-latest', id: expect.stringMatching(/^modr-/) });
    const [crisis, calm] = json.results;
    expect(crisis.flagged).toBe(true);
    expect(crisis.categories['self-harm/intent']).toBe(true);
    expect(crisis.category_scores['self-harm/intent']).toBeGreaterThan(0.5);
    expect(Object.keys(crisis.categories)).toHaveLength(13);
    expect(crisis.category_applied_input_types.violence).toEqual(['text']);
    expect(calm.flagged).toBe(false);
    expect(Object.values(calm.categories).every((flag) => flag === false)).toBe(true);
    const bad = await moderate({ model: 'omni-moderation-latest' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.type).toBe('invalid_request_error');
  });
});
