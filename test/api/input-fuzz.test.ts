import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAdmin } from '../../src/server/accounts/admins.js';
import { type FakeOpenAI, startFakeOpenAI } from '../fake-openai/server.js';
import { startTestApp, type TestApp, type TestClient, type TestResponse } from '../helpers/app.js';
import { streamFailure } from '../helpers/chat.js';
import { expectErrorShape } from '../helpers/http-assertions.js';
import {
  documentedKeys,
  fillPath,
  type OpenApiDocument,
  type Operation,
  operationsOf,
  readOpenApi,
} from '../helpers/openapi.js';
import { fuzzBody, fuzzMultipart, fuzzPathValue, fuzzQuery } from '../helpers/schema-fuzz.js';
import { tempDir } from '../helpers/speech.js';

/**
 * Every operation of /api/openapi.json that takes a body, a query or path parameters gets inputs
 * generated from its own schemas, mostly malformed (wrong types, missing and extra fields, nulls,
 * huge and odd strings, ids out of range), sent by a signed-in user. No answer may be a 5xx (nor a
 * stream's error event for a server failure), and every 4xx has the error body {error, message,
 * fields?} plus the fields the route documents for that status. A new operation is covered without a
 * change here.
 *
 * FUZZ_RUNS (default 25) sets the inputs per operation, FUZZ_SEED (default fixed) the seed; a
 * failure prints the seed and the path to replay it.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);

let t: TestApp;
let fakeAi: FakeOpenAI;
let doc: OpenApiDocument;
let operations: Operation[];
beforeAll(async () => {
  fakeAi = await startFakeOpenAI({ speechSecondsPerChar: 0.0001 });
  t = await startTestApp({ config: { dataDir: tempDir(), AI_BASE_URL: fakeAi.url, AI_API_KEY: 'sk-fake' } });
  doc = await readOpenApi(t.client());
  operations = operationsOf(doc).filter(takesInput);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await fakeAi?.close();
});

function takesInput({ operation }: Operation): boolean {
  return (
    operation.requestBody !== undefined ||
    (operation.parameters ?? []).some((p) => p.in === 'path' || p.in === 'query') ||
    (operation.consumes ?? []).includes('multipart/form-data')
  );
}

type Input = { url: string; body?: string; payload?: Buffer; headers: Record<string, string> };

/**
 * A signed-in user with a conversation (and a reply) and a reminder: their ids are among the path
 * values. For the admin routes the user is an admin, so that their input is read at all.
 */
async function signedInWithData(admin = false): Promise<{ client: TestClient; ids: string[] }> {
  const client = t.client();
  const { username } = await client.register();
  if (admin) await setAdmin(t.database.db, [username], true);
  const conversation = await client.post('/api/conversations', { goatCategory: 'coach' });
  const sent = await client.post(`/api/conversations/${conversation.json.id}/messages`, {
    content: 'Hello there',
  });
  const reminder = await client.post('/api/reminders', {
    title: 'Water plants',
    description: 'The big ones',
    scheduledTime: new Date(Date.now() + 86_400_000).toISOString(),
  });
  const ids = [conversation.json.id, sent.json.userMessage?.id, sent.json.botMessage?.id, reminder.json.id];
  return { client, ids: ids.filter((id) => id !== undefined).map(String) };
}

function inputsFor(op: Operation, knownIds: string[]): fc.Arbitrary<Input> {
  const parameters = op.operation.parameters ?? [];
  const pathNames = parameters.filter((p) => p.in === 'path').map((p) => p.name);
  const query = parameters.filter((p) => p.in === 'query');
  const jsonSchema = op.operation.requestBody?.content['application/json']?.schema;
  const multipartBody = (op.operation.consumes ?? []).includes('multipart/form-data');
  type Upload = { payload: Buffer; headers: Record<string, string> };
  const none = fc.constant(undefined);
  return fc
    .record({
      path: fc.tuple(...pathNames.map(() => fuzzPathValue(knownIds))),
      query: query.length > 0 ? fuzzQuery(doc, query) : fc.constant(''),
      body: jsonSchema ? fuzzBody(doc, jsonSchema).map((b): string | undefined => b) : none,
      upload: multipartBody ? fuzzMultipart().map((u): Upload | undefined => u) : none,
    })
    .map(({ path, query: q, body, upload }) => {
      const url = fillPath(op.path, Object.fromEntries(pathNames.map((name, i) => [name, path[i] ?? ''])));
      const input: Input = { url: q ? `${url}?${q}` : url, headers: {} };
      if (body !== undefined) {
        input.body = body;
        input.headers['content-type'] = 'application/json';
      }
      if (upload) {
        input.payload = upload.payload;
        Object.assign(input.headers, upload.headers);
      }
      return input;
    });
}

async function send(client: TestClient, method: string, input: Input): Promise<TestResponse> {
  const payload = input.payload ?? input.body;
  return client.request(method as 'GET', input.url, payload, input.headers);
}

const describeInput = (op: Operation, input: Input) =>
  `${op.method} ${input.url.slice(0, 300)} body ${(input.body ?? input.payload?.toString('latin1') ?? '').slice(0, 300)}`;

describe('malformed and borderline input never gets a 5xx, and every 4xx has the error shape', () => {
  it('covers at least the operations that take input', () => {
    expect(operations.length).toBeGreaterThan(20);
  });

  // One test per operation; the list is read from the document when the file starts.
  it('every operation', async () => {
    const failures: string[] = [];
    for (const op of operations) {
      const { client, ids } = await signedInWithData(op.key.includes(' /api/admin/'));
      const result = await fc.check(
        fc.asyncProperty(inputsFor(op, ids), async (input) => {
          const res = await send(client, op.method, input);
          if (res.status >= 500) {
            throw new Error(`${res.status} for ${describeInput(op, input)}: ${res.body.slice(0, 300)}`);
          }
          const failure = streamFailure(res);
          if (failure) throw new Error(`stream error ${failure} for ${describeInput(op, input)}`);
          if (res.status >= 400) {
            try {
              expectErrorShape(res, documentedKeys(doc, op.operation, res.status));
            } catch (err) {
              throw new Error(`bad error body for ${describeInput(op, input)}: ${String(err).slice(0, 500)}`);
            }
          }
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      if (result.failed) {
        failures.push(
          `${op.key}: ${String(result.errorInstance).slice(0, 900)} (seed ${result.seed}, path ${result.counterexamplePath})`,
        );
      }
    }
    expect(failures).toEqual([]);
  }, 900_000);
});
