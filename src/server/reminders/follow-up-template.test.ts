import { describe, expect, it } from 'vitest';
import { conversationLanguages } from '../../contract/languages.js';
import { spokenAnswer } from './follow-up-phraser.js';
import { templateFollowUp } from './follow-up-template.js';

// 16:00 UTC = 17:00 in Madrid; 00:30 UTC = 01:30 in Madrid.
const at = new Date('2026-03-10T16:00:00Z');

describe('templateFollowUp', () => {
  it('names the time on the user’s clock and the reminder in each of the eleven languages', () => {
    const said = Object.fromEntries(
      conversationLanguages.map((language) => [
        language,
        templateFollowUp({ title: 'Call Anna', at, timeZone: 'Europe/Madrid', language }),
      ]),
    );
    expect(said).toEqual({
      'en-US': "It's 5:00 PM. You asked me to remind you: Call Anna. How is it going?",
      'he-IL': 'השעה 17:00. ביקשת שאזכיר לך: Call Anna. איך זה הולך?',
      'es-ES': 'Son las 17:00. Me pediste que te lo recordara: Call Anna. ¿Cómo va?',
      'fr-FR': "Il est 17:00. Vous m'avez demandé de vous le rappeler : Call Anna. Comment ça se passe ?",
      'de-DE': 'Es ist 17:00 Uhr. Sie wollten daran erinnert werden: Call Anna. Wie läuft es?',
      'ru-RU': 'Сейчас 17:00. Вы просили напомнить: Call Anna. Как у вас дела с этим?',
      'sk-SK': 'Je 17:00. Chceli ste pripomenúť: Call Anna. Ako sa vám darí?',
      'zh-CN': '现在是17:00。您让我提醒您：Call Anna。进展得怎么样？',
      'ja-JP': '17:00になりました。お知らせの時間です：Call Anna。いかがですか？',
      'ar-SA': 'الساعة الآن ٥:٠٠ م. طلبت مني أن أذكّرك: Call Anna. كيف تسير الأمور؟',
      'hi-IN': 'समय हो गया है, 5:00 pm। आपने याद दिलाने को कहा था: Call Anna। कैसा चल रहा है?',
    });
  });

  it('follows the time zone, Spanish grammar for one o’clock, and drops the title’s own full stop', () => {
    const late = new Date('2026-03-10T00:30:00Z');
    expect(
      templateFollowUp({ title: 'Llamar.', at: late, timeZone: 'Europe/Madrid', language: 'es-ES' }),
    ).toBe('Es la 1:30. Me pediste que te lo recordara: Llamar. ¿Cómo va?');
    expect(
      templateFollowUp({ title: 'Call Anna', at, timeZone: 'America/New_York', language: 'en-US' }),
    ).toBe("It's 12:00 PM. You asked me to remind you: Call Anna. How is it going?");
  });
});

describe('spokenAnswer', () => {
  it('keeps the first two sentences, flattened and without wrapping quotes', () => {
    expect(spokenAnswer('"It is five.\n\nTime to call Anna! How was your week? And more."')).toBe(
      'It is five. Time to call Anna!',
    );
    expect(spokenAnswer('   ')).toBe('');
  });
});
