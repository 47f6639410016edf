import { performance } from 'node:perf_hooks';
import { providerFailure } from './chat-error.js';
import type { ChatModel, ChatRequest, ChatUsage } from './chat-model.js';
import { createSentenceSplitter } from './sentences/sentence-splitter.js';

export type ReplyHandlers = {
  onDelta?(text: string): void;
  onSentence?(index: number, text: string): void;
};

export type ReplyTimings = { firstTokenMs: number | null; firstSentenceMs: number | null; totalMs: number };

export type StreamedReply = {
  /** The whole reply as the model wrote it (trimmed). */
  text: string;
  /** The sentences emitted, in order. */
  sentences: string[];
  /** The signal was aborted before the model finished: `text` is what had arrived. */
  aborted: boolean;
  timings: ReplyTimings;
  usage: Promise<ChatUsage | null>;
};

/**
 * Runs one reply of `model`: calls onDelta for each piece of text and onSentence the moment a
 * sentence is complete. A provider failure rejects with a retryable ChatError (502/503); an abort
 * through request.signal resolves with `aborted` and what had arrived.
 */
export async function streamReply(
  model: ChatModel,
  request: ChatRequest,
  handlers: ReplyHandlers = {},
): Promise<StreamedReply> {
  const started = performance.now();
  const since = () => Math.round(performance.now() - started);
  const splitter = createSentenceSplitter();
  const sentences: string[] = [];
  let text = '';
  let firstTokenMs: number | null = null;
  let firstSentenceMs: number | null = null;
  let usage: Promise<ChatUsage | null> = Promise.resolve(null);
  const emit = (found: string[]) => {
    for (const sentence of found) {
      firstSentenceMs ??= since();
      sentences.push(sentence);
      handlers.onSentence?.(sentences.length - 1, sentence);
    }
  };
  try {
    const stream = model.stream(request);
    usage = stream.usage.catch(() => null);
    for await (const delta of stream.textStream) {
      if (request.signal.aborted) break;
      if (delta === '') continue;
      firstTokenMs ??= since();
      text += delta;
      handlers.onDelta?.(delta);
      emit(splitter.push(delta));
    }
  } catch (err) {
    if (!request.signal.aborted) throw providerFailure(err);
  }
  const aborted = request.signal.aborted;
  if (!aborted) {
    emit(splitter.flush());
    if (text.trim() === '') throw providerFailure(new Error('empty reply'));
  }
  return {
    text: text.trim(),
    sentences,
    aborted,
    timings: { firstTokenMs, firstSentenceMs, totalMs: since() },
    usage,
  };
}
