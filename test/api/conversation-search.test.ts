import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationMessages } from '../../src/contract/conversations.js';
import { searchConversations } from '../../src/server/conversations/search-conversations.js';
import { conversations, messages } from '../../src/server/db/schema/index.js';
import { backfillSearch } from '../../src/server/search/backfill-search.js';
import { messageSearchFields, searchable } from '../../src/server/search/search-text.js';
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

/**
 * A conversation written straight to the database, as the server writes one (searchable text and
 * index entries), `minutesAgo` old; answers its id.
 */
async function conversationOf(
  userId: number,
  minutesAgo: number,
  lines: string[],
  title: string | null = null,
): Promise<number> {
  const [row] = await t.database.db
    .insert(conversations)
    .values({
      userId,
      goatCategory: 'coach',
      title,
      searchTitle: title === null ? null : searchable(title),
      createdAt: new Date(Date.parse('2026-06-01T12:00:00Z') - minutesAgo * 60_000),
    })
    .returning({ id: conversations.id });
  if (!row) throw new Error('conversation not inserted');
  if (lines.length > 0) {
    await t.database.db.insert(messages).values(
      lines.map((content, i) => ({
        conversationId: row.id,
        isUser: i % 2 === 0,
        content,
        timestamp: new Date(Date.parse('2026-06-01T12:00:00Z') - minutesAgo * 60_000 + i * 1000),
        ...messageSearchFields(userId, content),
      })),
    );
  }
  return row.id;
}

const search = (client: TestClient, q: string, extra = '') =>
  client.get(`/api/conversations/search?q=${encodeURIComponent(q)}${extra}`);
const ids = (res: { json: { items: { id: number }[] } }) => res.json.items.map((c) => c.id);

