import { describe, expect, it } from 'vitest';
import { FALSE_INTERRUPTION_MS, IDLE_LIMIT_MS, VAD_REDEMPTION_MS, WORDS_SETTLE_MS } from './end-of-turn.js';
import { BARGE_IN_MIN_ENERGY, BARGE_IN_SHARE_OF_OWN_LEVEL } from './hands-free.js';
import { settle, setupLoop } from './loop-fakes.test-helpers.js';

const PAUSE = 800;

/** A hands-free loop after the first tap: the detector runs and the recognizer listens. */
async function listening() {
  const t = setupLoop({ handsFree: true });
  t.loop.attach();
  await settle();
  t.loop.onMicrophone();
  await settle();
  t.listener()?.deps.onState('recording');
  const vad = t.detector.events;
  if (!vad) throw new Error('the detector did not start');
  return { ...t, vad };
}

/** The recognizer hands the turn over (what endTurn makes the real one do). */
function recognizerSends(t: Awaited<ReturnType<typeof listening>>, text: string) {
  t.listener()?.deps.onState('idle');
  t.listener()?.deps.onFinal(text);
}

describe('hands-free: the end of a turn', () => {
  it('the first tap starts the detector; the turn ends after the pause once speech stopped', async () => {
    const t = await listening();
    expect(t.detector.starts).toBe(1);
    expect(t.loop.snapshot()).toMatchObject({ status: 'listening', handsFree: true });
    t.vad.speechStart();
    t.listener()?.deps.onTranscript('How do I sleep better');
    t.vad.speechEnd();
    t.advance(PAUSE - VAD_REDEMPTION_MS - 1);
    expect(t.listener()?.endTurns).toBe(0);
    t.advance(1);
    expect(t.listener()?.endTurns).toBe(1);
  });

  it('speech again within the pause keeps the turn open', async () => {
    const t = await listening();
    t.vad.speechStart();
    t.listener()?.deps.onTranscript('I was thinking');
    t.vad.speechEnd();
    t.advance(300);
    t.vad.speechStart();
    t.advance(5_000);
    expect(t.listener()?.endTurns).toBe(0);
    t.vad.speechEnd();
    t.advance(PAUSE);
    expect(t.listener()?.endTurns).toBe(1);
  });

  it('a trailing word waits longer', async () => {
    const t = await listening();
    t.vad.speechStart();
    t.listener()?.deps.onTranscript('I wanted to ask you because');
    t.vad.speechEnd();
    t.advance(PAUSE);
    expect(t.listener()?.endTurns).toBe(0);
    t.advance(PAUSE);
    expect(t.listener()?.endTurns).toBe(1);
  });

  it('no words, no turn (a cough, a noise): it keeps listening', async () => {
    const t = await listening();
    t.vad.speechStart();
    t.vad.misfire();
    t.vad.speechStart();
    t.vad.speechEnd();
    t.advance(10_000);
    expect(t.listener()?.endTurns).toBe(0);
    expect(t.status()).toBe('listening');
  });

  it('words the recognizer gives after the pause are sent once they stop coming, whole', async () => {
    const t = await listening();
    t.vad.speechStart();
    t.vad.speechEnd();
    t.advance(3_000);
    expect(t.listener()?.endTurns).toBe(0);
    t.listener()?.deps.onTranscript('What helps');
    t.advance(WORDS_SETTLE_MS - 100);
    t.listener()?.deps.onTranscript('What helps me sleep');
    t.advance(WORDS_SETTLE_MS - 1);
    expect(t.listener()?.endTurns).toBe(0);
    t.advance(1);
    expect(t.listener()?.endTurns).toBe(1);
  });

  it('after the reply it listens again by itself, and the next pause sends the next turn', async () => {
    const t = await listening();
    recognizerSends(t, 'First question');
    await settle();
    expect(t.turns.map((turn) => turn.text)).toEqual(['First question']);
    t.speeches[0]?.handlers.onState?.('speaking');
    t.turns[0]?.answer.resolve('answered');
    await settle();
    t.speeches[0]?.handlers.onIdle?.();
    expect(t.listener()?.starts).toBe(1);
    t.advance(0);
    expect(t.listener()?.starts).toBe(2);
    t.listener()?.deps.onState('recording');
    t.vad.speechStart();
    t.listener()?.deps.onTranscript('Second question');
    t.vad.speechEnd();
    t.advance(PAUSE);
    expect(t.listener()?.endTurns).toBe(1);
  });

  it('a tap sends at once; a tap with nothing heard stops hands-free listening', async () => {
    const t = await listening();
    t.listener()?.deps.onTranscript('Right now please');
    t.loop.onMicrophone();
    expect(t.listener()?.endTurns).toBe(1);
    expect(t.loop.snapshot().handsFree).toBe(true);
    t.listener()?.deps.onTranscript('');
    t.loop.onMicrophone();
    expect(t.loop.snapshot().handsFree).toBe(false);
    expect(t.detector.destroyed).toBe(1);
  });

  it('Pause stops the detector and listening; the next tap starts them again', async () => {
    const t = await listening();
    t.loop.pauseListening();
    expect(t.detector.destroyed).toBe(1);
    expect(t.listener()?.aborts).toBe(1);
    t.listener()?.deps.onState('idle');
    t.advance(0);
    expect(t.listener()?.starts).toBe(1);
    expect(t.loop.snapshot()).toMatchObject({ status: 'ready', handsFree: false });
    t.loop.onMicrophone();
    await settle();
    expect(t.detector.starts).toBe(2);
  });

  it('two minutes without speech: listening stops and says so', async () => {
    const t = await listening();
    t.advance(IDLE_LIMIT_MS - 1_000);
    t.vad.speechStart();
    t.vad.misfire();
    t.advance(IDLE_LIMIT_MS - 1);
    expect(t.status()).toBe('listening');
    t.advance(1);
    expect(t.loop.snapshot()).toMatchObject({ status: 'asleep', handsFree: false });
    expect(t.detector.destroyed).toBe(1);
    expect(t.listener()?.aborts).toBe(1);
  });

  it('a detector that cannot start is said, hands-free is off, and the tap still listens', async () => {
    const t = setupLoop({ handsFree: true, detectorFails: new Error('no microphone') });
    t.loop.attach();
    await settle();
    t.loop.onMicrophone();
    await settle();
    t.listener()?.deps.onState('recording');
    expect(t.loop.snapshot()).toMatchObject({ status: 'listening', handsFree: false });
    expect(t.errors.map((e) => e.message)).toEqual([
      "Hands-free listening could not start (no microphone). Tap the microphone when you're done.",
    ]);
  });

  it('tap to talk never starts the detector', async () => {
    const t = setupLoop();
    t.loop.attach();
    await settle();
    t.loop.onMicrophone();
    await settle();
    expect(t.detector.starts).toBe(0);
    expect(t.loop.snapshot().handsFree).toBe(false);
  });
});

