import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONVERSATION_PAGE_DEFAULT,
  CONVERSATION_PAGE_MAX,
  conversationPageMessages,
  expertCategories,
} from '../../src/contract/conversations.js';
import { conversations, messages } from '../../src/server/db/schema/index.js';
import { startTestApp, type TestApp, type TestClient } from '../helpers/app.js';
import { expectError } from '../helpers/http-assertions.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function signedIn(): Promise<{ client: TestClient; userId: number }> {
  const client = t.client();
  const { user } = await client.register();
  return { client, userId: user.id };
}

type Line = { isUser: boolean; content: string; at: string };

/** Creating conversations through the API comes later: these tests write them straight to the database. */
async function insertConversation(
  userId: number,
  options: { category?: string; createdAt?: string; title?: string | null; lines?: Line[] } = {},
): Promise<number> {
  const [row] = await t.database.db
    .insert(conversations)
    .values({
      userId,
      goatCategory: options.category ?? 'business',
      title: options.title ?? null,
      createdAt: new Date(options.createdAt ?? '2026-03-01T10:00:00Z'),
    })
    .returning({ id: conversations.id });
  if (!row) throw new Error('conversation not inserted');
  const lines = options.lines ?? [];
  if (lines.length > 0) {
    await t.database.db.insert(messages).values(
      lines.map((l) => ({
        conversationId: row.id,
        isUser: l.isUser,
        content: l.content,
        timestamp: new Date(l.at),
      })),
    );
  }
  return row.id;
}

