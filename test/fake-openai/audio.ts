import type { FakeContext } from './types.js';

const sampleRate = 24_000;

/** A 16-bit mono 24 kHz WAV of a quiet 440 Hz tone lasting `seconds`. */
export function makeWav(seconds: number): Buffer {
  const samples = Math.max(1, Math.round(seconds * sampleRate));
  const data = samples * 2;
  const wav = Buffer.alloc(44 + data);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + data, 4);
  wav.write('WAVE', 8, 'ascii');
  wav.write('fmt ', 12, 'ascii');
  wav.writeUInt32LE(16, 16); // fmt chunk size
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2, 28); // byte rate
  wav.writeUInt16LE(2, 32); // block align
  wav.writeUInt16LE(16, 34); // bits per sample
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(data, 40);
  for (let i = 0; i < samples; i++) {
    wav.writeInt16LE(Math.round(1200 * Math.sin((2 * Math.PI * 440 * i) / sampleRate)), 44 + i * 2);
  }
  return wav;
}

type SpeechBody = {
  model?: string;
  input?: unknown;
  voice?: string;
  speed?: number;
  response_format?: string;
};

function invalid(ctx: FakeContext, message: string): void {
  ctx.res.writeHead(400, { 'content-type': 'application/json' });
  ctx.res.end(JSON.stringify({ error: { message, type: 'invalid_request_error', code: null } }));
}

/**
 * POST /v1/audio/speech. Always answers WAV bytes labelled audio/wav, whatever response_format asks
 * (the label stays honest). Duration: speechSecondsPerChar per input character, divided by speed.
 */
export async function handleSpeech(ctx: FakeContext): Promise<void> {
  const body = (ctx.entry.body ?? {}) as SpeechBody;
  if (typeof body.input !== 'string' || body.input.length === 0) return invalid(ctx, "'input' is required");
  if (!body.voice) return invalid(ctx, "'voice' is required");
  const speed = typeof body.speed === 'number' && body.speed > 0 ? body.speed : 1;
  const wav = makeWav(Math.max(0.2, (body.input.length * ctx.options.speechSecondsPerChar) / speed));
  if (!(await ctx.wait(ctx.options.firstByteDelayMs))) return;
  ctx.res.writeHead(200, { 'content-type': 'audio/wav', 'transfer-encoding': 'chunked' });
  const parts = 4;
  const size = Math.ceil(wav.length / parts);
  const broken = ctx.options.failure === 'broken-stream';
  for (let i = 0; i < parts; i++) {
    if (broken && i === parts / 2) {
      ctx.res.socket?.destroy();
      return;
    }
    if (i > 0 && !(await ctx.wait(1))) return;
    ctx.res.write(wav.subarray(i * size, (i + 1) * size));
  }
  ctx.res.end();
}
