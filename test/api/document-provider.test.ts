import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_CHAR_BUDGET } from '../../src/server/conversations/turn-documents.js';
import { CONTENT_MAX } from '../../src/server/files/extract.js';
import { isSafetyRequest } from '../fake-openai/safety.js';
import { type FakeOpenAI, startFakeOpenAI } from '../fake-openai/server.js';
import { startTestApp, type TestApp, type TestClient } from '../helpers/app.js';
import { parseEvents } from '../helpers/chat.js';
import { jpeg, mp4, png, scannedJpegPdf, speechWav, textPdf, upload } from '../helpers/documents.js';
import { tempDir } from '../helpers/speech.js';

/** With a real (local fake) OpenAI-compatible provider: what the model is given about a file. */
let t: TestApp;
let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI({ apiKey: 'sk-doc', transcriptionText: 'Please call the doctor on Monday' });
  t = await startTestApp({
    // At most 250 pages of a PDF are read here.
    config: {
      dataDir: tempDir(),
      AI_BASE_URL: fake.url,
      AI_API_KEY: 'sk-doc',
      // AI_VISION is left at auto: this model's name says it sees.
      AI_MODEL: 'gpt-4o-mini',
      PDF_MAX_PAGES: 250,
    },
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

type ChatBody = { messages: { role: string; content: unknown }[] };
const lastChat = () =>
  // The reply's call; the safety check beside it is a call of its own.
  fake.requests.filter((r) => r.path === '/v1/chat/completions' && !isSafetyRequest(r.body)).at(-1)
    ?.body as ChatBody;
const systemOf = (body: ChatBody) => String(body.messages.find((m) => m.role === 'system')?.content ?? '');

async function ask(client: TestClient, documentIds: number[] | undefined, content: string) {
  const { id } = (await client.post('/api/conversations', { goatCategory: 'science' })).json;
  const res = await client.post(`/api/conversations/${id}/messages/stream`, {
    content,
    ...(documentIds ? { documentIds } : {}),
  });
  expect(res.status, res.body).toBe(200);
  expect(parseEvents(res.body).at(-1)?.event).toBe('done');
  return id as number;
}

describe('files and the language model', () => {
  it('a 300-page PDF is read page by page up to the bound, kept bounded, sent within the budget, said to be too large', async () => {
    const client = t.client();
    await client.register();
    const line = (n: number) =>
      `Chapter ${n} explains how the tide rises and falls along the northern coast.`;
    const pdf = await textPdf(
      Array.from({ length: 40 }, (_, i) => line(i)),
      300,
    );
    const up = await upload(client, { name: 'tides.pdf', type: 'application/pdf', data: pdf });
    expect(up.status, up.body).toBe(201);
    expect(up.json.meta.pages).toBe(300);
    expect(up.json.meta.truncated).toBe(true);
    expect(up.json.meta.characters).toBeGreaterThan(CONTENT_MAX);
    await ask(client, [up.json.id], 'Summarise this book for me');
    const system = systemOf(lastChat());
    expect(system).toContain('File 1: "tides.pdf", a PDF of 300 pages');
    expect(system).toContain('how the tide rises and falls');
    expect(system).toContain(
      'It was too large to read in full, so only its first part was read: tell the person so plainly',
    );
    const fileText = system.slice(system.indexOf('<<<'), system.indexOf('>>>'));
    expect(fileText.length).toBeLessThanOrEqual(DOCUMENT_CHAR_BUDGET + 10);
  });

  it('a picture goes to a model that sees, with the question', async () => {
    const client = t.client();
    await client.register();
    const picture = png(8, 8);
    const up = await upload(client, { name: 'rash.png', type: 'image/png', data: picture });
    await ask(client, [up.json.id], 'What is this?');
    const body = lastChat();
    const last = body.messages.at(-1) as {
      role: string;
      content: { type: string; image_url?: { url: string } }[];
    };
    expect(last.role).toBe('user');
    expect(last.content[0]).toMatchObject({ type: 'text', text: 'What is this?' });
    expect(last.content[1]?.type).toBe('image_url');
    expect(last.content[1]?.image_url?.url).toBe(`data:image/png;base64,${picture.toString('base64')}`);
    expect(systemOf(body)).toContain('"rash.png", a picture of 8 by 8 pixels');
  });

  it('a video: its sound is transcribed, and one frame goes to a model that sees', async () => {
    const client = t.client();
    await client.register();
    const up = await upload(client, { name: 'clip.mp4', type: 'video/mp4', data: mp4(2) });
    expect(up.status, up.body).toBe(201);
    expect(up.json.meta).toMatchObject({ width: 320, height: 240, transcribed: true });
    await ask(client, [up.json.id], 'What happens in this clip?');
    const body = lastChat();
    const last = body.messages.at(-1) as { content: { type: string; image_url?: { url: string } }[] };
    expect(last.content[1]?.image_url?.url).toMatch(/^data:image\/jpeg;base64,\/9j\//);
    expect(systemOf(body)).toContain('"clip.mp4", a video of 320 by 240 pixels, 2 seconds');
  });

  it('a scanned PDF: the pictures of its first five pages go to a model that sees, in order', async () => {
    const client = t.client();
    await client.register();
    const pages = ['red', 'green', 'blue', 'yellow', 'white', 'black'].map((c) => jpeg(60, 80, c));
    const up = await upload(client, {
      name: 'letter.pdf',
      type: 'application/pdf',
      data: await scannedJpegPdf(pages),
    });
    expect(up.status, up.body).toBe(201);
    expect(up.json.meta).toMatchObject({ pages: 6, hasText: false });
    await ask(client, [up.json.id], 'What does this letter say?');
    const body = lastChat();
    const last = body.messages.at(-1) as {
      role: string;
      content: { type: string; text?: string; image_url?: { url: string } }[];
    };
    expect(last.content[0]).toMatchObject({ type: 'text', text: 'What does this letter say?' });
    expect(last.content.slice(1)).toEqual(
      pages.slice(0, 5).map((page) => ({
        type: 'image_url',
        image_url: { url: `data:image/jpeg;base64,${page.toString('base64')}` },
      })),
    );
    const system = systemOf(body);
    expect(system).toContain('"letter.pdf", a PDF of 6 pages');
    expect(system).toContain(
      'the pictures of pages 1, 2, 3, 4 and 5 of 6 are attached to the latest message',
    );
    expect(system).not.toContain('Nothing could be read from it');
  }, 90_000);

  it('the speech of a recording is written down by the transcription API and given to the model', async () => {
    const client = t.client();
    await client.register();
    const up = await upload(client, {
      name: 'memo.wav',
      type: 'audio/wav',
      data: speechWav('Please call the doctor'),
    });
    expect(up.status, up.body).toBe(201);
    expect(up.json.meta).toMatchObject({ transcribed: true, hasText: true });
    expect(fake.requests.some((r) => r.path === '/v1/audio/transcriptions')).toBe(true);
    await ask(client, [up.json.id], 'What did I record?');
    expect(systemOf(lastChat())).toContain('What is said in it:\n<<<\nPlease call the doctor on Monday\n>>>');
  });

  it('the question is sent as typed; without files the system prompt has no file part', async () => {
    const client = t.client();
    await client.register();
    await ask(client, undefined, 'Hello there');
    expect(systemOf(lastChat())).not.toContain('shared these files');
  });
});

describe('files and a model that cannot see', () => {
  /** The same provider, with a model whose name says it reads text only. */
  let blind: TestApp;
  beforeAll(async () => {
    blind = await startTestApp({
      config: { dataDir: tempDir(), AI_BASE_URL: fake.url, AI_API_KEY: 'sk-doc', AI_MODEL: 'llama3.1:8b' },
    });
  }, 60_000);
  afterAll(() => blind?.close());

  it('a model that cannot see is given no pictures, and told that nothing could be read from a scan', async () => {
    const client = blind.client();
    await client.register();
    const up = await upload(client, {
      name: 'scan.pdf',
      type: 'application/pdf',
      data: await scannedJpegPdf([jpeg(60, 80, 'red')]),
    });
    const picture = await upload(client, { name: 'rash.png', type: 'image/png', data: png(8, 8) });
    for (const id of [up.json.id, picture.json.id]) {
      await ask(client, [id], 'What is this?');
      const body = lastChat();
      expect(body.messages.at(-1)).toEqual({ role: 'user', content: 'What is this?' });
      expect(systemOf(body)).toContain(
        'Nothing could be read from it: say so plainly, and never describe what it shows or says.',
      );
    }
  }, 90_000);
});