describe('hands-free: interrupting by voice', () => {
  /** Hands-free, the expert speaking the reply's first sentence. */
  async function speaking() {
    const t = await listening();
    recognizerSends(t, 'Tell me about sleep');
    await settle();
    t.turns[0]?.onSentence('Sleep comes easier with a regular bedtime.');
    t.speeches[0]?.said.push('Sleep comes easier with a regular bedtime.');
    t.speeches[0]?.handlers.onState?.('speaking');
    return t;
  }

  it('real speech pauses the expert; the person’s words make it an interruption, kept as said', async () => {
    const t = await speaking();
    t.vad.speechStart();
    t.vad.speechReal(0.05);
    expect(t.speeches[0]?.paused).toBe(true);
    expect(t.status()).toBe('listening');
    expect(t.listener()?.starts).toBe(2);
    t.listener()?.deps.onTranscript('wait I have a question');
    expect(t.turns[0]?.signal.aborted).toBe(true);
    expect(t.speeches[0]?.stopped).toBe(true);
    expect(t.cuts).toEqual(['Sleep comes easier with a regular bedtime.']);
    t.vad.speechEnd();
    t.advance(PAUSE);
    expect(t.listener()?.endTurns).toBe(1);
  });

  it('no words within 2 s: the expert goes on from where it paused', async () => {
    const t = await speaking();
    t.vad.speechStart();
    t.vad.speechReal(0.05);
    t.advance(FALSE_INTERRUPTION_MS - 1);
    expect(t.speeches[0]?.paused).toBe(true);
    t.advance(1);
    expect(t.speeches[0]?.paused).toBe(false);
    expect(t.status()).toBe('speaking');
    expect(t.listener()?.aborts).toBe(1);
    expect(t.cuts).toEqual([]);
    expect(t.turns[0]?.signal.aborted).toBe(false);
  });

  it('the expert’s own sentence heard back is an echo, not an interruption', async () => {
    const t = await speaking();
    t.vad.speechStart();
    t.vad.speechReal(0.05);
    t.listener()?.deps.onTranscript('with a regular bedtime');
    t.advance(FALSE_INTERRUPTION_MS);
    expect(t.cuts).toEqual([]);
    expect(t.speeches[0]?.paused).toBe(false);
    expect(t.status()).toBe('speaking');
  });

  it('after the person has spoken, a voice far quieter than theirs (the echo) does not pause the expert', async () => {
    const t = await listening();
    const { vad } = t;
    // The person's question, at their usual level.
    vad.speechStart();
    vad.speechReal(0.2);
    recognizerSends(t, 'Tell me about sleep');
    await settle();
    t.turns[0]?.onSentence('Sleep comes easier with a regular bedtime.');
    t.speeches[0]?.said.push('Sleep comes easier with a regular bedtime.');
    t.speeches[0]?.handlers.onState?.('speaking');
    // The echo: loud enough for the floor, a twentieth of the person's level.
    vad.speechStart();
    vad.speechReal(0.2 * BARGE_IN_SHARE_OF_OWN_LEVEL * 0.9);
    expect(t.speeches[0]?.paused).toBe(false);
    // The person again, over the expert.
    vad.speechStart();
    vad.speechReal(0.15);
    expect(t.speeches[0]?.paused).toBe(true);
  });

  it('quiet voice (the echo through the speakers) or a cough never pauses the expert', async () => {
    const t = await speaking();
    t.vad.speechStart();
    t.vad.speechReal(BARGE_IN_MIN_ENERGY / 2);
    t.vad.speechStart();
    t.vad.misfire();
    expect(t.speeches[0]?.paused).toBe(false);
    expect(t.status()).toBe('speaking');
  });
});

