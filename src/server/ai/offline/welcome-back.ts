import type { ConversationLanguage } from '../languages.js';

const WELCOME: Record<ConversationLanguage, (name: string) => string> = {
  'en-US': (name) => `Good to talk with you again, ${name}.`,
  'he-IL': (name) => `טוב לדבר איתך שוב, ${name}.`,
  'es-ES': (name) => `Me alegra hablar contigo otra vez, ${name}.`,
  'fr-FR': (name) => `Ça me fait plaisir de vous reparler, ${name}.`,
  'de-DE': (name) => `Schön, wieder mit Ihnen zu sprechen, ${name}.`,
  'ru-RU': (name) => `Рад снова поговорить с вами, ${name}.`,
  'sk-SK': (name) => `Rád sa s vami opäť rozprávam, ${name}.`,
  'zh-CN': (name) => `${name}，很高兴再次和你聊天。`,
  'ja-JP': (name) => `${name}さん、またお話しできてうれしいです。`,
  'ar-SA': (name) => `سعيد بالحديث معك مرة أخرى يا ${name}.`,
  'hi-IN': (name) => `${name}, आपसे फिर से बात करके अच्छा लगा।`,
};

/**
 * The offline responder's greeting of someone who shared the name they like to be called: the
 * first reply of a new conversation picks up where the last one left off.
 */
export function welcomeBack(language: ConversationLanguage, name: string): string {
  return WELCOME[language](name.replace(/\s+/g, ' ').trim().slice(0, 60));
}