describe('GET /api/conversations', () => {
  it('answers an empty list for a new account', async () => {
    const { client } = await signedIn();
    const res = await client.get('/api/conversations');
    expect(res.status).toBe(200);
    expect(res.json).toEqual([]);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 401 when signed out', async () => {
    expectError(await t.client().get('/api/conversations'), 401, 'UNAUTHORIZED');
  });

  it('lists own conversations newest first with the latest message as preview and a message count', async () => {
    const { client, userId } = await signedIn();
    const older = await insertConversation(userId, {
      category: 'science',
      createdAt: '2026-03-01T10:00:00Z',
      title: 'Stars',
      lines: [
        { isUser: false, content: 'Hello! What shall we talk about?', at: '2026-03-01T10:00:00Z' },
        { isUser: true, content: '   Why do   stars\n twinkle?  ', at: '2026-03-01T10:00:05Z' },
        { isUser: false, content: 'Because of the atmosphere.', at: '2026-03-01T10:00:09Z' },
        { isUser: true, content: 'Thanks!', at: '2026-03-01T10:01:00Z' },
      ],
    });
    const newer = await insertConversation(userId, { category: 'coach', createdAt: '2026-03-02T08:00:00Z' });
    const res = await client.get('/api/conversations');
    expect(res.status).toBe(200);
    expect(res.json).toEqual([
      {
        id: newer,
        goatCategory: 'coach',
        createdAt: '2026-03-02T08:00:00.000Z',
        title: null,
        preview: null,
        messageCount: 0,
        recap: null,
      },
      {
        id: older,
        goatCategory: 'science',
        createdAt: '2026-03-01T10:00:00.000Z',
        title: 'Stars',
        preview: 'Thanks!',
        messageCount: 4,
        recap: null,
      },
    ]);
  });

  it('collapses whitespace in the preview and counts characters, not UTF-16 units', async () => {
    const { client, userId } = await signedIn();
    const asked = (at: string) => ({ isUser: true, content: 'Tell me', at });
    const emoji = '\u{1F31F}'.repeat(130);
    await insertConversation(userId, {
      lines: [asked('2026-03-01T10:00:00Z'), { isUser: false, content: emoji, at: '2026-03-01T10:00:01Z' }],
    });
    await insertConversation(userId, {
      createdAt: '2026-03-01T09:00:00Z',
      lines: [
        asked('2026-03-01T09:00:00Z'),
        { isUser: false, content: ' \n\t Why   do\n\nstars \t twinkle?  \n', at: '2026-03-01T09:00:01Z' },
      ],
    });
    await insertConversation(userId, {
      createdAt: '2026-03-01T08:00:00Z',
      lines: [
        asked('2026-03-01T08:00:00Z'),
        { isUser: false, content: ' \n\t ', at: '2026-03-01T08:00:01Z' },
      ],
    });
    const [stars, words, blank] = (await client.get('/api/conversations')).json;
    expect(stars.preview).toBe(`${'\u{1F31F}'.repeat(119)}…`);
    expect(words.preview).toBe('Why do stars twinkle?');
    expect(blank.preview).toBeNull();
  });

  it('cuts a long latest message to 120 characters', async () => {
    const { client, userId } = await signedIn();
    const long = `${'a'.repeat(60)} ${'b'.repeat(100)}`;
    await insertConversation(userId, {
      lines: [
        { isUser: true, content: 'Tell me', at: '2026-03-01T10:00:00Z' },
        { isUser: false, content: long, at: '2026-03-01T10:00:01Z' },
      ],
    });
    const exact = 'c'.repeat(120);
    await insertConversation(userId, {
      createdAt: '2026-03-01T09:00:00Z',
      lines: [
        { isUser: true, content: 'Tell me', at: '2026-03-01T09:00:00Z' },
        { isUser: false, content: exact, at: '2026-03-01T09:00:01Z' },
      ],
    });
    const [first, second] = (await client.get('/api/conversations')).json;
    expect(first.preview).toHaveLength(120);
    expect(first.preview).toBe(`${long.slice(0, 119)}…`);
    expect(second.preview).toBe(exact);
  });

  it('shows none of another user’s conversations', async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    await insertConversation(alice.userId, {
      lines: [{ isUser: true, content: 'Alice’s secret', at: '2026-03-01T10:00:00Z' }],
    });
    const res = await bob.client.get('/api/conversations');
    expect(res.json).toEqual([]);
    expect((await alice.client.get('/api/conversations')).json).toHaveLength(1);
  });

  it('answers at most 200, the newest', async () => {
    const { client, userId } = await signedIn();
    const start = Date.parse('2026-01-01T00:00:00Z');
    await t.database.db.insert(conversations).values(
      Array.from({ length: 205 }, (_, i) => ({
        userId,
        goatCategory: 'tech',
        createdAt: new Date(start + i * 60_000),
      })),
    );
    const res = await client.get('/api/conversations');
    expect(res.status).toBe(200);
    expect(res.json).toHaveLength(200);
    expect(res.json[0].createdAt).toBe(new Date(start + 204 * 60_000).toISOString());
    expect(res.json[199].createdAt).toBe(new Date(start + 5 * 60_000).toISOString());
  });
});

type Page = { items: { id: number; createdAt: string }[]; nextCursor: string | null; total: number };

/** Every page from the first, following nextCursor, `limit` at a time. */
async function allPages(client: TestClient, limit: number): Promise<Page[]> {
  const pages: Page[] = [];
  let cursor: string | null = '';
  while (cursor !== null) {
    const res = await client.get(`/api/conversations?limit=${limit}&cursor=${encodeURIComponent(cursor)}`);
    expect(res.status, res.body).toBe(200);
    pages.push(res.json);
    cursor = res.json.nextCursor;
    if (pages.length > 50) throw new Error('the pages never end');
  }
  return pages;
}

/** Conversations created at exact instants (microseconds kept, which a JS Date cannot hold). */
async function insertAt(userId: number, instants: string[]): Promise<number[]> {
  const rows = await t.database.db
    .insert(conversations)
    .values(instants.map((at) => ({ userId, goatCategory: 'tech', createdAt: sql`${at}::timestamptz` })))
    .returning({ id: conversations.id });
  return rows.map((r) => r.id);
}

