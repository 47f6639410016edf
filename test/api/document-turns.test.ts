import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiUsage, documents, messages } from '../../src/server/db/schema/index.js';
import { startTestApp, type TestApp, type TestClient } from '../helpers/app.js';
import { buy } from '../helpers/billing.js';
import { parseEvents } from '../helpers/chat.js';
import { png, scannedPdf, textPdf, upload } from '../helpers/documents.js';
import { tempDir } from '../helpers/speech.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ config: { dataDir: tempDir() } });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function signedIn(): Promise<TestClient> {
  const client = t.client();
  await client.register();
  return client;
}

async function conversation(client: TestClient): Promise<number> {
  return (await client.post('/api/conversations', { goatCategory: 'business' })).json.id;
}

const ask = (client: TestClient, id: number, content: string, documentIds?: number[]) =>
  client.post(`/api/conversations/${id}/messages/stream`, {
    content,
    ...(documentIds ? { documentIds } : {}),
  });

const bakeryPdf = () =>
  textPdf([
    'The Rosewood Bakery annual report.',
    'Bread sales rose by twelve percent this year.',
    'The new sourdough oven was installed in March.',
    'Flour prices are the biggest risk for next year.',
  ]);

describe('asking the expert about a file (offline responder)', () => {
  it('answers about a PDF in the conversation, streamed sentence by sentence and stored', async () => {
    const client = await signedIn();
    const id = await conversation(client);
    const up = await upload(client, { name: 'bakery.pdf', type: 'application/pdf', data: await bakeryPdf() });
    expect(up.status, up.body).toBe(201);
    const res = await ask(client, id, 'What can you tell me about bakery.pdf?', [up.json.id]);
    expect(res.status, res.body).toBe(200);
    const events = parseEvents(res.body);
    const sentences = events.filter((e) => e.event === 'sentence').map((e) => e.data.text as string);
    expect(sentences.length).toBeGreaterThan(3);
    const reply = sentences.join(' ');
    expect(reply).toContain('"bakery.pdf" is a PDF of 1 page');
    expect(reply).toContain('No AI service is connected');
    expect(reply).toMatch(/Bread sales rose by twelve percent/);
    const done = events.at(-1);
    expect(done?.event).toBe('done');
    const stored = await t.database.db.select().from(messages).where(eq(messages.conversationId, id));
    expect(stored.map((m) => m.content)).toEqual([
      'What can you tell me about bakery.pdf?',
      done?.data.botMessage.content,
    ]);
    const [row] = await t.database.db.select().from(documents).where(eq(documents.id, up.json.id));
    expect(row?.conversationId).toBe(id);

    // A follow-up keeps the file in context: the sentence closest to the question is quoted.
    const next = await ask(client, id, 'Tell me more about the sourdough oven');
    const followUp = parseEvents(next.body).at(-1)?.data.botMessage.content as string;
    expect(followUp).toContain(
      'In "bakery.pdf", the part closest to your question says: The new sourdough oven',
    );
  });

  it('never claims to have seen a picture or read a scanned page', async () => {
    const client = await signedIn();
    const id = await conversation(client);
    const picture = await upload(client, { name: 'garden.png', type: 'image/png', data: png(64, 48) });
    const one = parseEvents((await ask(client, id, 'What is in this photo?', [picture.json.id])).body).at(-1);
    expect(one?.data.botMessage.content).toContain('"garden.png" is a picture of 64 by 48 pixels');
    expect(one?.data.botMessage.content).toContain('I cannot see pictures without an AI service');

    const id2 = await conversation(client);
    // Uploaded for a question in the day's second conversation (no third may be started).
    const scan = await upload(
      client,
      { name: 'scan.pdf', type: 'application/pdf', data: await scannedPdf() },
      [],
      {},
      `/api/upload?conversationId=${id2}`,
    );
    const two = parseEvents((await ask(client, id2, 'Please read this letter', [scan.json.id])).body).at(-1);
    expect(two?.data.botMessage.content).toContain('It has no text I can read: it seems to be scanned pages');
  });

  it('several files in one question need Premium: refused with the upgrade path, nothing stored', async () => {
    const client = await signedIn();
    const id = await conversation(client);
    const a = await upload(client, { name: 'a.txt', type: 'text/plain', data: Buffer.from('First note.') });
    const b = await upload(client, { name: 'b.txt', type: 'text/plain', data: Buffer.from('Second note.') });
    const res = await ask(client, id, 'Compare these', [a.json.id, b.json.id]);
    expect(res.status).toBe(403);
    expect(res.json).toEqual({
      error: 'PREMIUM_REQUIRED',
      message:
        'Multi-document analysis (several files in one question) is part of the Premium plan. Upgrade to Premium to ask about several files at once.',
      upgradeUrl: '/pricing?plan=premium',
    });
    expect(await t.database.db.select().from(messages).where(eq(messages.conversationId, id))).toEqual([]);

    const premium = await signedIn();
    expect((await buy(premium, 'premium')).status).toBe(200);
    const pid = await conversation(premium);
    const c = await upload(premium, {
      name: 'c.txt',
      type: 'text/plain',
      data: Buffer.from('Rent is due on Friday.'),
    });
    const d = await upload(premium, {
      name: 'd.txt',
      type: 'text/plain',
      data: Buffer.from('The car needs new tyres.'),
    });
    const both = parseEvents((await ask(premium, pid, 'Compare these', [c.json.id, d.json.id])).body).at(-1);
    expect(both?.data.botMessage.content).toContain('Thanks for sharing these 2 files.');
    expect(both?.data.botMessage.content).toContain('Rent is due on Friday.');
    expect(both?.data.botMessage.content).toContain('The car needs new tyres.');
  });

  it("another user's file is 404 and is not attached", async () => {
    const owner = await signedIn();
    const up = await upload(owner, {
      name: 'private.txt',
      type: 'text/plain',
      data: Buffer.from('My secret plan.'),
    });
    const other = await signedIn();
    const id = await conversation(other);
    const res = await ask(other, id, 'What does it say?', [up.json.id]);
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ error: 'NOT_FOUND', message: 'File not found' });
    const [row] = await t.database.db.select().from(documents).where(eq(documents.id, up.json.id));
    expect(row?.conversationId).toBeNull();
  });

  it('meters each analysis in api_usage (documents)', async () => {
    const calls = async () =>
      (await t.database.db.select().from(apiUsage).where(eq(apiUsage.apiType, 'documents')))[0]?.callCount ??
      0;
    const before = await calls();
    const client = await signedIn();
    await upload(client, { name: 'n.txt', type: 'text/plain', data: Buffer.from('A note.') });
    expect(await calls()).toBe(before + 1);
  });
});
