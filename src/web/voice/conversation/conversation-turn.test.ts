import { describe, expect, it } from 'vitest';
import { sentenceTexts } from '../transcript/clean-sentences.js';
import { ChatStreamError } from './chat-stream.js';
import { sentAnswer, settle, setupSession, withConversation } from './conversation-fakes.test-helpers.js';
import { replaySpeech } from './conversation-state.js';

describe('conversation session: a turn', () => {
  it('streams the reply into the placeholder and hands each sentence on', async () => {
    const t = await withConversation();
    const sentences: string[] = [];
    const turn = t.session.sendTurn(
      'Hello',
      'de-DE',
      { onSentence: (s) => sentences.push(s) },
      new AbortController().signal,
    );
    expect(t.lines()).toEqual(['user: Hello', 'expert: ...']);
    await settle();
    const call = t.sends[0];
    expect(call?.request).toEqual({ content: 'Hello', detectedLanguage: 'de-DE' });
    call?.handlers.onDelta?.('Hallo. ');
    call?.handlers.onSentence?.('Hallo.', 0);
    expect(t.lines()).toEqual(['user: Hello', 'expert: Hallo. ']);
    expect(sentences).toEqual(['Hallo.']);
    call?.answer.resolve(sentAnswer(10, 11, 'Hallo. Wie geht es?', true));
    expect(await turn).toBe('answered');
    expect(t.lines()).toEqual(['user: Hello', 'expert: Hallo. Wie geht es?']);
    // Played again, the reply says the sentences it was spoken in, in their language.
    const reply = t.session.snapshot().messages.at(-1);
    expect(reply?.speech).toEqual({ sentences: ['Hallo.'], language: 'de-DE' });
    expect(reply && replaySpeech(reply, 'en-US', sentenceTexts)).toEqual({
      sentences: ['Hallo.'],
      language: 'de-DE',
    });
    expect(t.session.snapshot().trialOffer).toEqual({
      limitType: 'CONVERSATION_REPLY_LIMIT',
      refused: false,
    });
  });

  it('aborted, keeps what had arrived marked cut, or nothing when nothing had', async () => {
    const t = await withConversation();
    const first = new AbortController();
    const turn = t.session.sendTurn('One', 'en-US', {}, first.signal);
    await settle();
    t.sends[0]?.handlers.onDelta?.('Part of it');
    first.abort();
    t.sends[0]?.answer.reject(new DOMException('aborted', 'AbortError'));
    expect(await turn).toBe('aborted');
    const second = new AbortController();
    const quiet = t.session.sendTurn('Two', 'en-US', {}, second.signal);
    await settle();
    second.abort();
    t.sends[1]?.answer.reject(new DOMException('aborted', 'AbortError'));
    expect(await quiet).toBe('aborted');
    expect(t.lines()).toEqual(['user: One', 'expert: Part of it (cut)', 'user: Two']);
    expect(t.toasts).toEqual([]);
  });

  it('a failed turn is told and offered again; the retry replaces it', async () => {
    const t = await withConversation();
    const failed = t.session.sendTurn('Hello', 'en-US', {}, new AbortController().signal);
    await settle();
    t.sends[0]?.answer.reject(
      new ChatStreamError(502, { error: 'PROVIDER_ERROR', message: 'Try again', retryable: true }),
    );
    expect(await failed).toBe('failed');
    expect(t.lines()).toEqual(['user: Hello (failed)']);
    expect(t.toasts.at(-1)?.title).toMatch(/^Failed to send message: /);

    const other = t.session.sendTurn('Something else', 'en-US', {}, new AbortController().signal);
    expect(t.lines()).toEqual(['user: Hello', 'user: Something else', 'expert: ...']);
    await settle();
    t.sends[1]?.answer.resolve(sentAnswer(20, 21, 'Sure.'));
    await other;
    const retry = t.session.sendTurn('Hello', 'en-US', {}, new AbortController().signal);
    expect(t.lines()).toEqual([
      'user: Hello',
      'user: Something else',
      'expert: Sure.',
      'user: Hello',
      'expert: ...',
    ]);
    await settle();
    t.sends[2]?.answer.resolve(sentAnswer(22, 23, 'Hi.'));
    expect(await retry).toBe('answered');
  });

  it('a reply refused by the usage limit opens the dialog, with the reply limit by default', async () => {
    const t = await withConversation();
    const turn = t.session.sendTurn('Hello', 'en-US', {}, new AbortController().signal);
    await settle();
    t.sends[0]?.answer.reject(
      new ChatStreamError(403, { error: 'USAGE_LIMIT_REACHED', message: 'No more replies.' }),
    );
    expect(await turn).toBe('limit');
    expect(t.session.snapshot().trialOffer).toEqual({
      limitType: 'CONVERSATION_REPLY_LIMIT',
      refused: true,
      message: 'No more replies.',
    });
    expect(t.lines()).toEqual(['user: Hello']);
    expect(t.toasts).toEqual([]);
  });

  it('a guest talks through the guest chat, with the earlier turns and the same expert', async () => {
    const t = setupSession({ signedIn: false });
    const first = t.session.sendTurn('Hi', 'en-US', {}, new AbortController().signal);
    await settle();
    expect(t.creates).toEqual([]);
    expect(t.guestSends[0]?.request).toEqual({
      message: 'Hi',
      category: 'random',
      detectedLanguage: 'en-US',
      history: [],
      expertId: null,
    });
    t.guestSends[0]?.answer.resolve({ response: 'Hello!', expertId: 'ada', speechToken: 't' });
    await first;
    const second = t.session.sendTurn('More', 'en-US', {}, new AbortController().signal);
    await settle();
    expect(t.guestSends[1]?.request).toMatchObject({
      history: [
        { role: 'user', content: 'Hi' },
        { role: 'assistant', content: 'Hello!' },
      ],
      expertId: 'ada',
    });
    t.guestSends[1]?.answer.resolve({ response: 'Sure.', expertId: 'ada', speechToken: 't' });
    await second;
    t.session.setCategory('science');
    void t.session.sendTurn('Stars?', 'en-US', {}, new AbortController().signal);
    await settle();
    expect(t.guestSends[2]?.request).toMatchObject({ category: 'science', history: [], expertId: null });
  });
});

