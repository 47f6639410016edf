// The local provider of the voice benchmarks (server and browser): 300 ms to the first token,
// 50 tokens/s, 200 ms to the first speech byte, and a reply whose first sentence has K tokens.
import { startFakeOpenAI } from '../test/fake-openai/server.js';

export const FIRST_TOKEN_MS = 300;
export const TOKEN_MS = 20;
export const SPEECH_FIRST_BYTE_MS = 200;
const FIRST_SENTENCE = 'Start with one small step you can take today.';
/** Tokens of the first sentence as sent: "(number 5)" adds two words. */
export const K = FIRST_SENTENCE.split(' ').length + 2;
/** The earliest first audio: first token, the rest of the first sentence, speech's first byte. */
export const IDEAL_MS = FIRST_TOKEN_MS + (K - 1) * TOKEN_MS + SPEECH_FIRST_BYTE_MS;
const FILLER = 'Then notice how it feels and build on it gently, one day at a time, with patience.';

/**
 * A reply of `tokens` words whose first sentence is unique per run ("run N" in the user's message), so
 * the speech cache never answers. The run number goes inside the sentence, so it still ends with an
 * ordinary word, as replies do.
 */
export function replyFor(tokens: number) {
  return (lastUser: string): string => {
    const run = /run (-?\d+)/.exec(lastUser)?.[1] ?? '0';
    const words = FIRST_SENTENCE.replace('one small step', `one small step (number ${run})`).split(' ');
    while (words.length < tokens) words.push(...FILLER.split(' '));
    return words.slice(0, tokens).join(' ');
  };
}

export const startVoiceProvider = (replyTokens: number) =>
  startFakeOpenAI({
    reply: replyFor(replyTokens),
    firstTokenDelayMs: FIRST_TOKEN_MS,
    tokensPerSecond: 1000 / TOKEN_MS,
    firstByteDelayMs: SPEECH_FIRST_BYTE_MS,
  });

export function percentile(xs: number[], p: number): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}
