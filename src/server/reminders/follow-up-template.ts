import type { ConversationLanguage } from '../../contract/languages.js';
import { wallTimeAt } from './zoned-time.js';

/** What a spoken follow-up names: the reminder and the time it came due, on the user's clock. */
export type FollowUpFacts = {
  title: string;
  /** The occurrence spoken of. */
  at: Date;
  timeZone: string;
  language: ConversationLanguage;
};

/** The time as people of the language write it, on the user's wall clock ("5:00 PM", "17:00"). */
export function spokenTime(at: Date, timeZone: string, language: ConversationLanguage): string {
  return new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone }).format(at);
}

type Template = (time: string, title: string, hour: number) => string;

/**
 * The offline follow-up in each conversation language: the time, what the person asked to be reminded
 * of, then one gentle question, so the microphone that opens next has something to answer.
 */
const templates: Record<ConversationLanguage, Template> = {
  'en-US': (time, title) => `It's ${time}. You asked me to remind you: ${title}. How is it going?`,
  'he-IL': (time, title) => `השעה ${time}. ביקשת שאזכיר לך: ${title}. איך זה הולך?`,
  'es-ES': (time, title, hour) =>
    `${hour === 1 ? 'Es la' : 'Son las'} ${time}. Me pediste que te lo recordara: ${title}. ¿Cómo va?`,
  'fr-FR': (time, title) =>
    `Il est ${time}. Vous m'avez demandé de vous le rappeler : ${title}. Comment ça se passe ?`,
  'de-DE': (time, title) => `Es ist ${time} Uhr. Sie wollten daran erinnert werden: ${title}. Wie läuft es?`,
  'ru-RU': (time, title) => `Сейчас ${time}. Вы просили напомнить: ${title}. Как у вас дела с этим?`,
  'sk-SK': (time, title) => `Je ${time}. Chceli ste pripomenúť: ${title}. Ako sa vám darí?`,
  'zh-CN': (time, title) => `现在是${time}。您让我提醒您：${title}。进展得怎么样？`,
  'ja-JP': (time, title) => `${time}になりました。お知らせの時間です：${title}。いかがですか？`,
  'ar-SA': (time, title) => `الساعة الآن ${time}. طلبت مني أن أذكّرك: ${title}. كيف تسير الأمور؟`,
  'hi-IN': (time, title) => `समय हो गया है, ${time}। आपने याद दिलाने को कहा था: ${title}। कैसा चल रहा है?`,
};

/** A reminder title as said inside a sentence: no closing full stop of its own. */
export const inSentence = (title: string) => title.trim().replace(/[.。!！?？।]+$/u, '');

/** The follow-up without a language model. */
export function templateFollowUp({ title, at, timeZone, language }: FollowUpFacts): string {
  const { hour } = wallTimeAt(at, timeZone);
  return templates[language](spokenTime(at, timeZone, language), inSentence(title), hour);
}
