import { describe, expect, it } from 'vitest';
import {
  clampPause,
  decideTurn,
  isEcho,
  PAUSE_DEFAULT_MS,
  silenceBeforeSending,
  type TurnView,
  turnEnding,
  VAD_REDEMPTION_MS,
  WORDS_SETTLE_MS,
} from './end-of-turn.js';

const view = (change: Partial<TurnView>): TurnView => ({
  speaking: false,
  speechEndedAt: 1_000,
  text: 'How do I sleep better',
  heardAt: 0,
  language: 'en-US',
  pauseMs: 800,
  now: 1_000,
  ...change,
});

describe('end of turn: how the words end', () => {
  it.each([
    ['I was thinking and', 'trailing'],
    ['because', 'trailing'],
    ['my knee hurts when I, um', 'trailing'],
    ['So the thing is...', 'trailing'],
    ['Well, you know,', 'trailing'],
    ['How do I sleep better?', 'complete'],
    ['That is all.', 'complete'],
    ['How do I sleep better', 'plain'],
    ['', 'plain'],
  ] as const)('%j is %s', (text, ending) => {
    expect(turnEnding(text, 'en-US')).toBe(ending);
  });

  it('knows trailing words in other languages, and full-width marks', () => {
    expect(turnEnding('Je voulais dire que', 'fr-FR')).toBe('trailing');
    expect(turnEnding('Ich wollte fragen, weil', 'de-DE')).toBe('trailing');
    expect(turnEnding('我想问一下，', 'zh-CN')).toBe('trailing');
    expect(turnEnding('我想问一下。', 'zh-CN')).toBe('complete');
    expect(turnEnding('我今天很累，因为', 'zh-CN')).toBe('trailing');
    expect(turnEnding('我今天很累', 'zh-CN')).toBe('plain');
    expect(turnEnding('昨日は眠れなかったけど', 'ja-JP')).toBe('trailing');
    expect(turnEnding('昨日は眠れなかった', 'ja-JP')).toBe('plain');
    expect(turnEnding('أريد أن أنام جيدا لأن', 'ar-SA')).toBe('trailing');
    expect(turnEnding('أريد أن أنام جيدا', 'ar-SA')).toBe('plain');
    expect(turnEnding('मुझे नींद नहीं आती क्योंकि', 'hi-IN')).toBe('trailing');
    expect(turnEnding('मुझे नींद नहीं आती', 'hi-IN')).toBe('plain');
    expect(turnEnding('and', 'fr-FR')).toBe('plain');
  });

  it('waits longer after a trailing word and less after a full stop, within 0.5-3 s', () => {
    expect(silenceBeforeSending('I went there and', 'en-US', 800)).toBe(1_400);
    expect(silenceBeforeSending('I went there.', 'en-US', 800)).toBe(600);
    expect(silenceBeforeSending('I went there', 'en-US', 800)).toBe(800);
    expect(silenceBeforeSending('I went there and', 'en-US', 3_000)).toBe(3_000);
    expect(silenceBeforeSending('I went there.', 'en-US', 500)).toBe(500);
  });

  it('keeps the chosen pause on its grid, 0.5-3 s; nonsense gives the default', () => {
    expect(clampPause(1234)).toBe(1_200);
    expect(clampPause(100)).toBe(500);
    expect(clampPause('9000')).toBe(3_000);
    expect(clampPause('soon')).toBe(PAUSE_DEFAULT_MS);
  });
});

describe('end of turn: the decision', () => {
  it('waits while the person speaks, and before any speech', () => {
    expect(decideTurn(view({ speaking: true }))).toEqual({ kind: 'wait', ms: null });
    expect(decideTurn(view({ speechEndedAt: null }))).toEqual({ kind: 'wait', ms: null });
  });

  it('counts the detector’s own silence: sends once the pause has passed since the speech stopped', () => {
    expect(decideTurn(view({}))).toEqual({ kind: 'wait', ms: 800 - VAD_REDEMPTION_MS });
    expect(decideTurn(view({ now: 1_000 + 800 - VAD_REDEMPTION_MS - 1 }))).toEqual({ kind: 'wait', ms: 1 });
    expect(decideTurn(view({ now: 1_000 + 800 - VAD_REDEMPTION_MS }))).toEqual({ kind: 'send' });
  });

  it('after the pause, words still changing are waited for until they have been steady a while', () => {
    const over = 1_000 + 800 - VAD_REDEMPTION_MS + 2_000;
    expect(decideTurn(view({ now: over, heardAt: over - 100 }))).toEqual({
      kind: 'wait',
      ms: WORDS_SETTLE_MS - 100,
    });
    expect(decideTurn(view({ now: over, heardAt: over - WORDS_SETTLE_MS }))).toEqual({ kind: 'send' });
  });

  it('no words, no turn', () => {
    expect(decideTurn(view({ text: '  ', now: 5_000 }))).toEqual({ kind: 'nothing' });
  });

  it('a trailing word waits longer than the same words completed', () => {
    const at = 1_000 + 800 - VAD_REDEMPTION_MS;
    expect(decideTurn(view({ text: 'I wanted to ask because', now: at })).kind).toBe('wait');
    expect(decideTurn(view({ text: 'I wanted to ask.', now: at - 200 })).kind).toBe('send');
  });
});

describe('the echo guard', () => {
  const playing = ['Sleep comes easier with a regular bedtime.', 'Try a short walk after dinner.'];
  it('takes the expert’s own words coming back for an echo', () => {
    expect(isEcho('a regular bedtime', playing)).toBe(true);
    expect(isEcho('short walk after dinner', playing)).toBe(true);
  });
  it('takes other words for the person', () => {
    expect(isEcho('wait I have a question', playing)).toBe(false);
    expect(isEcho('stop', playing)).toBe(false);
    expect(isEcho('', playing)).toBe(false);
    expect(isEcho('hello', [])).toBe(false);
  });

  it('compares Chinese and Japanese, written without spaces, by their pairs of characters', () => {
    const zh = ['规律的作息能让睡眠更好。', '晚饭后散散步也有帮助。'];
    expect(isEcho('晚饭后散散步', zh)).toBe(true);
    expect(isEcho('等一下我还有一个问题', zh)).toBe(false);
    const ja = ['毎日同じ時間に寝ると眠りやすくなります。'];
    expect(isEcho('同じ時間に寝ると', ja)).toBe(true);
    expect(isEcho('ちょっと待って質問があります', ja)).toBe(false);
  });
});