describe('conversation session: barge-in', () => {
  it('shows only what was said, and keeps the stored reply as the server cut it', async () => {
    const t = await withConversation();
    const turn = t.session.sendTurn('Tell me', 'en-US', {}, new AbortController().signal);
    await settle();
    t.sends[0]?.answer.resolve(sentAnswer(30, 31, 'First. Second. Third.'));
    await turn;
    t.session.markCut(' First. ');
    expect(t.lines()).toEqual(['user: Tell me', 'expert: First. … (cut)']);
    expect(t.cuts.map((c) => [c.id, c.messageId, c.spoken])).toEqual([[3, 31, ' First. ']]);
    t.cuts[0]?.answer.resolve({ id: 31, content: 'First. …' });
    await settle();
    expect(t.lines()).toEqual(['user: Tell me', 'expert: First. … (cut)']);
  });

  it('a reply not stored yet is cut on the screen only; nothing said shows an ellipsis', async () => {
    const t = setupSession({ signedIn: false });
    void t.session.sendTurn('Hi', 'en-US', {}, new AbortController().signal);
    await settle();
    t.session.markCut('');
    expect(t.lines()).toEqual(['user: Hi', 'expert: … (cut)']);
    expect(t.cuts).toEqual([]);
  });
});

describe('a reply played again', () => {
  const message = { id: 5, isUser: false, timestamp: '2026-01-01T10:00:00.000Z' };

  it('a saved reply says its text, sentence by sentence, in the language given', () => {
    const saved = { ...message, content: 'Good morning!  How did you sleep? Tell me.\nI am here.' };
    expect(replaySpeech(saved, 'en-GB', sentenceTexts)).toEqual({
      sentences: ['Good morning!', 'How did you sleep?', 'Tell me.', 'I am here.'],
      language: 'en-GB',
    });
  });

  it('a reply cut short says only what is shown, without the mark of the cut', () => {
    const cut = {
      ...message,
      content: 'First part. Second …',
      cut: true,
      speech: { sentences: ['First part.', 'Second part.', 'Never said.'], language: 'en-US' },
    };
    expect(replaySpeech(cut, 'fr-FR', sentenceTexts)).toEqual({
      sentences: ['First part.', 'Second'],
      language: 'en-US',
    });
  });
});
