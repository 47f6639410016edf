// Upload and analysis of a 10 MB PDF (300 pages of text, padded to 10 MB): the time the upload takes
// (sent, read page by page, stored), then the time until the expert's (offline) answer about it has
// streamed, and the server's peak memory. Three runs, one per upload a Free account has in a day.
// Run: npm run build && npm run bench -- document-upload
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { ensureBuilt, freePort, startServer, tempDataDir } from '../tools/server-process.js';

const TEN_MB = 10 * 1024 * 1024;

async function tenMegabytePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let p = 0; p < 300; p++) {
    const page = doc.addPage([595, 842]);
    for (let i = 0; i < 45; i++) {
      page.drawText(
        `Page ${p + 1}, line ${i + 1}: the quarterly figures show steady growth in every region.`,
        {
          x: 40,
          y: 800 - i * 17,
          size: 10,
          font,
        },
      );
    }
  }
  const pdf = Buffer.from(await doc.save());
  const padding = Buffer.alloc(Math.max(0, TEN_MB - pdf.length), ' ');
  for (let i = 0; i < padding.length; i += 80) padding.write('\n%', i);
  return Buffer.concat([pdf, padding]);
}

const peakRssMb = (pid: number | undefined) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
};

export async function benchDocumentUpload(): Promise<Record<string, number>> {
  ensureBuilt();
  const pdf = await tenMegabytePdf();
  const server = await startServer(tempDataDir(), await freePort());
  try {
    const startRssMb = peakRssMb(server.process.pid);
    const origin = server.url;
    const register = await fetch(`${origin}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({
        username: `bench-${Date.now()}@example.com`,
        password: 'correct horse battery',
        securityQuestion: 'What was the name of your first pet?',
        securityAnswer: 'Biscuit',
      }),
    });
    const cookie = (register.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const headers = { cookie, origin };
    // One conversation (the Free plan starts two a day); each question brings a new file into it.
    const created = await fetch(`${origin}/api/conversations`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ goatCategory: 'business' }),
    });
    const { id } = (await created.json()) as { id: number };
    const uploads: number[] = [];
    const answers: number[] = [];
    for (let run = 0; run < 3; run++) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'report.pdf');
      let started = performance.now();
      const up = await fetch(`${origin}/api/upload`, { method: 'POST', headers, body: form });
      if (up.status !== 201) throw new Error(`upload answered ${up.status}: ${await up.text()}`);
      uploads.push(performance.now() - started);
      const { id: documentId } = (await up.json()) as { id: number };
      started = performance.now();
      const answer = await fetch(`${origin}/api/conversations/${id}/messages/stream`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          content: 'What can you tell me about report.pdf?',
          documentIds: [documentId],
        }),
      });
      const events = await answer.text();
      if (!events.includes('event: done')) throw new Error(`no answer: ${events.slice(0, 300)}`);
      answers.push(performance.now() - started);
    }
    const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
    return {
      pdfBytes: pdf.length,
      uploadMedianMs: Math.round(sorted(uploads)[1] ?? 0),
      uploadMaxMs: Math.round(sorted(uploads)[2] ?? 0),
      answerMedianMs: Math.round(sorted(answers)[1] ?? 0),
      answerMaxMs: Math.round(sorted(answers)[2] ?? 0),
      serverPeakRssAtStartMb: startRssMb,
      serverPeakRssMb: peakRssMb(server.process.pid),
    };
  } finally {
    await server.stop();
  }
}