describe('GET /api/conversations, paged', () => {
  it('gives the total also on an empty page past the last one', async () => {
    const { client, userId } = await signedIn();
    const [older, newer] = await insertAt(userId, ['2026-03-01T10:00:00Z', '2026-03-02T10:00:00Z']);
    const first = await client.get('/api/conversations?limit=1');
    expect(first.json).toMatchObject({ items: [{ id: newer }], total: 2 });
    await t.database.db.delete(conversations).where(sql`${conversations.id} = ${older}`);
    const past = await client.get(`/api/conversations?limit=1&cursor=${first.json.nextCursor}`);
    expect(past.json).toEqual({ items: [], nextCursor: null, total: 1 });
  });

  it('walks every conversation once, newest first, ties in id order, also within a microsecond', async () => {
    const { client, userId } = await signedIn();
    const same = '2026-03-01T10:00:00.123456Z';
    const tied = await insertAt(
      userId,
      Array.from({ length: 7 }, () => same),
    );
    // One microsecond apart: equal as JS Dates (milliseconds), so the cursor must keep the microseconds.
    const [later] = await insertAt(userId, ['2026-03-01T10:00:00.123457Z']);
    const [earlier] = await insertAt(userId, ['2026-03-01T10:00:00.123455Z']);
    const [newest] = await insertAt(userId, ['2026-03-02T00:00:00Z']);
    const pages = await allPages(client, 3);
    expect(pages.map((p) => p.items.length)).toEqual([3, 3, 3, 1]);
    expect(pages.every((p) => p.total === 10)).toBe(true);
    expect(pages.at(-1)?.nextCursor).toBeNull();
    const ids = pages.flatMap((p) => p.items.map((c) => c.id));
    expect(ids).toEqual([newest, later, ...[...tied].sort((a, b) => b - a), earlier]);
  });

  it('a cursor goes on from where its page ended, whatever was added since', async () => {
    const { client, userId } = await signedIn();
    const ids = await insertAt(userId, [
      '2026-03-01T10:00:00Z',
      '2026-03-01T11:00:00Z',
      '2026-03-01T12:00:00Z',
    ]);
    const first = await client.get('/api/conversations?limit=2');
    expect(first.json.items.map((c: { id: number }) => c.id)).toEqual([ids[2], ids[1]]);
    expect(first.json.nextCursor).toEqual(expect.any(String));
    await insertAt(userId, ['2026-03-05T00:00:00Z']);
    const second = await client.get(`/api/conversations?limit=2&cursor=${first.json.nextCursor}`);
    expect(second.status).toBe(200);
    expect(second.json).toEqual({
      items: [expect.objectContaining({ id: ids[0], createdAt: '2026-03-01T10:00:00.000Z' })],
      nextCursor: null,
      total: 4,
    });
  });

  it('the items are the ones of the array answer: preview and message count included', async () => {
    const { client, userId } = await signedIn();
    await insertConversation(userId, {
      lines: [
        { isUser: false, content: 'Hello!', at: '2026-03-01T10:00:00Z' },
        { isUser: true, content: 'What now?', at: '2026-03-01T10:00:01Z' },
        { isUser: false, content: ' One   step at a time. ', at: '2026-03-01T10:00:02Z' },
      ],
    });
    const page = await client.get('/api/conversations?limit=5');
    const array = await client.get('/api/conversations');
    expect(page.json.items).toEqual(array.json);
    expect(page.json.items[0]).toMatchObject({ preview: 'One step at a time.', messageCount: 3 });
  });

  it(`gives ${CONVERSATION_PAGE_DEFAULT} by default and at most ${CONVERSATION_PAGE_MAX}`, async () => {
    const { client, userId } = await signedIn();
    const start = Date.parse('2026-01-01T00:00:00Z');
    await insertAt(
      userId,
      Array.from({ length: CONVERSATION_PAGE_MAX + 1 }, (_, i) => new Date(start + i * 1000).toISOString()),
    );
    const byDefault = await client.get('/api/conversations?cursor=');
    expect(byDefault.json.items).toHaveLength(CONVERSATION_PAGE_DEFAULT);
    const most = await client.get(`/api/conversations?limit=${CONVERSATION_PAGE_MAX}`);
    expect(most.json.items).toHaveLength(CONVERSATION_PAGE_MAX);
    const rest = await client.get(
      `/api/conversations?limit=${CONVERSATION_PAGE_MAX}&cursor=${most.json.nextCursor}`,
    );
    expect(rest.json).toMatchObject({
      items: [{ createdAt: new Date(start).toISOString() }],
      nextCursor: null,
    });
    for (const limit of ['0', String(CONVERSATION_PAGE_MAX + 1), '1.5', '-3', 'ten', '1e400', '2&limit=3']) {
      const res = await client.get(`/api/conversations?limit=${limit}`);
      expectError(res, 400, 'VALIDATION_ERROR', conversationPageMessages.limit);
      expect(res.json.fields).toEqual({ limit: conversationPageMessages.limit });
    }
  });

  it('refuses a cursor it did not write with 400 naming the field, never 500', async () => {
    const { client, userId } = await signedIn();
    await insertAt(userId, ['2026-03-01T10:00:00Z', '2026-03-01T11:00:00Z']);
    const good = (await client.get('/api/conversations?limit=1')).json.nextCursor as string;
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const bad = [
      'not-a-cursor',
      '%00',
      'x'.repeat(500),
      `${good}x`,
      encode({ createdAt: '2026-03-01T10:00:00.000000Z', id: 1 }),
      encode(['2026-03-01T10:00:00.000000Z']),
      encode(['2026-13-01T10:00:00.000000Z', 1]),
      encode(['2026-02-30T10:00:00.000000Z', 1]),
      encode(['0000-01-01T00:00:00.000000Z', 1]),
      encode(['2026-03-01T10:00:00Z', 1]),
      encode(['2026-03-01T10:00:00.000000Z', 0]),
      encode(['2026-03-01T10:00:00.000000Z', 2 ** 31]),
      encode(['2026-03-01T10:00:00.000000Z', 1.5]),
      encode(['2026-03-01T10:00:00.000000Z', '1']),
      encode(["2026-03-01T10:00:00.000000Z'); drop table users; --", 1]),
    ];
    for (const cursor of bad) {
      const res = await client.get(`/api/conversations?cursor=${encodeURIComponent(cursor)}`);
      expectError(res, 400, 'VALIDATION_ERROR', conversationPageMessages.cursor);
      expect(res.json.fields).toEqual({ cursor: conversationPageMessages.cursor });
    }
    const twice = await client.get(`/api/conversations?cursor=${good}&cursor=${good}`);
    expectError(twice, 400, 'VALIDATION_ERROR');
    expect(twice.json.fields).toHaveProperty('cursor');
  });

  it('never shows another user’s conversations, on any page, nor counts them', async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const at = '2026-03-01T10:00:00Z';
    const aliceIds = await insertAt(alice.userId, [at, at, at, '2026-03-03T00:00:00Z']);
    await insertAt(bob.userId, [at, at, '2026-03-02T00:00:00Z', '2026-03-04T00:00:00Z']);
    const pages = await allPages(alice.client, 1);
    expect(pages.flatMap((p) => p.items.map((c) => c.id)).sort()).toEqual([...aliceIds].sort());
    expect(pages.every((p) => p.total === 4)).toBe(true);
    // Bob's cursor, passed by Alice, is only a position in Alice's own list.
    const bobCursor = (await bob.client.get('/api/conversations?limit=1')).json.nextCursor;
    const fromBobs = await alice.client.get(`/api/conversations?cursor=${bobCursor}`);
    expect(fromBobs.status).toBe(200);
    for (const c of fromBobs.json.items) expect(aliceIds).toContain(c.id);
    expectError(await t.client().get('/api/conversations?limit=5'), 401, 'UNAUTHORIZED');
  });
});

