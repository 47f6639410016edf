// A worst-case PDF read while others use the server: 10 MB of pages that each inflate, through two
// nested FlateDecode filters, to 1 GB of text operators. While one Free account's upload of it is
// read (in a worker thread, within its bounds), another person's /healthz and voice turns are timed:
// /healthz every 20 ms (p50, p99, max), and the time to the first event of a streamed conversation
// turn (a Free account: 3 turns idle, then up to 7 while the file is read, of its 10 replies),
// against the same turn with the server idle.
// Run: npm run build && npm run bench -- hostile-pdf
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { createDeflate, deflateSync } from 'node:zlib';
import { MAX_UPLOAD_BYTES } from '../src/contract/documents.js';
import { writePdf } from '../test/helpers/hostile-pdfs.js';
import { ensureBuilt, freePort, startServer, tempDataDir } from '../tools/server-process.js';

const INFLATED_BYTES = 1024 * 1024 * 1024;

/** Deflates `total` bytes of `chunk` repeated, without holding them. */
async function deflateRepeated(chunk: Buffer, total: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (piece: Buffer) => out.push(piece));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  for (let written = 0; written < total; written += chunk.length) {
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat(out);
}

/** As many pages as fit in 10 MB, every one showing the same doubly deflated gigabyte. */
export async function worstCasePdf(): Promise<{ pdf: Buffer; pages: number }> {
  const ops = Buffer.alloc(1024 * 1024, 'BT /F1 12 Tf 20 100 Td (Again and again and again.) Tj ET\n');
  const bomb = deflateSync(await deflateRepeated(ops, INFLATED_BYTES), { level: 9 });
  const head = (pages: number) => {
    const kids = Array.from({ length: pages }, (_, i) => `${i + 5} 0 R`).join(' ');
    return [
      '<< /Type /Catalog /Pages 2 0 R >>',
      `<< /Type /Pages /Count ${pages} /Kids [${kids}] /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> >>`,
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
      { dict: `<< /Length ${bomb.length} /Filter [/FlateDecode /FlateDecode] >>`, stream: bomb },
    ];
  };
  const page = '<< /Type /Page /Parent 2 0 R /Contents 4 0 R >>';
  // Each page costs its object, its cross-reference entry and its reference in /Kids (longer as
  // the numbers grow): start from a guess and take pages off until the file fits.
  let pages = Math.floor(MAX_UPLOAD_BYTES / 80);
  for (;;) {
    const pdf = writePdf([...head(pages), ...Array.from({ length: pages }, () => page)]);
    if (pdf.length <= MAX_UPLOAD_BYTES) return { pdf, pages };
    pages -= Math.ceil((pdf.length - MAX_UPLOAD_BYTES) / 70);
  }
}

const peakRssMb = (pid: number | undefined) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
};

const percentile = (list: number[], p: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return (
    Math.round((sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0) * 10) / 10
  );
};

async function signUp(origin: string, name: string): Promise<Record<string, string>> {
  const res = await fetch(`${origin}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({
      username: `${name}-${Date.now()}@example.com`,
      password: 'correct horse battery',
      securityQuestion: 'What was the name of your first pet?',
      securityAnswer: 'Biscuit',
    }),
  });
  if (res.status !== 201) throw new Error(`register answered ${res.status}`);
  return { cookie: (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '', origin };
}

/** Milliseconds from sending a turn to its first streamed event (the rest is read and dropped). */
async function firstEventMs(origin: string, headers: Record<string, string>, id: number, n: number) {
  const started = performance.now();
  const res = await fetch(`${origin}/api/conversations/${id}/messages/stream`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ content: `How do I plan my week? (${n})` }),
  });
  if (!res.ok || !res.body) throw new Error(`turn answered ${res.status}`);
  const reader = res.body.getReader();
  await reader.read();
  const ms = performance.now() - started;
  while (!(await reader.read()).done) {}
  return ms;
}

export async function benchHostilePdf(): Promise<Record<string, number>> {
  ensureBuilt();
  const made = performance.now();
  const { pdf, pages } = await worstCasePdf();
  const makeMs = performance.now() - made;
  const server = await startServer(tempDataDir(), await freePort());
  try {
    const origin = server.url;
    const uploader = await signUp(origin, 'uploader');
    const talker = await signUp(origin, 'talker');
    const created = await fetch(`${origin}/api/conversations`, {
      method: 'POST',
      headers: { ...talker, 'content-type': 'application/json' },
      body: JSON.stringify({ goatCategory: 'coach' }),
    });
    const { id } = (await created.json()) as { id: number };
    const idleTurns: number[] = [];
    for (let n = 0; n < 3; n++) idleTurns.push(await firstEventMs(origin, talker, id, n));

    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'worst.pdf');
    let uploading = true;
    const started = performance.now();
    const upload = fetch(`${origin}/api/upload`, { method: 'POST', headers: uploader, body: form }).then(
      async (res) => {
        uploading = false;
        return { status: res.status, body: (await res.json()) as { meta?: Record<string, unknown> } };
      },
    );
    const health: number[] = [];
    const probeHealth = async () => {
      while (uploading) {
        const at = performance.now();
        await fetch(`${origin}/healthz`).then((r) => r.arrayBuffer());
        if (uploading) health.push(performance.now() - at);
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    const turns: number[] = [];
    const talk = async () => {
      for (let n = 3; uploading && n < 10; n++) {
        await new Promise((r) => setTimeout(r, 500));
        if (uploading) turns.push(await firstEventMs(origin, talker, id, n));
      }
    };
    const [answer] = await Promise.all([upload, probeHealth(), talk()]);
    const uploadMs = performance.now() - started;
    if (answer.status !== 201)
      throw new Error(`upload answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return {
      pdfBytes: pdf.length,
      pdfPages: pages,
      inflatedBytesPerPage: INFLATED_BYTES,
      pdfMadeInMs: Math.round(makeMs),
      uploadMs: Math.round(uploadMs),
      truncated: answer.body.meta?.truncated === true ? 1 : 0,
      healthzCount: health.length,
      healthzP50Ms: percentile(health, 50),
      healthzP99Ms: percentile(health, 99),
      healthzMaxMs: percentile(health, 100),
      turnFirstEventIdleMedianMs: percentile(idleTurns, 50),
      turnsDuringRead: turns.length,
      turnFirstEventDuringReadMedianMs: percentile(turns, 50),
      turnFirstEventDuringReadMaxMs: percentile(turns, 100),
      serverPeakRssMb: peakRssMb(server.process.pid),
    };
  } finally {
    await server.stop();
  }
}
