import { describe, expect, it } from 'vitest';
import type { LoopCode } from './loop-code.js';
import { deferred, settle, setupLoop } from './loop-fakes.test-helpers.js';

/** A loop on the browser's recognizer, attached, that has heard `text` and sent it. */
async function sentTurn(text = 'Hello there') {
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

describe('voice loop: a turn on the browser recognizer', () => {
  it('listens, sends the final words, speaks the reply, then is ready again', async () => {
    const t = setupLoop();
    t.loop.attach();
    await settle();
    t.loop.onMicrophone();
    expect(t.seen.beforeListen).toBe(1);
    await settle();
    expect(t.listener()?.starts).toBe(1);
    t.listener()?.deps.onState('starting');
    expect(t.status()).toBe('listening');
    t.listener()?.deps.onTranscript('Hello th');
    expect(t.loop.snapshot().hearing).toBe('Hello th');
    t.loop.onMicrophone();
    expect(t.listener()?.stops).toBe(1);
    t.listener()?.deps.onState('stopping');
    expect(t.status()).toBe('stopping');
    t.listener()?.deps.onState('idle');
    expect(t.status()).toBe('ready');
    t.listener()?.deps.onFinal('Hello there');
    await settle();
    expect(t.loop.snapshot()).toEqual({ status: 'thinking', hearing: '', replaying: null, handsFree: false });
    expect(t.turns.map((turn) => turn.text)).toEqual(['Hello there']);
    expect(t.seen.marks).toEqual(['final-transcript']);

    t.turns[0]?.onSentence('Hi.');
    t.speeches[0]?.handlers.onState?.('speaking');
    expect(t.status()).toBe('speaking');
    t.turns[0]?.answer.resolve('answered');
    await settle();
    expect(t.speeches[0]?.finished).toBe(true);
    expect(t.status()).toBe('speaking');
    t.speeches[0]?.handlers.onIdle?.();
    expect(t.status()).toBe('ready');
    expect(t.speeches[0]?.queued).toEqual(['Hi.']);
  });

  it("the lock screen's Pause holds the reply where it is, Play goes on, a tap while held stops it", async () => {
    const t = await sentTurn();
    t.turns[0]?.onSentence('First.');
    t.speeches[0]?.handlers.onState?.('speaking');
    t.loop.pauseReply();
    expect(t.status()).toBe('paused');
    expect(t.speeches[0]?.paused).toBe(true);
    // The rest of the reply still arrives while it is held, and waits.
    t.turns[0]?.onSentence('Second.');
    expect(t.speeches[0]?.queued).toEqual(['First.', 'Second.']);
    t.loop.resumeReply();
    expect(t.status()).toBe('speaking');
    expect(t.speeches[0]?.paused).toBe(false);
    expect(t.speeches[0]?.stopped).toBe(false);
    t.loop.pauseReply();
    t.loop.onMicrophone();
    expect(t.speeches[0]?.stopped).toBe(true);
    expect(t.status()).toBe('ready');
  });

  it('sends nothing for noise, and is ready at once', async () => {
    const t = await sentTurn('um');
    expect(t.turns).toEqual([]);
    expect(t.status()).toBe('ready');
  });

  it('a failed or refused turn stops the speech and is ready', async () => {
    const t = await sentTurn();
    t.turns[0]?.answer.resolve('limit');
    await settle();
    expect(t.speeches[0]?.stopped).toBe(true);
    expect(t.status()).toBe('ready');
  });
});

describe('voice loop: one turn at a time', () => {
  it('a tap while the expert speaks stops speech and stream at once and keeps what was said', async () => {
    const t = await sentTurn();
    const speech = t.speeches[0];
    t.turns[0]?.onSentence('One.');
    t.turns[0]?.onSentence('Two.');
    speech?.said.push('One.');
    speech?.handlers.onState?.('speaking');
    t.loop.onMicrophone();
    expect(speech?.stopped).toBe(true);
    expect(t.turns[0]?.signal.aborted).toBe(true);
    expect(t.cuts).toEqual(['One.']);
    expect(t.status()).toBe('ready');
    // The interrupted turn's own ending changes nothing any more.
    t.turns[0]?.answer.resolve('aborted');
    await settle();
    speech?.handlers.onIdle?.();
    speech?.handlers.onState?.('speaking');
    expect(t.status()).toBe('ready');
  });

  it('a new turn ends the one under way', async () => {
    const t = await sentTurn('First question');
    t.listener()?.deps.onFinal('Second question');
    await settle();
    expect(t.turns.map((turn) => [turn.text, turn.signal.aborted])).toEqual([
      ['First question', true],
      ['Second question', false],
    ]);
    expect(t.speeches[0]?.stopped).toBe(true);
    expect(t.cuts).toEqual(['']);
    t.turns[0]?.answer.resolve('aborted');
    await settle();
    expect(t.status()).toBe('thinking');
    t.speeches[1]?.handlers.onState?.('speaking');
    t.speeches[0]?.handlers.onState?.('speaking');
    t.turns[1]?.answer.resolve('answered');
    await settle();
    t.speeches[0]?.handlers.onIdle?.();
    expect(t.status()).toBe('speaking');
    t.speeches[1]?.handlers.onIdle?.();
    expect(t.status()).toBe('ready');
  });

  it('a typed turn is sent as it is; a retry sends the message again', async () => {
    const t = await sentTurn();
    t.turns[0]?.answer.resolve('failed');
    await settle();
    expect(t.status()).toBe('ready');
    expect(t.loop.sendText('  Hello there ')).toBe(true);
    await settle();
    expect(t.turns.map((turn) => turn.text)).toEqual(['Hello there', 'Hello there']);
    expect(t.status()).toBe('thinking');
  });

  it('a typed turn sent while the expert speaks ends that reply as a tap does, keeping what was said', async () => {
    const t = await sentTurn();
    const speech = t.speeches[0];
    t.turns[0]?.onSentence('One.');
    t.turns[0]?.onSentence('Two.');
    speech?.said.push('One.');
    speech?.handlers.onState?.('speaking');
    expect(t.loop.sendText('Wait, tell me more')).toBe(true);
    expect(speech?.stopped).toBe(true);
    expect(t.turns[0]?.signal.aborted).toBe(true);
    expect(t.cuts).toEqual(['One.']);
    await settle();
    expect(t.turns.map((turn) => turn.text)).toEqual(['Hello there', 'Wait, tell me more']);
    expect(t.status()).toBe('thinking');
  });

  it('a typed turn sent while listening drops the words heard so far and sends the typed ones', async () => {
    const t = setupLoop();
    t.loop.attach();
    await settle();
    t.loop.onMicrophone();
    await settle();
    t.listener()?.deps.onState('recording');
    t.listener()?.deps.onTranscript('half a sent');
    t.loop.sendText('Typed instead');
    expect(t.listener()?.aborts).toBe(1);
    t.listener()?.deps.onState('idle');
    await settle();
    expect(t.turns.map((turn) => turn.text)).toEqual(['Typed instead']);
    expect(t.loop.snapshot()).toMatchObject({ status: 'thinking', hearing: '' });
  });

  it('a typed turn waits while a recording is transcribed: those words are sent first', async () => {
    const t = setupLoop({ recognition: false });
    t.loop.attach();
    await settle();
    t.loop.onMicrophone();
    await settle();
    t.openRecording();
    await settle();
    t.loop.onMicrophone();
    expect(t.status()).toBe('stopping');
    expect(t.loop.sendText('Typed')).toBe(false);
    expect(t.recordings[0]?.cancels).toBe(0);
    t.recordings[0]?.onText('Spoken words');
    await settle();
    expect(t.turns.map((turn) => turn.text)).toEqual(['Spoken words']);
  });
});

describe('voice loop: a reply played again', () => {
  it('speaks the sentences given, names the message while it plays, even with the expert muted', async () => {
    const t = setupLoop();
    t.options.settings = { ...t.options.settings, muted: true };
    t.loop.attach();
    await settle();
    t.loop.replay(7, ['Hello.', 'Again.'], 'de-DE');
    await settle();
    const speech = t.speeches[0];
    expect([speech?.language, speech?.queued, speech?.finished]).toEqual([
      'de-DE',
      ['Hello.', 'Again.'],
      true,
    ]);
    expect(speech?.settings.muted).toBe(false);
    expect(t.loop.snapshot()).toMatchObject({ status: 'thinking', replaying: 7 });
    speech?.handlers.onState?.('speaking');
    expect(t.loop.snapshot()).toMatchObject({ status: 'speaking', replaying: 7 });
    speech?.handlers.onIdle?.();
    expect(t.loop.snapshot()).toMatchObject({ status: 'ready', replaying: null });
    expect(t.turns).toEqual([]);
  });

  it('playing it again while it plays stops it; another reply stops the first', async () => {
    const t = setupLoop();
    t.loop.attach();
    await settle();
    t.loop.replay(1, ['One.'], 'en-US');
    await settle();
    t.speeches[0]?.handlers.onState?.('speaking');
    t.loop.replay(2, ['Two.'], 'en-US');
    expect(t.speeches[0]?.stopped).toBe(true);
    await settle();
    expect(t.loop.snapshot()).toMatchObject({ status: 'thinking', replaying: 2 });
    t.loop.replay(2, ['Two.'], 'en-US');
    expect(t.speeches[1]?.stopped).toBe(true);
    expect(t.loop.snapshot()).toMatchObject({ status: 'ready', replaying: null });
    expect(t.cuts).toEqual([]);
  });

  it('stops the reply being spoken as a tap would, keeping what was said', async () => {
    const t = await sentTurn();
    t.turns[0]?.onSentence('One.');
    t.speeches[0]?.said.push('One.');
    t.speeches[0]?.handlers.onState?.('speaking');
    t.loop.replay(3, ['Earlier.'], 'en-US');
    expect(t.speeches[0]?.stopped).toBe(true);
    expect(t.turns[0]?.signal.aborted).toBe(true);
    expect(t.cuts).toEqual(['One.']);
    await settle();
    expect(t.speeches[1]?.queued).toEqual(['Earlier.']);
  });
});

describe('voice loop: the expert speaks of its own (a reminder come due)', () => {
  it('speaks the sentences in the language given, then is ready to listen', async () => {
    const t = setupLoop();
    t.loop.attach();
    await settle();
    t.loop.speakFollowUp(['Il est 17:00.', 'Comment ça se passe ?'], 'fr-FR');
    await settle();
    expect(t.status()).toBe('thinking');
    const speech = t.speeches[0];
    expect([speech?.language, speech?.queued, speech?.finished]).toEqual([
      'fr-FR',
      ['Il est 17:00.', 'Comment ça se passe ?'],
      true,
    ]);
    expect(t.turns).toEqual([]);
    speech?.handlers.onState?.('speaking');
    expect(t.status()).toBe('speaking');
    speech?.handlers.onIdle?.();
    expect(t.status()).toBe('ready');
    t.loop.onMicrophone();
    await settle();
    expect(t.listener()?.starts).toBe(1);
  });

  it('a tap stops it at once and cuts nothing stored', async () => {
    const t = setupLoop();
    t.loop.attach();
    await settle();
    t.loop.speakFollowUp(['One.', 'Two.'], 'en-US');
    await settle();
    t.speeches[0]?.said.push('One.');
    t.speeches[0]?.handlers.onState?.('speaking');
    t.loop.onMicrophone();
    expect(t.speeches[0]?.stopped).toBe(true);
    expect(t.cuts).toEqual([]);
    expect(t.status()).toBe('ready');
  });

  it('is not spoken over a turn under way', async () => {
    const t = await sentTurn();
    t.loop.speakFollowUp(['Reminder.'], 'en-US');
    await settle();
    expect(t.speeches).toHaveLength(1);
  });
});

describe('voice loop: a recording sent for transcription', () => {
  it('taps are ignored while its words are transcribed; then they are sent', async () => {
    const t = setupLoop({ recognition: false });
    t.loop.attach();
    t.loop.onMicrophone();
    await settle();
    expect(t.status()).toBe('listening');
    t.openRecording();
    await settle();
    t.loop.onMicrophone();
    expect(t.status()).toBe('stopping');
    expect(t.recordings[0]?.stops).toBe(1);
    t.loop.onMicrophone();
    await settle();
    expect(t.status()).toBe('stopping');
    expect(t.recordings).toHaveLength(1);
    expect(t.recordings[0]?.stops).toBe(1);
    t.recordings[0]?.onText('Hello from my recording');
    await settle();
    expect(t.turns.map((turn) => turn.text)).toEqual(['Hello from my recording']);
  });

  it('leaving while its words are transcribed ends the recording and sends nothing', async () => {
    const t = setupLoop({ recognition: false });
    t.loop.attach();
    t.loop.onMicrophone();
    await settle();
    t.openRecording();
    await settle();
    t.loop.onMicrophone();
    t.loop.detach();
    expect(t.recordings[0]?.cancels).toBe(1);
    t.recordings[0]?.onText('Hello from my recording');
    t.recordings[0]?.onError({ message: 'Transcription failed', openHelp: false });
    await settle();
    expect(t.turns).toEqual([]);
    expect(t.errors).toEqual([]);
  });

  it('stopped while the microphone opens: the recording is cancelled once open', async () => {
    const t = setupLoop({ recognition: false });
    t.loop.attach();
    t.loop.onMicrophone();
    await settle();
    t.loop.stopAll();
    expect(t.status()).toBe('ready');
    t.openRecording();
    await settle();
    expect(t.recordings[0]?.cancels).toBe(1);
    t.recordings[0]?.onText('Too late');
    await settle();
    expect(t.turns).toEqual([]);
  });

  it('a recording that fails is told and the loop is ready', async () => {
    const t = setupLoop({ recognition: false });
    t.loop.attach();
    t.loop.onMicrophone();
    await settle();
    t.openRecording();
    await settle();
    t.recordings[0]?.onError({ message: 'Transcription is not available', openHelp: false });
    expect(t.errors).toEqual([{ message: 'Transcription is not available', openHelp: false }]);
    expect(t.status()).toBe('ready');
  });

  it('a browser that cannot record is told so', async () => {
    const t = setupLoop({ recognition: false, canRecord: false });
    t.loop.attach();
    t.loop.onMicrophone();
    await settle();
    expect(t.errors).toEqual([
      { message: 'Speech recognition not supported in this browser', openHelp: false },
    ]);
    expect(t.recordings).toEqual([]);
  });
});

describe('voice loop: the voice code and the recognizer', () => {
  it('a tap before the voice code has arrived starts once it is there, unless stopped meanwhile', async () => {
    const code = deferred<LoopCode>();
    const t = setupLoop({ code: code.promise });
    t.loop.attach();
    t.loop.onMicrophone();
    t.loop.stopAll();
    code.resolve(t.code);
    await settle();
    expect(t.listener()?.starts).toBe(0);
    t.loop.onMicrophone();
    await settle();
    expect(t.listener()?.starts).toBe(1);
  });

  it('voice code that fails to load is told, and the loop stays ready', async () => {
    const t = setupLoop({ code: Promise.reject(new Error('offline')) });
    t.loop.attach();
    t.loop.onMicrophone();
    await settle();
    expect(t.errors).toEqual([
      {
        message:
          'Failed to start speech recognition: the voice feature could not be loaded, check your connection',
        openHelp: false,
      },
    ]);
    expect(t.status()).toBe('ready');
  });

  it('another language gets a new recognizer; leaving lets go of it', async () => {
    const t = setupLoop();
    t.loop.attach();
    await settle();
    t.loop.setLanguage('de-DE');
    expect(t.listeners.map((l) => [l.deps.language, l.disposed])).toEqual([
      ['en-US', true],
      ['de-DE', false],
    ]);
    t.loop.detach();
    expect(t.listener()?.disposed).toBe(true);
  });

  it('stopAll aborts listening and clears what was heard', async () => {
    const t = setupLoop();
    t.loop.attach();
    await settle();
    t.loop.onMicrophone();
    await settle();
    t.listener()?.deps.onState('recording');
    t.listener()?.deps.onTranscript('half a sent');
    t.loop.stopAll();
    expect(t.listener()?.aborts).toBe(1);
    expect(t.loop.snapshot()).toEqual({ status: 'ready', hearing: '', replaying: null, handsFree: false });
  });
});
