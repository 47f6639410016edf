import { describe, expect, it } from 'vitest';
import { conversationLanguages } from '../../contract/languages.js';
import { askWhenText, reminderExistsText, reminderSetText, remindersOffText } from './reminder-speech.js';
import { asksForReminderIn } from './request-phrases.js';

// Tuesday 10 March 2026, 14:30 in Madrid; the reminder is tomorrow at 9:00 there (08:00 UTC).
const now = new Date('2026-03-10T13:30:00Z');
const tomorrowAtNine = { title: 'Call my sister', scheduledTime: new Date('2026-03-11T08:00:00Z') };
const zone = 'Europe/Madrid';

describe('what the expert says of a reminder, per language', () => {
  it.each([
    ['en-US', "Done: I'll remind you tomorrow at 9:00 AM to call your sister."],
    ['he-IL', 'בוצע: אזכיר לך מחר ב-9:00: Call my sister.'],
    ['es-ES', 'Hecho: te lo recordaré mañana a las 9:00: Call my sister.'],
    ['fr-FR', "C'est noté : je vous le rappellerai demain à 9:00 : Call my sister."],
    ['de-DE', 'Erledigt: Ich erinnere Sie morgen um 9:00 Uhr: Call my sister.'],
    ['ru-RU', 'Готово: я напомню вам завтра в 9:00: Call my sister.'],
    ['sk-SK', 'Hotovo: pripomeniem vám to zajtra o 9:00: Call my sister.'],
    ['zh-CN', '好的：我会在明天9:00提醒您Call my sister。'],
    ['ja-JP', '承知しました。明日9:00に「Call my sister」をお知らせします。'],
    ['ar-SA', 'تم: سأذكّرك غدًا الساعة ٩:٠٠ ص: Call my sister.'],
    ['hi-IN', 'हो गया: मैं आपको कल 9:00 am पर याद दिलाऊँगा: Call my sister।'],
  ])('%s: the confirmation names the day and time on the person’s clock', (language, text) => {
    expect(reminderSetText(tomorrowAtNine, now, zone, language)).toBe(text);
  });

  it('every language has its own question, its own "off" sentence and its own "already there"', () => {
    const asks = conversationLanguages.map(askWhenText);
    const offs = conversationLanguages.map(remindersOffText);
    const exists = conversationLanguages.map((l) => reminderExistsText(tomorrowAtNine, now, zone, l));
    for (const list of [asks, offs, exists]) expect(new Set(list).size).toBe(conversationLanguages.length);
    expect(askWhenText('en-US')).toBe('When should I remind you?');
    // The switch's place is named as the screen names it.
    for (const off of offs) expect(off).toContain('Reminder Settings');
  });

  it('says today, tomorrow, or the weekday and date, in the person’s time zone', () => {
    const at = (iso: string) => ({ title: 'Take my pills', scheduledTime: new Date(iso) });
    expect(reminderSetText(at('2026-03-10T19:00:00Z'), now, zone, 'en-US')).toBe(
      "Done: I'll remind you today at 8:00 PM to take your pills.",
    );
    // 23:30 UTC is already Wednesday in Madrid.
    expect(reminderSetText(at('2026-03-10T23:30:00Z'), now, zone, 'en-US')).toMatch(/tomorrow at 12:30 AM/);
    expect(reminderSetText(at('2026-03-13T17:00:00Z'), now, zone, 'de-DE')).toBe(
      'Erledigt: Ich erinnere Sie am Freitag, 13. März, um 18:00 Uhr: Take my pills.',
    );
    expect(
      reminderSetText(
        { title: 'Dentist', scheduledTime: new Date('2026-03-11T08:00:00Z') },
        now,
        zone,
        'en-US',
      ),
    ).toBe("Done: I'll remind you tomorrow at 9:00 AM: Dentist.");
  });
});

describe('asksForReminderIn', () => {
  it.each([
    'Please remind me tomorrow at 9 to call my sister',
    'Can you remind me to call mom?',
    'Recuérdame llamar a mi hermana',
    'Rappelle-moi demain',
    'Erinnere mich morgen',
    'Напомни мне завтра',
    'Pripomeň mi zajtra',
    '明天提醒我',
    '明日リマインドして',
    'ذكرني غدا',
    'मुझे कल याद दिलाना',
    'תזכיר לי מחר',
  ])('a request: %s', (text) => {
    expect(asksForReminderIn(text)).toBe(true);
  });

  it.each([
    'You remind me of my father',
    'That reminds me of home',
    'It will remind me of you',
    'Ich habe schöne Erinnerungen',
  ])('not a request: %s', (text) => {
    expect(asksForReminderIn(text)).toBe(false);
  });
});
