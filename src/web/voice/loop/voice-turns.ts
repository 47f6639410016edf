import type { LoopEngine, VoiceLoopOptions } from './loop-engine.js';
import type { LoopEvent } from './voice-loop-state.js';

export type TurnSource = 'recognition' | 'recording' | 'typed';

export type TurnsDeps = {
  loadEngine: () => Promise<LoopEngine>;
  options: () => VoiceLoopOptions;
  dispatch: (event: LoopEvent) => void;
  /** Wall-clock ms, for the send filter's repeat window. */
  now: () => number;
  /** The turn's timing marks (final transcript, speech stages). */
  mark: (stage: string, detail?: object) => void;
};

/**
 * The loop's turns, one at a time: heard text is filtered and sent, the reply is spoken sentence by
 * sentence as it streams, and a new turn or a tap (barge-in) ends the one under way, keeping what
 * had been said aloud.
 */
export function createTurns(deps: TurnsDeps) {
  /** `said`: words the expert says of its own (a reminder come due): nothing to cut when interrupted. */
  type Turn = { abort: AbortController; speech: ReturnType<LoopEngine['createReplySpeech']>; said?: true };
  let turn: Turn | null = null;
  let filter: ReturnType<LoopEngine['createSendFilter']> | null = null;

  /** Barge-in: stop speech and the stream now; keep what was said. */
  function interrupt(): void {
    const current = turn;
    if (!current) return;
    turn = null;
    const { spoken, cut } = current.speech.spokenText();
    current.speech.stop();
    current.abort.abort();
    if (cut && !current.said) deps.options().onCut(spoken.join(' '));
  }

  /**
   * The expert speaks `sentences` in `language` without a turn of the person's (a reminder come due,
   * already stored by the server; or, with `replay`, that message's reply played again), in the
   * screen's voice; then the loop is ready as after any reply. A reply played again is spoken even
   * with the expert muted: the person asked to hear it.
   */
  async function say(sentences: string[], language: string, replay?: number | string): Promise<void> {
    const voice = await deps.loadEngine();
    const { settings, engine } = deps.options();
    interrupt();
    deps.dispatch(replay === undefined ? { type: 'sent' } : { type: 'sent', replay });
    const voiceSettings = replay === undefined ? settings : { ...settings, muted: false };
    const speech = voice.createReplySpeech(voiceSettings, language, engine, {
      onState: (state) => {
        if (state === 'speaking' && turn?.speech === speech) deps.dispatch({ type: 'speaking' });
      },
      onIdle: () => {
        if (turn?.speech !== speech) return;
        turn = null;
        deps.dispatch({ type: 'turn-ended' });
      },
      mark: deps.mark,
    });
    turn = { abort: new AbortController(), speech, said: true };
    for (const sentence of sentences) speech.enqueue(sentence);
    speech.finish();
  }

  /** A turn: `source` says where the text came from ('typed' is sent as it is: a retry). */
  async function speak(text: string, source: TurnSource): Promise<void> {
    const voice = await deps.loadEngine();
    const { language, settings, engine } = deps.options();
    filter ??= voice.createSendFilter();
    const decision =
      source === 'typed'
        ? { send: text.trim() !== '', text: text.trim() }
        : filter.decide(text, language, deps.now(), source);
    if (!decision.send) return deps.dispatch({ type: 'not-sent' });
    // Only one turn at a time: a new one ends whatever the last one was still doing.
    interrupt();
    deps.mark('final-transcript');
    deps.dispatch({ type: 'sent' });
    const abort = new AbortController();
    let streamEnded = false;
    const speech = voice.createReplySpeech(settings, language, engine, {
      onState: (state) => {
        if (state === 'speaking' && turn?.speech === speech) deps.dispatch({ type: 'speaking' });
      },
      onIdle: () => {
        if (turn?.speech !== speech || !streamEnded) return;
        turn = null;
        deps.dispatch({ type: 'turn-ended' });
      },
      mark: deps.mark,
    });
    turn = { abort, speech };
    const outcome = await deps.options().sendTurn(decision.text, (s) => speech.enqueue(s), abort.signal);
    if (turn?.speech !== speech) return; // interrupted: the tap already moved on
    streamEnded = true;
    if (outcome === 'answered') speech.finish();
    else {
      speech.stop();
      turn = null;
      deps.dispatch({ type: 'turn-ended' });
    }
  }

  /** A voice over the expert: the expert pauses mid-sentence (false when nothing is being said). */
  function hold(): boolean {
    if (!turn) return false;
    turn.speech.pause();
    return true;
  }

  /** No words came after all: the expert goes on from where it paused. */
  function resume(): void {
    turn?.speech.resume();
  }

  /** The sentences the expert has begun to say aloud, the one playing last (for the echo guard). */
  const playing = (): string[] => turn?.speech.spokenText().spoken ?? [];

  return { speak, say, interrupt, hold, resume, playing, active: () => turn !== null };
}