describe('GET /api/conversations/search', () => {
  it('finds every word in titles and messages, ignoring case and accents, newest first', async () => {
    const { client, userId } = await signedIn();
    const cafe = await conversationOf(userId, 30, ['Où trouver un bon CAFÉ à Paris ?', 'Essayez le Marais.']);
    const titled = await conversationOf(userId, 20, ['Hello'], 'Café plans for Tuesday');
    const both = await conversationOf(userId, 10, ['My café opens in May', 'Then plan the menu']);
    await conversationOf(userId, 5, ['Nothing about coffee here']);

    const res = await search(client, 'cafe');
    expect(res.status, res.body).toBe(200);
    expect(ids(res)).toEqual([both, titled, cafe]);
    expect(res.json.nextCursor).toBeNull();
    // The items are the list's: title, preview, message count.
    expect(res.json.items[1]).toMatchObject({ id: titled, title: 'Café plans for Tuesday', messageCount: 1 });
    // Every word must be found (in the title or any message); a word inside a longer one counts.
    expect(ids(await search(client, 'CAFÉ plan'))).toEqual([both, titled]);
    expect(ids(await search(client, 'menu café'))).toEqual([both]);
    expect(ids(await search(client, 'paris   tuesday'))).toEqual([]);
    // Punctuation separates words, and matches none.
    expect(ids(await search(client, '"Marais."'))).toEqual([cafe]);
  });

  it('finds words in each of the eleven languages, Chinese and Japanese inside the text', async () => {
    const { client, userId } = await signedIn();
    const cases: [string, string][] = [
      ['Ich möchte meine Arbeit wechseln', 'ARBEIT'],
      ['Quiero cambiar de trabajo pronto', 'TRABAJO'],
      ['Хочу сменить РАБОТУ в этом году', 'работу'],
      ['Ёлка стоит в углу', 'елка'],
      ['Chcem zmeniť prácu tento rok', 'pracu'],
      ['אני רוצה להחליף עבודה', 'עבודה'],
      ['أُرِيدُ تَغْيِيرَ عَمَلِي', 'عملي'],
      ['मैं अपनी नौकरी बदलना चाहता हूँ', 'नौकरी'],
      ['我想换一份新工作，你觉得呢？', '工作'],
      ['新しい仕事を探しています。', '仕事'],
      ['ｆｕｌｌ－ｗｉｄｔｈ letters', 'full'],
    ];
    const made = [];
    for (const [i, [text]] of cases.entries()) made.push(await conversationOf(userId, 100 - i, [text]));
    for (const [i, [, q]] of cases.entries()) {
      const res = await search(client, q);
      expect(res.status, `${q}: ${res.body}`).toBe(200);
      expect(ids(res), q).toEqual([made[i]]);
    }
    // One character of Chinese is a search too; a substring that is not there is not found.
    expect(ids(await search(client, '换'))).toEqual([made[8]]);
    expect(ids(await search(client, '工人'))).toEqual([]);
  });

  it("never returns, nor is slowed by, another user's conversations", async () => {
    const me = await signedIn();
    const other = await signedIn();
    const mine = await conversationOf(me.userId, 10, ['A question about my tomatoes']);
    await conversationOf(other.userId, 5, ['Their tomatoes are secret'], 'Tomatoes');
    expect(ids(await search(me.client, 'tomatoes'))).toEqual([mine]);
    expect(ids(await search(other.client, 'question'))).toEqual([]);
    expectError(await search(t.client(), 'tomatoes'), 401, 'UNAUTHORIZED');
  });

  it('pages like the list, without repeats or gaps, whichever way it takes', async () => {
    const { client, userId } = await signedIn();
    // 130 conversations, newest first by age: the words in every third of the newest 30, then only
    // in a few of the oldest; a title holds one of them.
    const expected: number[] = [];
    for (let i = 0; i < 130; i++) {
      const lines = [`Filler ${i}`];
      if (i % 3 === 0 && i < 30) lines.push('Notes on the violin and its bow');
      if (i >= 90 && i % 7 === 0) lines.push('More about violins', 'A new bow');
      const title = i === 60 ? 'Violin bows' : null;
      const id = await conversationOf(userId, i, lines, title);
      if (lines.some((l) => l.includes('iolin')) || title) expected.push(id);
    }
    const pages = async (
      read: (cursor: string | null) => Promise<{ items: { id: number }[]; nextCursor: string | null }>,
    ) => {
      const seen: number[] = [];
      let cursor: string | null = null;
      let count = 0;
      do {
        const page = await read(cursor);
        expect(page.items.length).toBeLessThanOrEqual(4);
        seen.push(...page.items.map((c) => c.id));
        cursor = page.nextCursor;
        count += 1;
      } while (cursor && count < 50);
      expect(count).toBe(Math.ceil(expected.length / 4));
      return seen;
    };
    const overHttp = await pages(async (cursor) => {
      const res = await search(
        client,
        'VIOLIN bow',
        `&limit=4${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(res.status, res.body).toBe(200);
      return res.json;
    });
    expect(overHttp).toEqual(expected);
    // Way 1 (the newest read one by one, then the index after them) and way 2 (the index alone).
    for (const rareBelow of [0, 1_000_000]) {
      const seen = await pages((cursor) =>
        searchConversations(
          { db: t.database.db },
          userId,
          { q: 'violin BOW', limit: 4, ...(cursor ? { cursor } : {}) },
          rareBelow,
        ),
      );
      expect(seen, `rareBelow ${rareBelow}`).toEqual(expected);
    }
  });

  it('finds rows written before search existed once the backfill has run', async () => {
    const { client, userId } = await signedIn();
    const [row] = await t.database.db
      .insert(conversations)
      .values({ userId, goatCategory: 'coach', title: 'Old Gardening notes' })
      .returning({ id: conversations.id });
    const id = row?.id ?? 0;
    await t.database.db
      .insert(messages)
      .values({ conversationId: id, isUser: true, content: 'About Beekeeping' });
    expect(ids(await search(client, 'beekeeping'))).toEqual([]);
    expect(await backfillSearch(t.database.db)).toBeGreaterThanOrEqual(2);
    expect(ids(await search(client, 'beekeeping'))).toEqual([id]);
    expect(ids(await search(client, 'gardening'))).toEqual([id]);
    const [stored] = await t.database.db
      .select({ searchText: messages.searchText })
      .from(messages)
      .where(eq(messages.conversationId, id));
    expect(stored?.searchText).toBe('about beekeeping');
  });

  it('finds what the server stored: titles, messages, a rename, and a reply cut short', async () => {
    const { client } = await signedIn();
    const created = await client.post('/api/conversations', { goatCategory: 'coach' });
    const id = created.json.id as number;
    const sent = await client.post(`/api/conversations/${id}/messages`, {
      content: 'How do I grow basil indoors?',
    });
    expect(sent.status, sent.body).toBe(200);
    expect(ids(await search(client, 'BASIL'))).toEqual([id]);
    expect((await client.request('PATCH', `/api/conversations/${id}`, { title: 'Herb Garden' })).status).toBe(
      200,
    );
    expect(ids(await search(client, 'herb garden'))).toEqual([id]);
    // A reply cut short is searched as it now reads: a word only in its unsaid part is not found.
    const reply = sent.json.botMessage as { id: number; content: string };
    const spoken = reply.content.split(' ').slice(0, 2).join(' ');
    const cut = await client.post(`/api/conversations/${id}/messages/${reply.id}/cut`, { spoken });
    expect(cut.status, cut.body).toBe(200);
    const kept = [searchable(cut.json.content), 'how do i grow basil indoors', 'herb garden'].join(' ');
    const unsaid = searchable(reply.content)
      .split(' ')
      .filter((word) => word.length > 3 && !kept.includes(word));
    expect(unsaid.length).toBeGreaterThan(0);
    expect(ids(await search(client, unsaid[0] ?? ''))).toEqual([]);
    expect(ids(await search(client, searchable(spoken)))).toEqual([id]);
  });

  it('refuses an empty, too long or wordless search with the field named, and a bad cursor', async () => {
    const { client } = await signedIn();
    const empty = await search(client, '   ');
    expectError(empty, 400, 'VALIDATION_ERROR');
    expect(empty.json.fields).toEqual({ q: conversationMessages.searchRequired });
    expectError(await client.get('/api/conversations/search'), 400, 'VALIDATION_ERROR');
    const long = await search(client, 'a'.repeat(201));
    expectError(long, 400, 'VALIDATION_ERROR');
    expect(long.json.fields).toEqual({ q: conversationMessages.searchMax });
    const wordless = await search(client, '!!! ???');
    expectError(wordless, 400, 'VALIDATION_ERROR');
    expect(wordless.json.fields).toEqual({ q: conversationMessages.searchNoWords });
    expectError(await search(client, 'x', '&cursor=nonsense'), 400, 'VALIDATION_ERROR');
    expectError(await search(client, 'x', '&limit=0'), 400, 'VALIDATION_ERROR');
    // A wildcard is a character like any other: it matches only itself (and here, nothing).
    expect((await search(client, '%_%')).status).toBe(400);
  });
});