describe('GET /api/conversations/:id/export', () => {
  it('answers a readable transcript in timestamp order', async () => {
    const { client, userId } = await signedIn();
    const id = await insertConversation(userId, {
      category: 'business',
      createdAt: '2026-03-01T09:58:00Z',
      lines: [
        { isUser: false, content: 'Plans are worthless.', at: '2026-03-01T10:02:30Z' },
        { isUser: true, content: 'How do I plan my week?', at: '2026-03-01T10:01:00Z' },
        { isUser: true, content: 'Thanks.\r\nBye.', at: '2026-03-01T14:45:00Z' },
      ],
    });
    const res = await client.get(`/api/conversations/${id}/export`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      content: [
        'Voxpert conversation with Business Leaders — March 1, 2026',
        '',
        '[10:01] You: How do I plan my week?',
        '',
        '[10:02] Business Leaders: Plans are worthless.',
        '',
        '[14:45] You: Thanks.\nBye.',
        '',
      ].join('\n'),
    });
  });

  it("shows times and the date in the user's time zone", async () => {
    const { client, userId } = await signedIn();
    await client.post('/api/user/settings', { timeZone: 'Asia/Tokyo' });
    const id = await insertConversation(userId, {
      category: 'coach',
      createdAt: '2026-03-01T20:00:00Z',
      lines: [{ isUser: true, content: 'Good morning', at: '2026-03-01T20:05:00Z' }],
    });
    const { content } = (await client.get(`/api/conversations/${id}/export`)).json;
    expect(content).toBe(
      'Voxpert conversation with Personal Coach — March 2, 2026\n\n[05:05] You: Good morning\n',
    );
  });

  it.each(expertCategories)('labels the expert of category $value as $label', async ({ value, label }) => {
    const { client, userId } = await signedIn();
    const id = await insertConversation(userId, {
      category: value,
      lines: [{ isUser: false, content: 'Hi', at: '2026-03-01T10:00:00Z' }],
    });
    const { content } = (await client.get(`/api/conversations/${id}/export`)).json;
    expect(content.split('\n')[0]).toBe(`Voxpert conversation with ${label} — March 1, 2026`);
    expect(content).toContain(`[10:00] ${label}: Hi`);
  });

  it('answers only the header for a conversation without messages', async () => {
    const { client, userId } = await signedIn();
    const id = await insertConversation(userId, { category: 'arts' });
    const res = await client.get(`/api/conversations/${id}/export`);
    expect(res.json).toEqual({ content: 'Voxpert conversation with Artists & Creators — March 1, 2026\n' });
  });

  it('answers 404 for another user’s conversation, leaking nothing', async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const id = await insertConversation(alice.userId, {
      lines: [{ isUser: true, content: 'Alice’s secret', at: '2026-03-01T10:00:00Z' }],
    });
    const res = await bob.client.get(`/api/conversations/${id}/export`);
    expectError(res, 404, 'NOT_FOUND', 'Conversation not found');
    expect(res.body).not.toContain('secret');
    expect((await alice.client.get(`/api/conversations/${id}/export`)).status).toBe(200);
  });

  it('answers 404 for a conversation that does not exist', async () => {
    const { client } = await signedIn();
    expectError(await client.get('/api/conversations/2147483647/export'), 404, 'NOT_FOUND');
  });

  it.each([
    'abc',
    '0',
    '-1',
    '1.5',
    '1e3',
    '0x10',
    '007',
    '%20',
    '2147483648',
    '99999999999999999999',
    'NaN',
    "1' or '1'='1",
  ])('answers 404 (not 400 or 500) for the id %j', async (raw) => {
    const { client } = await signedIn();
    const res = await client.get(`/api/conversations/${encodeURIComponent(raw)}/export`);
    expectError(res, 404, 'NOT_FOUND');
  });

  it('answers 401 when signed out, before looking at the id', async () => {
    const { userId } = await signedIn();
    const id = await insertConversation(userId);
    expectError(await t.client().get(`/api/conversations/${id}/export`), 401, 'UNAUTHORIZED');
    expectError(await t.client().get('/api/conversations/abc/export'), 401, 'UNAUTHORIZED');
  });
});
