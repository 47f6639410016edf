import { and, asc, count, desc, eq, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import {
  CONVERSATION_PAGE_DEFAULT,
  CONVERSATION_PREVIEW_MAX,
  type ConversationPage,
  type ConversationSummary,
  conversationPageMessages,
} from '../../contract/conversations.js';
import type { Database } from '../db/client.js';
import { conversations, messages } from '../db/schema/index.js';
import { AppError } from '../http/app-error.js';
import { ROW_ID_MAX } from '../http/row-id.js';
import { toRecap } from './recap-view.js';

/** Where a page starts: strictly after this conversation in the list's order (newest first, then id). */
export type Position = { createdAt: string; id: number };

/**
 * The user's own conversations, newest first (ties broken by id, also newest first), one page at a
 * time, each with a preview and a message count, and how many the user has in all. The title is the
 * one the person gave it, or one made from the first message; the preview is the latest message (usually the expert's last answer), and
 * none while the first message is all there is, so the two never repeat each other. One prepared
 * query (one for the first page, one for a page after a cursor), so a request neither builds SQL nor
 * has it planned again.
 */
export async function listConversations(
  deps: { db: Database },
  userId: number,
  request: { limit?: number; cursor?: string },
): Promise<ConversationPage> {
  const limit = request.limit ?? CONVERSATION_PAGE_DEFAULT;
  const after = request.cursor ? decodeCursor(request.cursor) : null;
  const queries = preparedListQueries(deps.db);
  // One more than asked: whether it exists says if there is a next page.
  const rows = after
    ? await queries.after.execute({
        userId,
        limit: limit + 1,
        afterCreatedAt: after.createdAt,
        afterId: after.id,
      })
    : await queries.first.execute({ userId, limit: limit + 1 });
  // The total rides on every row; a page past the end has none to carry it.
  const total = rows[0]?.total ?? (after ? await countConversations(deps.db, userId) : 0);
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    items: shown.map(toSummary),
    nextCursor: rows.length > limit && last ? encodeCursor({ createdAt: last.position, id: last.id }) : null,
    total,
  };
}

async function countConversations(db: Database, userId: number): Promise<number> {
  const [all] = await db
    .select({ total: count() })
    .from(conversations)
    .where(eq(conversations.userId, userId));
  return all?.total ?? 0;
}

function listQuery(db: Database, afterCursor: boolean) {
  const userId = sql.placeholder('userId');
  return summaryQuery(db, {
    where: and(
      sql`${conversations.userId} = ${userId}`,
      afterCursor
        ? sql`(${conversations.createdAt}, ${conversations.id}) < (${sql.placeholder('afterCreatedAt')}::timestamptz, ${sql.placeholder('afterId')}::integer)`
        : undefined,
    ),
    limit: sql.placeholder('limit'),
    // Not correlated with the page: Postgres counts once per query (an InitPlan), off the index.
    total:
      sql<number>`(select count(*) from ${conversations} where ${conversations.userId} = ${userId})`.mapWith(
        Number,
      ),
  }).prepare(afterCursor ? 'list_conversations_after' : 'list_conversations');
}

/**
 * The conversations `where` picks, newest first (then id), at most `limit`, each with what the list
 * shows of it. The page is chosen first, straight off the (user_id, created_at desc, id desc) index;
 * only then do the lateral subqueries run, once per listed conversation, each on the messages'
 * (conversation_id, timestamp, id) index. Joined before the limit, they would run for every
 * conversation the user has.
 */
