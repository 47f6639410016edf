// Voice latency: from sending the user's text to the first audio byte of the first
// sentence. The local OpenAI-compatible server answers with 300 ms to the first token, 50 tokens/s
// and 200 ms to the first speech byte; the reply has 120 tokens. Two paths, 30 runs each:
// - streamed: POST /api/chat/stream, and on the first `sentence` event GET /api/tts for it;
// - whole reply: POST /api/chat, then GET /api/tts for the whole reply.
// Overhead = streamed - ideal, ideal = 300 + (k-1)*20 + 200 ms (k = tokens in the first sentence).
// Run: npm run bench -- voice-latency
import { startBenchApp } from './bench-app.js';
import { IDEAL_MS, K, percentile, SPEECH_FIRST_BYTE_MS, startVoiceProvider } from './voice-provider.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);

/** The first byte of a guest's speech of `text`, with the speech token its reply came with. */
async function firstAudioByte(base: string, text: string, token: string): Promise<void> {
  const res = await fetch(`${base}/api/tts?${new URLSearchParams({ text, token, voice: 'nova' })}`);
  if (!res.ok || !res.body) throw new Error(`tts ${res.status}`);
  const reader = res.body.getReader();
  await reader.read();
  await reader.cancel();
}

/** Per streamed run: when the first sentence event arrived, and how long its first audio byte took. */
const stages: { sentenceMs: number; speechMs: number }[] = [];

/**
 * A browser talks to the app over connections it already holds (the page and its assets came over
 * them, and the voice screen calls /api/voice/warm when the microphone is tapped). Each run here ends by
 * cancelling streams, which closes their connections, so two are opened again before the clock starts:
 * otherwise the bench would time its own TCP set-up (about 15 ms a connection on this machine).
 */
async function warmConnections(base: string): Promise<void> {
  await fetch(`${base}/api/voice/warm`, { method: 'POST' }).then((r) => r.arrayBuffer());
  await Promise.all([1, 2].map(() => fetch(`${base}/healthz`).then((r) => r.arrayBuffer())));
}

async function streamedRun(base: string, run: number): Promise<number> {
  await warmConnections(base);
  const started = performance.now();
  const res = await fetch(`${base}/api/chat/stream`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message: `How do I begin? run ${run}`, category: 'coach' }),
  });
  if (!res.ok || !res.body) throw new Error(`stream ${res.status}`);
  const decoder = new TextDecoder();
  const reader = res.body.getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error('stream ended without a sentence');
    buffer += decoder.decode(value, { stream: true });
    const match = /event: sentence\ndata: (.*)\n/.exec(buffer);
    if (match?.[1]) {
      const sentence = JSON.parse(match[1]) as { text: string; speechToken: string };
      const sentenceAt = performance.now();
      await firstAudioByte(base, sentence.text, sentence.speechToken);
      const elapsed = performance.now() - started;
      stages.push({ sentenceMs: sentenceAt - started, speechMs: performance.now() - sentenceAt });
      await reader.cancel();
      return elapsed;
    }
  }
}

async function wholeReplyRun(base: string, run: number): Promise<number> {
  await warmConnections(base);
  const started = performance.now();
  const res = await fetch(`${base}/api/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message: `How do I begin? run ${run + 1000}`, category: 'coach' }),
  });
  if (!res.ok) throw new Error(`chat ${res.status}`);
  const { response, speechToken } = (await res.json()) as { response: string; speechToken: string };
  await firstAudioByte(base, response, speechToken);
  return performance.now() - started;
}

const round = (x: number) => Math.round(x);

export async function benchVoiceLatency(): Promise<Record<string, number>> {
  const fake = await startVoiceProvider(120);
  const { base, close } = await startBenchApp({
    AI_BASE_URL: fake.url,
    AI_API_KEY: 'bench',
    AI_MAX_RETRIES: '0',
    ATTEMPT_LIMIT_MULTIPLIER: '100',
    SPEECH_QUOTAS: '{"tts":{"guest":10000000}}',
    LOG_LEVEL: 'silent',
  });
  try {
    await streamedRun(base, -1); // warm-up: connections, JIT, first query
    stages.length = 0;
    const streamed: number[] = [];
    const whole: number[] = [];
    for (let i = 0; i < RUNS; i++) streamed.push(await streamedRun(base, i));
    for (let i = 0; i < RUNS; i++) whole.push(await wholeReplyRun(base, i));
    const ideal = IDEAL_MS;
    const overhead = streamed.map((ms) => ms - ideal);
    return {
      firstSentenceTokens: K,
      idealMs: ideal,
      streamedP50Ms: round(percentile(streamed, 50)),
      streamedP95Ms: round(percentile(streamed, 95)),
      wholeReplyP50Ms: round(percentile(whole, 50)),
      wholeReplyP95Ms: round(percentile(whole, 95)),
      overheadP50Ms: round(percentile(overhead, 50)),
      // Where the overhead goes: to the first sentence event (ideal 300 + (k-1)*20) and to speech's
      // first byte through our /api/tts (ideal 200).
      firstSentenceOverP50Ms: round(
        percentile(
          stages.map((s) => s.sentenceMs - ideal + SPEECH_FIRST_BYTE_MS),
          50,
        ),
      ),
      speechOverP50Ms: round(
        percentile(
          stages.map((s) => s.speechMs - SPEECH_FIRST_BYTE_MS),
          50,
        ),
      ),
      overheadP95Ms: round(percentile(overhead, 95)),
      speedupP50: Math.round((percentile(whole, 50) / percentile(streamed, 50)) * 10) / 10,
    };
  } finally {
    await close();
    await fake.close();
  }
}
