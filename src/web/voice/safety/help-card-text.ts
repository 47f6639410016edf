import type { ConversationLanguage } from '../../../contract/languages.js';
import type { HelpLine, SafetyNotice } from '../../../contract/safety-values.js';

/** The help card's words in one language. */
export type HelpCardText = {
  heading: string;
  /** The heading when someone's life may be in danger right now (a medical emergency). */
  urgentHeading: string;
  intro: string;
  emergency: string;
  call: (number: string) => string;
  text: (number: string, body: string | null) => string;
  website: string;
  close: string;
  /** Spoken after the reply: the lines are on the screen (first line named). */
  spoken: (line: string) => string;
};

export const HELP_CARD_TEXT: Record<ConversationLanguage, HelpCardText> = {
  'en-US': {
    heading: "You don't have to face this alone",
    urgentHeading: 'Call for help now',
    intro: 'Please reach out now. Talking to someone you trust can help too.',
    emergency: 'Emergency number',
    call: (n) => `Call ${n}`,
    text: (n, body) => (body ? `Text ${body} to ${n}` : `Text ${n}`),
    website: 'Website',
    close: 'Close help lines',
    spoken: (line) => `Help is on your screen: ${line}.`,
  },
  'he-IL': {
    heading: 'את/ה לא לבד בזה',
    urgentHeading: 'התקשר/י לעזרה עכשיו',
    intro: 'חשוב לפנות עכשיו. גם שיחה עם מישהו שסומכים עליו יכולה לעזור.',
    emergency: 'מספר חירום',
    call: (n) => `התקשרו ${n}`,
    text: (n, body) => (body ? `שלחו ${body} ל־${n}` : `הודעה ל־${n}`),
    website: 'אתר',
    close: 'סגירת קווי העזרה',
    spoken: (line) => `פרטי העזרה מופיעים על המסך: ${line}.`,
  },
  'es-ES': {
    heading: 'No tienes que pasar por esto solo',
    urgentHeading: 'Pide ayuda ahora',
    intro: 'Por favor, pide ayuda ahora. Hablar con alguien de confianza también ayuda.',
    emergency: 'Número de emergencias',
    call: (n) => `Llamar al ${n}`,
    text: (n, body) => (body ? `Envía ${body} al ${n}` : `Mensaje al ${n}`),
    website: 'Sitio web',
    close: 'Cerrar las líneas de ayuda',
    spoken: (line) => `Tienes la ayuda en la pantalla: ${line}.`,
  },
  'fr-FR': {
    heading: "Tu n'as pas à traverser cela seul",
    urgentHeading: "Appelle à l'aide maintenant",
    intro: "Contacte quelqu'un maintenant. Parler à une personne de confiance aide aussi.",
    emergency: "Numéro d'urgence",
    call: (n) => `Appeler le ${n}`,
    text: (n, body) => (body ? `Envoyer ${body} au ${n}` : `SMS au ${n}`),
    website: 'Site web',
    close: "Fermer les lignes d'aide",
    spoken: (line) => `L'aide est affichée à l'écran : ${line}.`,
  },
  'de-DE': {
    heading: 'Du musst das nicht allein durchstehen',
    urgentHeading: 'Jetzt Hilfe rufen',
    intro: 'Bitte melde dich jetzt. Auch ein Gespräch mit einem Menschen, dem du vertraust, hilft.',
    emergency: 'Notruf',
    call: (n) => `${n} anrufen`,
    text: (n, body) => (body ? `${body} an ${n} senden` : `SMS an ${n}`),
    website: 'Website',
    close: 'Hilfe-Nummern schließen',
    spoken: (line) => `Die Hilfe steht auf deinem Bildschirm: ${line}.`,
  },
  'ru-RU': {
    heading: 'Ты не обязан справляться с этим в одиночку',
    urgentHeading: 'Позвони за помощью сейчас',
    intro: 'Пожалуйста, обратись за помощью сейчас. Разговор с близким человеком тоже помогает.',
    emergency: 'Экстренный номер',
    call: (n) => `Позвонить ${n}`,
    text: (n, body) => (body ? `Отправить ${body} на ${n}` : `SMS на ${n}`),
    website: 'Сайт',
    close: 'Закрыть телефоны помощи',
    spoken: (line) => `Телефоны помощи на экране: ${line}.`,
  },
  'sk-SK': {
    heading: 'Nemusíš to zvládať sám',
    urgentHeading: 'Zavolaj pomoc hneď',
    intro: 'Prosím, ozvi sa hneď. Pomôže aj rozhovor s niekým, komu dôveruješ.',
    emergency: 'Tiesňové číslo',
    call: (n) => `Zavolať ${n}`,
    text: (n, body) => (body ? `Pošli ${body} na ${n}` : `SMS na ${n}`),
    website: 'Webová stránka',
    close: 'Zavrieť linky pomoci',
    spoken: (line) => `Pomoc máš na obrazovke: ${line}.`,
  },
  'zh-CN': {
    heading: '你不必独自面对',
    urgentHeading: '请立即求助',
    intro: '请现在就联系他们。和你信任的人聊聊也会有帮助。',
    emergency: '急救电话',
    call: (n) => `拨打 ${n}`,
    text: (n, body) => (body ? `发送 ${body} 到 ${n}` : `短信 ${n}`),
    website: '网站',
    close: '关闭求助热线',
    spoken: (line) => `求助电话在屏幕上：${line}。`,
  },
  'ja-JP': {
    heading: 'ひとりで抱え込まないでください',
    urgentHeading: '今すぐ助けを呼んでください',
    intro: '今すぐ連絡してください。信頼できる人に話すことも助けになります。',
    emergency: '緊急番号',
    call: (n) => `${n} に電話`,
    text: (n, body) => (body ? `${n} に ${body} と送信` : `${n} にSMS`),
    website: 'ウェブサイト',
    close: '相談窓口を閉じる',
    spoken: (line) => `相談先は画面に表示されています。${line}。`,
  },
  'ar-SA': {
    heading: 'لست وحدك في هذا',
    urgentHeading: 'اطلب المساعدة الآن',
    intro: 'من فضلك تواصل الآن. الحديث مع شخص تثق به يساعد أيضًا.',
    emergency: 'رقم الطوارئ',
    call: (n) => `اتصل ${n}`,
    text: (n, body) => (body ? `أرسل ${body} إلى ${n}` : `رسالة إلى ${n}`),
    website: 'الموقع',
    close: 'إغلاق خطوط المساعدة',
    spoken: (line) => `أرقام المساعدة على شاشتك: ${line}.`,
  },
  'hi-IN': {
    heading: 'आपको इसका सामना अकेले नहीं करना है',
    urgentHeading: 'अभी मदद के लिए कॉल करें',
    intro: 'कृपया अभी संपर्क करें। किसी भरोसेमंद व्यक्ति से बात करना भी मदद करता है।',
    emergency: 'आपातकालीन नंबर',
    call: (n) => `${n} पर कॉल करें`,
    text: (n, body) => (body ? `${n} पर ${body} भेजें` : `${n} पर SMS करें`),
    website: 'वेबसाइट',
    close: 'हेल्पलाइन बंद करें',
    spoken: (line) => `मदद के नंबर आपकी स्क्रीन पर हैं: ${line}।`,
  },
};

/** The name a line goes by on the card: the emergency number has the card's own word for it. */
export const lineName = (line: HelpLine, words: HelpCardText): string =>
  line.kind === 'emergency' ? words.emergency : line.name;

/**
 * The sentence spoken after the reply: the card's first line with its number, whatever the reply
 * said. A line without a number (the international directory) is named alone.
 */
export function helpSpeech(notice: SafetyNotice, language: ConversationLanguage): string {
  const words = HELP_CARD_TEXT[language];
  const first = notice.helpLines.find((line) => line.phone !== null) ?? notice.helpLines[0];
  if (!first) return words.spoken(words.emergency);
  return words.spoken(first.phone ? `${lineName(first, words)}, ${first.phone}` : lineName(first, words));
}
