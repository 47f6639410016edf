import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SafetyCheck } from '../../src/server/safety/safety-check.js';
import { type TurnRoute, turnRoutes } from '../../src/server/turns/turn-kinds.js';
import type { TestClient } from '../helpers/app.js';
import { type ChatTestApp, parseEvents, reply, startChatApp } from '../helpers/chat.js';
import {
  type OpenApiDocument,
  type Operation,
  operationsOf,
  readOpenApi,
  resolveSchema,
} from '../helpers/openapi.js';

/** Body fields that carry a person's own words to the expert. */
const WORDS_FIELDS = ['message', 'content'];

/**
 * Routes whose body has such a field but that answer no reply, each with the reason. Anything else
 * that takes a person's words must run the turn pipeline and be in its table (turnRoutes).
 */
const notTurns: Record<string, string> = {
  'POST /api/contact': 'a message to the team, read by people; no expert replies to it',
  'POST /api/admin/contact-tickets/{id}/replies': "staff's answer to a person's message; no expert reads it",
  'POST /api/extract-reminders':
    'finds reminders in a message already sent as a turn (which had its safety care); answers no reply',
};

/** The operations that take a person's words and are neither a listed turn nor a listed exception. */
function untreatedRoutes(doc: OpenApiDocument): string[] {
  const takesWords = (op: Operation) =>
    Object.values(op.operation.requestBody?.content ?? {}).some(({ schema }) => {
      const properties = resolveSchema(doc, schema).properties ?? {};
      return WORDS_FIELDS.some((field) => field in properties);
    });
  return operationsOf(doc)
    .filter(takesWords)
    .map((op) => op.key)
    .filter((key) => !(key in turnRoutes) && !(key in notTurns));
}

let t: ChatTestApp;
let doc: OpenApiDocument;
const checked: { text: string; language: string }[] = [];
const check: SafetyCheck = async ({ text, language }) => {
  checked.push({ text, language });
  // The model's check hears worry the phrases miss.
  if (text.includes('giving my things away')) return { kinds: ['suicide'], topics: [], source: 'model' };
  return null;
};
beforeAll(async () => {
  t = await startChatApp({ safetyCheck: check });
  t.model.behaviour = reply('I am here with you.');
  doc = await readOpenApi(t.client());
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('every route that takes a person’s words runs the turn pipeline', () => {
  it('lists in the pipeline’s table every operation whose body carries a message', () => {
    const untreated = untreatedRoutes(doc);
    expect(
      untreated,
      `route these through the turn pipeline (runTurn) and list them in turnRoutes: ${untreated.join(', ')}`,
    ).toEqual([]);
    const keys = operationsOf(doc).map((op) => op.key);
    for (const route of [...Object.keys(turnRoutes), ...Object.keys(notTurns)]) expect(keys).toContain(route);
  });

  it('fails for a new route that takes a message outside the table', () => {
    const added: OpenApiDocument = {
      ...doc,
      paths: {
        ...doc.paths,
        '/api/new-chat': {
          post: {
            requestBody: {
              content: {
                'application/json': {
                  schema: { type: 'object', properties: { message: { type: 'string' } } },
                },
              },
            },
          },
        },
      },
    };
    expect(untreatedRoutes(added)).toEqual(['POST /api/new-chat']);
  });
});

/** What a route answered to one message: the help card, the advice line, the reply. */
type Answer = {
  safety: { kinds: string[]; country: string } | undefined;
  adviceNote?: string;
  /** A streamed answer's first event. */
  first?: string;
};

/** How each route of the table is sent one message (the type needs a line for every route). */
const send: Record<TurnRoute, (text: string, language: string) => Promise<Answer>> = {
  'POST /api/conversations/{id}/messages': async (content, detectedLanguage) => {
    const { client, id } = await conversation();
    const res = await client.post(`/api/conversations/${id}/messages`, { content, detectedLanguage });
    expect(res.status, res.body).toBe(200);
    return { safety: res.json.safety, adviceNote: res.json.botMessage.adviceNote };
  },
  'POST /api/conversations/{id}/messages/stream': async (content, detectedLanguage) => {
    const { client, id } = await conversation();
    return streamed(
      await client.post(`/api/conversations/${id}/messages/stream`, { content, detectedLanguage }),
      (done) => done.botMessage.adviceNote,
    );
  },
  'POST /api/chat': async (message, detectedLanguage) => {
    const res = await t.client().post('/api/chat', { message, detectedLanguage });
    expect(res.status, res.body).toBe(200);
    return { safety: res.json.safety, adviceNote: res.json.adviceNote };
  },
  'POST /api/chat/stream': async (message, detectedLanguage) =>
    streamed(
      await t.client().post('/api/chat/stream', { message, detectedLanguage }),
      (done) => done.adviceNote,
    ),
  'POST /api/assistant/chat': async (message, detectedLanguage) => {
    const res = await t.client().post('/api/assistant/chat', { message, detectedLanguage });
    expect(res.status, res.body).toBe(200);
    expect(res.json.response).toBe('I am here with you.');
    return { safety: res.json.safety, adviceNote: res.json.adviceNote };
  },
};

async function conversation(): Promise<{ client: TestClient; id: number }> {
  const client = t.client();
  await client.register();
  const res = await client.post('/api/conversations', { goatCategory: 'coach' });
  expect(res.status, res.body).toBe(201);
  return { client, id: res.json.id };
}

/** A streamed answer: the last help card sent is the one `done` carries. */
function streamed(
  res: { status: number; body: string },
  note: (done: ReturnType<typeof parseEvents>[number]['data']) => string | undefined,
): Answer {
  expect(res.status, res.body).toBe(200);
  const events = parseEvents(res.body);
  const done = events.at(-1);
  expect(done?.event).toBe('done');
  expect(done?.data.safety).toEqual(events.filter((e) => e.event === 'safety').at(-1)?.data);
  return { safety: done?.data.safety, adviceNote: note(done?.data), first: events[0]?.event };
}

describe.each(Object.keys(turnRoutes) as TurnRoute[])('%s', (route) => {
  it('gives the help card from the offline detector, in the message’s language, and tells the model', async () => {
    const answer = await send[route]('ich will nicht mehr leben', 'de-DE');
    expect(answer.safety?.kinds).toEqual(['suicide']);
    expect(answer.safety?.country).toBe('DE');
    expect(answer.adviceNote).toBeUndefined();
    // Streamed, the card comes before any text.
    if (answer.first !== undefined) expect(answer.first).toBe('safety');
    const request = t.model.requests.at(-1);
    expect(request?.crisis).toEqual(['suicide']);
    expect(request?.language).toBe('de-DE');
  });

  it('runs the model’s safety check beside the reply, whose finding gives the card too', async () => {
    const text = `${route}: I have been giving my things away`;
    const answer = await send[route](text, 'en-US');
    expect(checked).toContainEqual({ text, language: 'en-US' });
    expect(answer.safety?.kinds).toEqual(['suicide']);
  });

  it('puts the not-professional-advice line under an answer to a medical question, and no card', async () => {
    const answer = await send[route]('what dosage of ibuprofen is safe for a headache', 'en-US');
    expect(answer.safety).toBeUndefined();
    expect(answer.adviceNote).toBe('General information, not medical advice: please check with a doctor.');
  });
});
