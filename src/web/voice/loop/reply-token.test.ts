import { describe, expect, it } from 'vitest';
import { settle, setupLoop } from './loop-fakes.test-helpers.js';

/** A loop on the browser's recognizer that has sent `text` as a turn. */
async function sentTurn(text: string) {
  const t = setupLoop();
  t.loop.attach();
  await settle();
  t.loop.onMicrophone();
  await settle();
  t.listener()?.deps.onState('recording');
  t.listener()?.deps.onState('idle');
  t.listener()?.deps.onFinal(text);
  await settle();
  return t;
}

describe('voice loop: each reply is its own token', () => {
  it('a sentence that arrives after its reply was interrupted is never queued', async () => {
    const t = await sentTurn('Tell me a story');
    t.turns[0]?.onSentence('Once upon a time.');
    t.loop.onMicrophone(); // barge-in while thinking or speaking
    t.turns[0]?.onSentence('There was a king.');
    expect(t.speeches[0]?.queued).toEqual(['Once upon a time.']);
    expect(t.speeches[0]?.stopped).toBe(true);
  });

  it("a late sentence of the interrupted reply never goes to the next reply's speech", async () => {
    const t = await sentTurn('First question');
    t.listener()?.deps.onFinal('Second question');
    await settle();
    t.turns[0]?.onSentence('Late answer to the first.');
    t.turns[1]?.onSentence('Answer to the second.');
    expect(t.speeches[0]?.queued).toEqual([]);
    expect(t.speeches[1]?.queued).toEqual(['Answer to the second.']);
  });

  it("the end of one reply's speech never ends the next reply", async () => {
    const t = await sentTurn('First question');
    t.listener()?.deps.onFinal('Second question');
    await settle();
    t.turns[1]?.onSentence('Second answer.');
    t.speeches[1]?.handlers.onState?.('speaking');
    t.speeches[0]?.handlers.onIdle?.();
    t.speeches[0]?.handlers.onState?.('speaking');
    expect(t.status()).toBe('speaking');
    t.turns[1]?.answer.resolve('answered');
    await settle();
    expect(t.speeches[1]?.stopped).toBe(false);
    t.speeches[1]?.handlers.onIdle?.();
    expect(t.status()).toBe('ready');
  });
});
