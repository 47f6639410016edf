import { chooseCountry, helpFor } from '../../safety/help-lines.js';
import { type ConversationLanguage, DEFAULT_LANGUAGE, supportedLanguage } from '../languages.js';

type Crisis = { name: string; phone: string } | null;

/** How each language says "call the crisis line" and "the emergency number", and the sentence around them. */
type Wording = {
  crisis(line: Crisis): string;
  emergency(number: string): string;
  call(first: string, second: string): string;
  /** Care; someone they trust; that this is a demonstration with no AI. */
  care: string;
  trust: string;
  demo: string;
};

const WORDING: Record<ConversationLanguage, Wording> = {
  'en-US': {
    crisis: (c) => (c ? `${c.name} at ${c.phone}` : 'a local crisis line'),
    emergency: (n) => `${n}, the emergency number`,
    call: (a, b) => `Please call ${a} right now, or ${b}.`,
    care: "I'm really sorry you're going through this, and I'm glad you told me.",
    trust: 'Reach out to someone you trust so you are not alone with this.',
    demo: "I'm only a demonstration voice with no AI connected, so please talk to a person right away.",
  },
  'es-ES': {
    crisis: (c) => (c ? `a ${c.name}, al ${c.phone}` : 'a una línea de crisis de tu zona'),
    emergency: (n) => `al ${n}, el número de emergencias`,
    call: (a, b) => `Por favor, llama ahora ${a}, o ${b}.`,
    care: 'Siento mucho que estés pasando por esto, y me alegra que me lo hayas contado.',
    trust: 'Busca también a alguien de confianza para no pasar por esto sin apoyo.',
    demo: 'Solo soy una voz de demostración sin inteligencia artificial conectada, así que habla con una persona cuanto antes.',
  },
  'fr-FR': {
    crisis: (c) => (c ? `le ${c.phone}, ${c.name}` : 'une ligne d’écoute près de chez toi'),
    emergency: (n) => `le ${n} en cas d'urgence`,
    call: (a, b) => `Appelle tout de suite ${a}, ou ${b}.`,
    care: "Je suis vraiment désolé que tu traverses cela, et merci de me l'avoir dit.",
    trust: 'Parle aussi à une personne de confiance pour ne pas traverser cela sans soutien.',
    demo: "Je ne suis qu'une voix de démonstration sans intelligence artificielle connectée, alors parle à quelqu'un dès maintenant.",
  },
  'de-DE': {
    crisis: (c) => (c ? `die ${c.name} unter ${c.phone}` : 'eine Krisenhotline in deiner Nähe'),
    emergency: (n) => `den Notruf ${n}`,
    call: (a, b) => `Bitte ruf jetzt ${a} an, oder wähle ${b}.`,
    care: 'Es tut mir sehr leid, dass es dir so geht, und gut, dass du es mir sagst.',
    trust: 'Wende dich auch an einen Menschen, dem du vertraust.',
    demo: 'Ich bin nur eine Demo-Stimme ohne angeschlossene KI, also sprich bitte gleich mit einem Menschen.',
  },
  'ru-RU': {
    crisis: (c) => (c ? `в службу «${c.name}» по номеру ${c.phone}` : 'на местный телефон доверия'),
    emergency: (n) => `по номеру экстренных служб ${n}`,
    call: (a, b) => `Пожалуйста, прямо сейчас позвони ${a} или ${b}.`,
    care: 'Мне очень жаль, что тебе так тяжело, и хорошо, что ты рассказываешь мне об этом.',
    trust: 'Обратись также к человеку, которому ты доверяешь.',
    demo: 'Я всего лишь демонстрационный голос без подключённого искусственного интеллекта, поэтому, пожалуйста, поговори с живым человеком прямо сейчас.',
  },
  'he-IL': {
    crisis: (c) => (c ? `ל${c.name} בטלפון ${c.phone}` : 'לקו סיוע נפשי באזורך'),
    emergency: (n) => `למספר החירום ${n}`,
    call: (a, b) => `חשוב לפנות עכשיו ${a}, או ${b}.`,
    care: 'צר לי מאוד לשמוע את זה, וטוב ששיתפת.',
    trust: 'כדאי גם לדבר עם מישהו שסומכים עליו.',
    demo: 'אני רק קול הדגמה בלי בינה מלאכותית מחוברת, ולכן חשוב לדבר עם אדם כבר עכשיו.',
  },
  'sk-SK': {
    crisis: (c) => (c ? `na číslo ${c.phone}, ${c.name}` : 'na linku dôvery vo svojom okolí'),
    emergency: (n) => `na tiesňovú linku ${n}`,
    call: (a, b) => `Prosím, zavolaj hneď ${a}, alebo ${b}.`,
    care: 'Veľmi ma mrzí, že to prežívaš, a je dobré, že o tom hovoríš.',
    trust: 'Obráť sa aj na niekoho, komu dôveruješ.',
    demo: 'Som len ukážkový hlas bez pripojenej umelej inteligencie, preto sa, prosím, hneď porozprávaj s človekom.',
  },
  'zh-CN': {
    crisis: (c) => (c ? `${c.name}${c.phone}` : '当地的心理危机干预热线'),
    emergency: (n) => `急救电话${n}`,
    call: (a, b) => `请现在就拨打${a}，或者拨打${b}。`,
    care: '听到你这么难受，我真的很难过，谢谢你愿意告诉我。',
    trust: '也请马上联系一个你信任的人，不要一个人承受。',
    demo: '我只是一个没有连接人工智能的演示声音，所以请马上和真人谈谈。',
  },
  'ja-JP': {
    crisis: (c) => (c ? `${c.name}（${c.phone}）` : 'お近くの相談窓口'),
    emergency: (n) => `${n}番`,
    call: (a, b) => `今すぐ${a}か、${b}に連絡してください。`,
    care: 'つらい気持ちを話してくれて、ありがとうございます。',
    trust: '信頼できる人にも、すぐに声をかけてください。',
    demo: '私はAIにつながっていないデモ用の声なので、どうか今すぐ人と話してください。',
  },
  'ar-SA': {
    crisis: (c) => (c ? `ب${c.name} على ${c.phone}` : 'بخط دعم نفسي قريب منك'),
    emergency: (n) => `برقم الطوارئ ${n}`,
    call: (a, b) => `من فضلك اتصل الآن ${a}، أو ${b}.`,
    care: 'أنا آسف جدًا لما تمر به، وشكرًا لأنك أخبرتني.',
    trust: 'تواصل أيضًا مع شخص تثق به.',
    demo: 'أنا مجرد صوت تجريبي غير متصل بالذكاء الاصطناعي، لذا تحدث مع إنسان الآن من فضلك.',
  },
  'hi-IN': {
    crisis: (c) => (c ? `${c.name} हेल्पलाइन ${c.phone}` : 'किसी स्थानीय संकट हेल्पलाइन'),
    emergency: (n) => `आपातकालीन नंबर ${n}`,
    call: (a, b) => `कृपया अभी ${a} पर या ${b} पर कॉल करें।`,
    care: 'मुझे बहुत दुख है कि आप इससे गुज़र रहे हैं, और अच्छा हुआ कि आपने मुझे बताया।',
    trust: 'किसी भरोसेमंद व्यक्ति से भी तुरंत बात करें।',
    demo: 'मैं बिना एआई के सिर्फ़ एक डेमो आवाज़ हूँ, इसलिए कृपया अभी किसी इंसान से बात करें।',
  },
};

export type CrisisReplyOptions = {
  /** The country whose lines to name; default the language's main country. */
  country?: string;
  /** A medical emergency: the emergency number comes first. */
  emergencyFirst?: boolean;
};

/**
 * The caring reply that points to real help, in the conversation's language (English otherwise):
 * care, the crisis line and the emergency number of the person's country (from the help-line
 * table), someone they trust, and that this voice has no AI behind it.
 */
export function crisisReply(language: string, options: CrisisReplyOptions = {}): string {
  const code = supportedLanguage(language) ?? DEFAULT_LANGUAGE;
  const words = WORDING[code];
  const help = helpFor(options.country ?? chooseCountry({ language: code }));
  const phone = help.crisis.phone;
  const crisis = words.crisis(phone ? { name: help.crisis.name, phone } : null);
  const emergency = words.emergency(help.emergency.phone ?? '112');
  const call = options.emergencyFirst ? words.call(emergency, crisis) : words.call(crisis, emergency);
  return [words.care, call, words.trust, words.demo].join(code === 'zh-CN' || code === 'ja-JP' ? '' : ' ');
}
