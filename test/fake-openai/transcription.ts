import type { FakeContext } from './types.js';

export type MultipartFile = { name: string; type: string; size: number };

/** A small multipart/form-data parser: text fields as strings, the file part as {name, type, size}. */
export function parseMultipart(raw: Buffer, contentType: string): Record<string, string | MultipartFile> {
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  const fields: Record<string, string | MultipartFile> = {};
  if (!boundary) return fields;
  const delimiter = Buffer.from(`--${boundary}`);
  let start = raw.indexOf(delimiter);
  while (start !== -1) {
    const next = raw.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    const part = raw.subarray(start + delimiter.length + 2, next - 2); // skip CRLF after delimiter and before next
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd !== -1) {
      const head = part.subarray(0, headerEnd).toString('utf8');
      const content = part.subarray(headerEnd + 4);
      const name = /name="([^"]*)"/i.exec(head)?.[1];
      const filename = /filename="([^"]*)"/i.exec(head)?.[1];
      const type = /content-type:\s*([^\r\n]+)/i.exec(head)?.[1] ?? 'application/octet-stream';
      if (name) {
        fields[name] =
          filename === undefined ? content.toString('utf8') : { name: filename, type, size: content.length };
      }
    }
    start = next;
  }
  return fields;
}

/** POST /v1/audio/transcriptions: answers like OpenAI for response_format json, verbose_json and text. */
export async function handleTranscription(ctx: FakeContext): Promise<void> {
  const body = (ctx.entry.body ?? {}) as Record<string, unknown>;
  const { res } = ctx;
  if (!body.file || typeof body.file !== 'object' || !body.model) {
    res.writeHead(400, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        error: { message: "'file' and 'model' are required", type: 'invalid_request_error', code: null },
      }),
    );
    return;
  }
  if (!(await ctx.wait(ctx.options.firstTokenDelayMs))) return;
  const text = ctx.options.transcriptionText;
  const format = typeof body.response_format === 'string' ? body.response_format : 'json';
  if (format === 'text') {
    res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(text);
    return;
  }
  const language = typeof body.language === 'string' ? body.language : 'english';
  const json =
    format === 'verbose_json'
      ? { task: 'transcribe', language, duration: 1.5, text, segments: [], words: [] }
      : { text, usage: { type: 'duration', seconds: 2 } };
  const out = JSON.stringify(json);
  res.writeHead(200, { 'content-type': 'application/json' });
  if (ctx.options.failure === 'broken-stream') {
    res.write(out.slice(0, Math.floor(out.length / 2)));
    res.socket?.destroy();
    return;
  }
  res.end(out);
}
