import type { ConversationLanguage } from './languages.js';

/** The offline responder's sentences in one language. */
export type OfflinePhrases = {
  hello: (name: string) => string;
  /** Acknowledges the person's key words, already joined with `joiner`. */
  heard: (words: string) => string;
  /** Said when there are no words to echo. */
  listening: string;
  /** That no AI provider is connected and this is not real advice. */
  notice: string;
  /** How to connect one. */
  connect: string;
  joiner: string;
};

export const offlinePhrases: Record<ConversationLanguage, OfflinePhrases> = {
  'en-US': {
    hello: (name) => `${name} here.`,
    heard: (words) => `You mentioned ${words}.`,
    listening: "I'm listening.",
    notice: 'No AI provider is connected, so this is only a demonstration reply, not real advice.',
    connect: 'To connect one, set AI_BASE_URL and AI_MODEL, or an Anthropic API key.',
    joiner: ', ',
  },
  'es-ES': {
    hello: (name) => `Soy ${name}.`,
    heard: (words) => `Te escucho hablar de ${words}.`,
    listening: 'Te escucho.',
    notice:
      'No hay ningún proveedor de inteligencia artificial conectado, así que esta es solo una respuesta de demostración, no un consejo real.',
    connect: 'Para conectar uno, configura AI_BASE_URL y AI_MODEL, o una clave de Anthropic.',
    joiner: ', ',
  },
  'fr-FR': {
    hello: (name) => `Ici ${name}.`,
    heard: (words) => `Tu parles de ${words}.`,
    listening: "Je t'écoute.",
    notice:
      "Aucun fournisseur d'intelligence artificielle n'est connecté, ce n'est donc qu'une réponse de démonstration, pas un vrai conseil.",
    connect: 'Pour en connecter un, définis AI_BASE_URL et AI_MODEL, ou une clé Anthropic.',
    joiner: ', ',
  },
  'de-DE': {
    hello: (name) => `Hier ist ${name}.`,
    heard: (words) => `Du sprichst über ${words}.`,
    listening: 'Ich höre dir zu.',
    notice: 'Es ist kein KI-Anbieter verbunden, deshalb ist dies nur eine Demo-Antwort und kein echter Rat.',
    connect: 'Um einen zu verbinden, setze AI_BASE_URL und AI_MODEL oder einen Anthropic-Schlüssel.',
    joiner: ', ',
  },
  'ru-RU': {
    hello: (name) => `Это ${name}.`,
    heard: (words) => `Я слышу тебя: ${words}.`,
    listening: 'Я слушаю.',
    notice: 'Поставщик ИИ не подключён, поэтому это только демонстрационный ответ, а не настоящий совет.',
    connect: 'Чтобы подключить его, задайте AI_BASE_URL и AI_MODEL или ключ Anthropic.',
    joiner: ', ',
  },
  'he-IL': {
    hello: (name) => `כאן ${name}.`,
    heard: (words) => `שמעתי: ${words}.`,
    listening: 'אני כאן.',
    notice: 'לא מחובר ספק בינה מלאכותית, ולכן זו רק תשובת הדגמה ולא עצה אמיתית.',
    connect: 'כדי לחבר ספק, יש להגדיר את AI_BASE_URL ואת AI_MODEL, או מפתח של Anthropic.',
    joiner: ', ',
  },
  'sk-SK': {
    hello: (name) => `Tu ${name}.`,
    heard: (words) => `Počujem: ${words}.`,
    listening: 'Počúvam.',
    notice:
      'Nie je pripojený žiadny poskytovateľ umelej inteligencie, preto je toto len ukážková odpoveď, nie skutočná rada.',
    connect: 'Ak ho chcete pripojiť, nastavte AI_BASE_URL a AI_MODEL alebo kľúč Anthropic.',
    joiner: ', ',
  },
  'zh-CN': {
    hello: (name) => `我是${name}。`,
    heard: (words) => `我听到你说到了${words}。`,
    listening: '我在听。',
    notice: '目前没有连接任何人工智能服务，所以这只是演示回复，不是真正的建议。',
    connect: '如需连接，请设置 AI_BASE_URL 和 AI_MODEL，或 Anthropic 密钥。',
    joiner: '、',
  },
  'ja-JP': {
    hello: (name) => `${name}です。`,
    heard: (words) => `${words}について話してくれましたね。`,
    listening: 'お話を聞いています。',
    notice: 'AIプロバイダーが接続されていないため、これはデモ用の返答で、本当のアドバイスではありません。',
    connect: '接続するには、AI_BASE_URL と AI_MODEL、または Anthropic のキーを設定してください。',
    joiner: '、',
  },
  'ar-SA': {
    hello: (name) => `معك ${name}.`,
    heard: (words) => `سمعتك تتحدث عن ${words}.`,
    listening: 'أنا أستمع إليك.',
    notice: 'لا يوجد مزوّد ذكاء اصطناعي متصل، لذا هذا مجرد رد تجريبي وليس نصيحة حقيقية.',
    connect: 'لربط مزوّد، اضبط AI_BASE_URL وAI_MODEL، أو مفتاح Anthropic.',
    joiner: '، ',
  },
  'hi-IN': {
    hello: (name) => `मैं ${name} हूँ।`,
    heard: (words) => `आपने ${words} के बारे में बात की।`,
    listening: 'कहिए, मैं यहाँ हूँ।',
    notice: 'कोई एआई प्रदाता जुड़ा नहीं है, इसलिए यह केवल एक डेमो जवाब है, असली सलाह नहीं।',
    connect: 'जोड़ने के लिए AI_BASE_URL और AI_MODEL, या Anthropic कुंजी सेट करें।',
    joiner: ', ',
  },
};