function summaryQuery(
  db: Database,
  pick: { where: SQL | undefined; limit: Placeholder | number; total: SQL<number> },
) {
  const page = db
    .select({
      id: conversations.id,
      goatCategory: conversations.goatCategory,
      createdAt: conversations.createdAt,
      // The exact stored value (microseconds), for the cursor: a JS Date keeps only milliseconds.
      position:
        sql<string>`to_char(${conversations.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as(
          'position',
        ),
      title: conversations.title,
      summary: conversations.summary,
    })
    .from(conversations)
    .where(pick.where)
    // NULLS LAST as in the index: a plain DESC (nulls first) could not read the index in order, and
    // Postgres would sort all of the user's conversations for every page.
    .orderBy(sql`${conversations.createdAt} desc nulls last`, sql`${conversations.id} desc nulls last`)
    .limit(pick.limit)
    .as('page');
  const counted = db
    .select({ messageCount: sql<number>`count(*)`.mapWith(Number).as('message_count') })
    .from(messages)
    .where(eq(messages.conversationId, page.id))
    .as('counted');
  const firstUserMessage = db
    .select({ id: sql<number>`${messages.id}`.as('first_id') })
    .from(messages)
    .where(and(eq(messages.conversationId, page.id), eq(messages.isUser, true)))
    .orderBy(asc(messages.timestamp), asc(messages.id))
    .limit(1)
    .as('first_user_message');
  const latestMessage = db
    .select({
      id: sql<number>`${messages.id}`.as('latest_id'),
      // Whole: the content is stored sealed, so it is cut for the preview once opened.
      content: sql<string>`${messages.content}`.mapWith(messages.content).as('latest_content'),
    })
    .from(messages)
    .where(eq(messages.conversationId, page.id))
    .orderBy(desc(messages.timestamp), desc(messages.id))
    .limit(1)
    .as('latest_message');
  return db
    .select({
      id: page.id,
      goatCategory: page.goatCategory,
      createdAt: page.createdAt,
      position: page.position,
      title: page.title,
      summary: page.summary,
      messageCount: counted.messageCount,
      firstUserId: firstUserMessage.id,
      latestId: latestMessage.id,
      latest: latestMessage.content,
      total: pick.total,
    })
    .from(page)
    .innerJoinLateral(counted, sql`true`)
    .leftJoinLateral(firstUserMessage, sql`true`)
    .leftJoinLateral(latestMessage, sql`true`)
    .orderBy(desc(page.createdAt), desc(page.id));
}

type SummaryRow = Awaited<ReturnType<typeof summaryQuery>>[number];

/** What the list says of one conversation. */
function toSummary(row: SummaryRow): ConversationSummary {
  return {
    id: row.id,
    goatCategory: row.goatCategory,
    createdAt: row.createdAt.toISOString(),
    title: row.title,
    preview: row.latestId !== null && row.latestId === row.firstUserId ? null : toPreview(row.latest),
    messageCount: row.messageCount,
    recap: row.summary ? toRecap(row.summary, row.latestId) : null,
  };
}

/**
 * The list's view of some of the user's conversations (another user's ids are left out), in the list's
 * order, with the position of each for a cursor.
 */
export async function conversationSummaries(
  db: Database,
  userId: number,
  ids: readonly number[],
): Promise<{ summary: ConversationSummary; position: Position }[]> {
  if (ids.length === 0) return [];
  const rows = await summaryQuery(db, {
    where: and(eq(conversations.userId, userId), inArray(conversations.id, [...ids])),
    limit: ids.length,
    total: sql<number>`0`.mapWith(Number),
  });
  return rows.map((row) => ({ summary: toSummary(row), position: { createdAt: row.position, id: row.id } }));
}

type ListQueries = { first: ReturnType<typeof listQuery>; after: ReturnType<typeof listQuery> };
/** Prepared once per database. */
const listQueriesByDatabase = new WeakMap<Database, ListQueries>();
function preparedListQueries(db: Database): ListQueries {
  let queries = listQueriesByDatabase.get(db);
  if (!queries) {
    queries = { first: listQuery(db, false), after: listQuery(db, true) };
    listQueriesByDatabase.set(db, queries);
  }
  return queries;
}

export function encodeCursor(position: Position): string {
  return Buffer.from(JSON.stringify([position.createdAt, position.id])).toString('base64url');
}

const exactUtc = /^([1-9]\d{3}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3})\d{3}Z$/;

/** A cursor this server wrote, or a 400 naming the field: anything else must never reach the database. */
export function decodeCursor(cursor: string): Position {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  if (Array.isArray(parsed) && parsed.length === 2) {
    const [createdAt, id] = parsed;
    const millis = typeof createdAt === 'string' ? exactUtc.exec(createdAt)?.[1] : undefined;
    // A real instant: a date such as 02-30 would roll over in JS and be refused by Postgres.
    const real = millis !== undefined && safeIso(`${millis}Z`) === `${millis}Z`;
    if (real && Number.isInteger(id) && id >= 1 && id <= ROW_ID_MAX) return { createdAt, id };
  }
  throw AppError.validation({ cursor: conversationPageMessages.cursor });
}

function safeIso(value: string): string | null {
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** Whitespace collapsed and trimmed; longer text is cut to the limit, ending in an ellipsis. */
export function toPreview(content: string | null): string | null {
  if (content === null) return null;
  // Only as much of the text as the preview can show is looked at (characters, not UTF-16 units).
  const characters: string[] = [];
  let space = false;
  for (const character of content) {
    if (isSpace(character)) {
      space = characters.length > 0;
      continue;
    }
    if (space) characters.push(' ');
    space = false;
    characters.push(character);
    if (characters.length > CONVERSATION_PREVIEW_MAX) break;
  }
  if (characters.length === 0) return null;
  if (characters.length <= CONVERSATION_PREVIEW_MAX) return characters.join('');
  return `${characters
    .slice(0, CONVERSATION_PREVIEW_MAX - 1)
    .join('')
    .trimEnd()}…`;
}

/** JavaScript's \s, with the common printable ASCII answered without a regular expression. */
function isSpace(character: string): boolean {
  const code = character.charCodeAt(0);
  if (code > 32 && code < 127) return false;
  return /\s/.test(character);
}
