// Premium's "Faster processing" under load: with the provider saturated, how long a Premium person's
// turn waits for its first sentence against a Free person's. The app runs as `npm start` does (one
// process, AI_MAX_CONCURRENT calls to the provider at once) against the local OpenAI-compatible
// provider of the voice benchmarks (300 ms to the first token, 50 tokens/s, a 120-token reply, so a
// reply holds its slot about 2.7 s). BENCH_TURNS turns (default 200, half Premium, half Free,
// interleaved, Free first in each pair) are sent at once, each by its own signed-in person in a
// conversation of their own; the figure is the time from sending to the first `sentence` event.
// Run: npm run bench -- model-priority
import { startBenchApp } from './bench-app.js';
import { percentile, startVoiceProvider } from './voice-provider.js';

const TURNS = Number(process.env.BENCH_TURNS ?? 200);
const CONCURRENT = Number(process.env.BENCH_AI_MAX_CONCURRENT ?? 8);

/** One signed-in person: their session cookie, kept as a browser would. */
class Person {
  private cookie = '';
  constructor(private readonly base: string) {}

  async call(method: string, url: string, body?: unknown): Promise<Response> {
    const res = await fetch(`${this.base}${url}`, {
      method,
      headers: { 'content-type': 'application/json', ...(this.cookie ? { cookie: this.cookie } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const set = res.headers.getSetCookie();
    if (set.length > 0) this.cookie = set.map((c) => c.split(';')[0]).join('; ');
    return res;
  }

  async json(method: string, url: string, body?: unknown): Promise<Record<string, unknown>> {
    const res = await this.call(method, url, body);
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return (await res.json()) as Record<string, unknown>;
  }
}

/** A registered person with a conversation; Premium bought through the sandbox checkout when asked. */
async function person(base: string, premium: boolean): Promise<{ who: Person; conversation: number }> {
  const who = new Person(base);
  await who.json('POST', '/api/register', {
    username: `bench-${Math.random().toString(36).slice(2)}@example.com`,
    password: 'correct horse battery',
    securityQuestion: 'What was the name of your first pet?',
    securityAnswer: 'Biscuit',
  });
  if (premium) {
    const { clientSecret } = await who.json('POST', '/api/create-subscription', { plan: 'premium' });
    await who.json('POST', '/api/billing/sandbox/confirm', {
      clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expMonth: 12,
      expYear: 2099,
      cvc: '123',
    });
  }
  const { id } = await who.json('POST', '/api/conversations', { goatCategory: 'coach' });
  return { who, conversation: id as number };
}

/**
 * Sends one turn; answers the ms from sending to its first `sentence` event, or null when the reply
 * ended without one (its time, waiting for a slot included, ran out: AI_TIMEOUT_MS).
 */
async function firstSentence(p: { who: Person; conversation: number }, text: string): Promise<number | null> {
  const started = performance.now();
  const res = await p.who.call('POST', `/api/conversations/${p.conversation}/messages/stream`, {
    content: text,
  });
  if (!res.ok || !res.body) throw new Error(`stream ${res.status}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return null;
    buffer += decoder.decode(value, { stream: true });
    if (buffer.includes('event: sentence\n')) {
      const at = performance.now() - started;
      // The rest of the reply still holds its slot: read it to the end, as the voice screen does.
      while (!(await reader.read()).done) {}
      return at;
    }
  }
}

export async function benchModelPriority(): Promise<Record<string, number>> {
  const provider = await startVoiceProvider(120);
  const { base, close } = await startBenchApp({
    AI_BASE_URL: provider.url,
    AI_API_KEY: 'bench',
    AI_MAX_RETRIES: '0',
    AI_MAX_CONCURRENT: String(CONCURRENT),
    AI_SAFETY_CHECK: 'false',
    AI_MODERATION: 'off',
    ATTEMPT_LIMIT_MULTIPLIER: '1000',
    LOG_LEVEL: 'silent',
  });
  try {
    const people: { premium: boolean; p: Awaited<ReturnType<typeof person>> }[] = [];
    for (let i = 0; i < TURNS; i++) {
      const premium = i % 2 === 1;
      people.push({ premium, p: await person(base, premium) });
    }
    const alone = await firstSentence(people[0]?.p ?? (await person(base, false)), 'How do I begin, alone?');
    if (alone === null) throw new Error('a turn alone got no sentence');
    const times = await Promise.all(
      people.map(async ({ premium, p }, i) => ({
        premium,
        ms: await firstSentence(p, `How do I begin? ${i}`),
      })),
    );
    const of = (premium: boolean) =>
      times.filter((t) => t.premium === premium && t.ms !== null).map((t) => t.ms as number);
    const failed = (premium: boolean) => times.filter((t) => t.premium === premium && t.ms === null).length;
    const p = (xs: number[], q: number) => Math.round(percentile(xs, q));
    return {
      turns: TURNS,
      concurrentCalls: CONCURRENT,
      aloneFirstSentenceMs: Math.round(alone),
      premiumFirstSentenceP50Ms: p(of(true), 50),
      premiumFirstSentenceP95Ms: p(of(true), 95),
      freeFirstSentenceP50Ms: p(of(false), 50),
      freeFirstSentenceP95Ms: p(of(false), 95),
      // Turns whose time ran out while they waited (answered as a provider timeout, to be retried).
      premiumTimedOut: failed(true),
      freeTimedOut: failed(false),
    };
  } finally {
    await close();
    await provider.close();
  }
}
