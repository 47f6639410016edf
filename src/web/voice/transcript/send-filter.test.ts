import { describe, expect, it } from 'vitest';
import { createSendFilter, DUPLICATE_WINDOW_MS } from './send-filter.js';

describe('send filter', () => {
  it('sends the cleaned text', () => {
    const filter = createSendFilter();
    expect(filter.decide('  I I want to I want to talk  ', 'en-US', 0)).toEqual({
      send: true,
      text: 'I want to talk',
    });
  });

  it.each(['', '   ', '\n\t'])('does not send blank %j', (raw) => {
    expect(createSendFilter().decide(raw, 'en', 0)).toEqual({ send: false, reason: 'blank' });
  });

  it.each([
    ['en', '.'],
    ['en', '?!'],
    ['en', '…'],
    ['en', 'Thank you.'],
    ['en', 'thanks for watching!'],
    ['en', 'You'],
    ['en', 'uh'],
    ['en', 'Um, um.'],
    ['en', 'hmm'],
    ['en', 'uh um'],
    ['en', 'Bye.'],
    ['es', 'Subtítulos realizados por la comunidad de Amara.org'],
    ['fr', "Sous-titres réalisés para la communauté d'Amara.org"],
    ['de', 'ähm'],
    ['ru', 'Продолжение следует...'],
    ['ru', 'Спасибо за просмотр!'],
    ['he', 'תודה שצפיתם'],
    ['ar', 'شكرا للمشاهدة'],
    ['ja', 'ご視聴ありがとうございました。'],
    ['zh', '谢谢观看！'],
    ['es', 'Thank you.'],
  ])('%s: %j is noise in a transcribed recording', (language, raw) => {
    expect(createSendFilter().decide(raw, language, 0)).toEqual({ send: false, reason: 'noise' });
  });

  it.each([
    ['en', 'Thank you.'],
    ['en', 'You'],
    ['en', 'Bye.'],
  ])('%s: %j from the browser recognizer is sent (a person said it)', (language, raw) => {
    expect(createSendFilter().decide(raw, language, 0, 'recognition')).toEqual({
      send: true,
      text: raw,
    });
  });

  it.each([
    ['en', 'uh um'],
    ['en', '?!'],
    ['en', 'thanks for watching!'],
  ])('%s: %j is noise from the browser recognizer too', (language, raw) => {
    expect(createSendFilter().decide(raw, language, 0, 'recognition')).toEqual({
      send: false,
      reason: 'noise',
    });
  });

  it.each([
    ['en', 'Yes.'],
    ['en', 'no'],
    ['en', 'Hello'],
    ['en', 'help'],
    ['en', 'mhm'],
    ['en', 'Thank you for the advice'],
    ['en', '42'],
    ['es', 'sí'],
    ['es', 'gracias'],
    ['ru', 'да'],
    ['ru', 'спасибо'],
    ['he', 'כן'],
    ['ar', 'نعم'],
    ['ar', 'أم'],
    ['hi', 'हाँ'],
    ['hi', 'हम'],
    ['zh', '好'],
    ['zh', '嗯'],
    ['ja', 'はい'],
  ])('%s: sends the one-word answer %j', (language, raw) => {
    expect(createSendFilter().decide(raw, language, 0)).toEqual({ send: true, text: raw });
  });

  it('skips the same message sent again within 2 s, compared by key', () => {
    const filter = createSendFilter();
    expect(filter.decide('How are you?', 'en', 10_000).send).toBe(true);
    expect(filter.decide('how are you', 'en', 10_000 + DUPLICATE_WINDOW_MS - 1)).toEqual({
      send: false,
      reason: 'duplicate',
    });
    // a skipped duplicate does not move the window
    expect(filter.decide('How are you?', 'en', 10_000 + DUPLICATE_WINDOW_MS).send).toBe(true);
    expect(DUPLICATE_WINDOW_MS).toBe(2000);
  });

  it('sends a different message at once, and the same one again after the window', () => {
    const filter = createSendFilter();
    expect(filter.decide('Yes', 'en', 0).send).toBe(true);
    expect(filter.decide('No', 'en', 100).send).toBe(true);
    expect(filter.decide('Yes', 'en', 200).send).toBe(true);
    expect(filter.decide('Ещё', 'ru', 5000).send).toBe(true);
    expect(filter.decide('еще', 'ru', 5500)).toEqual({ send: false, reason: 'duplicate' });
  });

  it('does not count noise or blanks as the last message sent', () => {
    const filter = createSendFilter();
    expect(filter.decide('Tell me more', 'en', 0).send).toBe(true);
    expect(filter.decide('uh', 'en', 500).send).toBe(false);
    expect(filter.decide('Tell me more', 'en', 1000)).toEqual({ send: false, reason: 'duplicate' });
  });
});