describe('the page hidden mid-conversation', () => {
  it('hands-free: the detector and the recognizer stop; nothing heard is sent', async () => {
    const t = await listening();
    t.listener()?.deps.onTranscript('I was about to');
    t.loop.closeMicrophone();
    expect(t.detector.destroyed).toBe(1);
    expect(t.listener()?.aborts).toBeGreaterThanOrEqual(1);
    t.listener()?.deps.onState('idle');
    t.advance(1_000);
    expect(t.loop.snapshot()).toMatchObject({ status: 'ready', handsFree: false, hearing: '' });
    expect(t.listener()?.starts).toBe(1);
    expect(t.turns).toEqual([]);
  });

  it('while the expert speaks, the reply is heard out and the microphone closes', async () => {
    const t = await listening();
    recognizerSends(t, 'How do I sleep better?');
    await settle();
    t.turns[0]?.onSentence('Keep a regular bedtime.');
    t.speeches[0]?.handlers.onState?.('speaking');
    expect(t.status()).toBe('speaking');
    t.loop.closeMicrophone();
    expect(t.detector.destroyed).toBe(1);
    expect(t.status()).toBe('speaking');
    expect(t.speeches[0]?.stopped).toBe(false);
    expect(t.turns[0]?.signal.aborted).toBe(false);
  });
});

describe('the page hidden while tapping to talk', () => {
  it('a recording under way is cancelled, not sent', async () => {
    const t = setupLoop({ recognition: false });
    t.loop.attach();
    t.loop.onMicrophone();
    await settle();
    t.openRecording();
    await settle();
    t.loop.closeMicrophone();
    expect(t.recordings[0]?.cancels).toBe(1);
    expect(t.status()).toBe('ready');
    t.recordings[0]?.onText('Half a sentence');
    await settle();
    expect(t.turns).toEqual([]);
  });
});
