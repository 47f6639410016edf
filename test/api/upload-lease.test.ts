import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DocumentView } from '../../src/contract/documents.js';
import { users } from '../../src/server/db/schema/index.js';
import { DocumentReader } from '../../src/server/files/document-reader.js';
import { OneAnalysisPerPerson } from '../../src/server/files/one-analysis.js';
import type { ReceivedFile } from '../../src/server/files/read-upload.js';
import { diskStorage } from '../../src/server/files/storage.js';
import { type UploadDeps, uploadDocument } from '../../src/server/files/upload-document.js';
import { UPLOAD_CLAIM_LEASE_MS } from '../../src/server/files/upload-quota.js';
import { startTestApp, type TestApp, testClock } from '../helpers/app.js';
import { textPdf } from '../helpers/documents.js';
import { tempDir, waitFor } from '../helpers/speech.js';

/**
 * A day's upload is a claim with a 2-minute lease. Once the file has arrived, the claim is renewed
 * while the file waits for a reader and while it is read, however long that takes, and the renewing
 * ends with the upload. The reader here has one worker, held by a text file that is a named pipe: it
 * is read until the test writes to the pipe, so the waiting and the reading last as long as the test
 * wants. Time is the test's: its clock, and the timers that renew.
 */
let t: TestApp;
let dir: string;
const reader = new DocumentReader({
  timeoutMs: 10 * 60 * 1000,
  maxPages: 10,
  maxCharacters: 10_000,
  maxMemoryMb: 4096,
  workers: 1,
  maxWaiting: 5,
});
beforeAll(async () => {
  t = await startTestApp();
  dir = tempDir('vox-lease-');
}, 60_000);
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await reader.close();
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function userRow() {
  const client = t.client();
  const { user } = await client.register();
  const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
  if (!row) throw new Error('no user row');
  return row;
}

function received(file: string, bytes: Buffer, isText: boolean): ReceivedFile {
  return {
    tempPath: file,
    size: bytes.length,
    head: bytes.subarray(0, 64),
    isText,
    sha256: '',
    clientName: path.basename(file),
    fields: {},
    discard: () => rm(file, { force: true }),
  };
}

/** Writes to a named pipe once its reader has opened it, and closes it. */
async function feed(pipe: string, bytes: Buffer): Promise<void> {
  const handle = await open(pipe, 'w');
  await handle.write(bytes);
  await handle.close();
}

describe("a day's upload while its file waits and is read", () => {
  it('keeps its claim past the lease until the document is stored, then stops renewing it', async () => {
    const clock = testClock();
    const deps: UploadDeps = {
      db: t.database.db,
      clock: clock.now,
      storage: diskStorage(path.join(dir, 'files')),
      ffmpeg: undefined,
      reader,
      analyses: new OneAnalysisPerPerson(),
      log: { warn: () => {} },
    };
    const [reading, waiting] = [await userRow(), await userRow()];
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });

    // The first person's text file is read until the test writes to it.
    const pipe = path.join(dir, 'notes.txt');
    execFileSync('mkfifo', [pipe]);
    const notes = Buffer.from('Notes read at last.');
    const first = uploadDocument(deps, reading, async () => received(pipe, notes, true));
    // The second person's PDF waits for the only reader.
    const pdfFile = path.join(dir, 'plan.pdf');
    const pdf = await textPdf(['Waiting in line.']);
    writeFileSync(pdfFile, pdf);
    const second = uploadDocument(deps, waiting, async () => received(pdfFile, pdf, false));
    const analysing = async (userId: number) =>
      deps.analyses.run(userId, async () => false).catch((err: { status?: number }) => err.status === 409);
    await waitFor(
      async () => (await analysing(reading.id)) && (await analysing(waiting.id)),
      30_000,
      'analyses',
    );

    // Three minutes later, past the lease: both claims still count.
    clock.advance(3 * 60 * 1000);
    vi.advanceTimersByTime(3 * 60 * 1000);
    const live = async () => {
      const result = (await t.database.db.execute(sql`
        select count(*)::int as n from upload_claims
        where user_id in (${reading.id}, ${waiting.id}) and state = 'pending'
          and touched_at > ${new Date(clock.now().getTime() - UPLOAD_CLAIM_LEASE_MS).toISOString()}::timestamptz`)) as unknown as {
        rows: { n: number }[];
      };
      return result.rows[0]?.n === 2;
    };
    try {
      await waitFor(live, 30_000, 'both claims renewed');
    } finally {
      // Whatever happened, the reader is let go.
      await feed(pipe, notes);
    }
    const stored: DocumentView[] = await Promise.all([first, second]);
    expect(stored.map((d) => d.kind)).toEqual(['text', 'pdf']);
    const states = (await t.database.db.execute(sql`
      select state from upload_claims where user_id in (${reading.id}, ${waiting.id})`)) as unknown as {
      rows: { state: string }[];
    };
    expect(states.rows.map((r) => r.state)).toEqual(['stored', 'stored']);
    // Nothing renews the claims any more.
    expect(vi.getTimerCount()).toBe(0);
  }, 90_000);
});
