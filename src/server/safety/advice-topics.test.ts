import { describe, expect, it } from 'vitest';
import { type ConversationLanguage, conversationLanguages } from '../../contract/languages.js';
import { adviceNote, detectAdviceTopics } from './advice-topics.js';

/** Per language: a medical, a legal and a financial question, as people say them. */
const QUESTIONS: Record<ConversationLanguage, [string, string, string]> = {
  'en-US': [
    'what dosage of ibuprofen can i take for my back',
    'can my landlord evict me without a court order',
    'should i pay off my credit card or put money in an index fund',
  ],
  'es-ES': [
    'qué medicamento me va bien para el dolor de cabeza',
    'necesito un abogado para el divorcio',
    'me conviene pedir una hipoteca a tipo fijo',
  ],
  'fr-FR': [
    'est-ce que je dois voir un médecin pour ces symptômes',
    'mon propriétaire peut-il résilier le bail sans passer par un avocat',
    'vaut-il mieux investir en bourse ou rembourser ma dette',
  ],
  'de-DE': [
    'welche nebenwirkungen hat dieses medikament',
    'brauche ich einen anwalt für die scheidung',
    'soll ich in aktien investieren oder den kredit tilgen',
  ],
  'ru-RU': [
    'какие таблетки от давления крови лучше',
    'нужен ли мне юрист чтобы подать иск',
    'стоит ли брать ипотеку или копить на пенсию',
  ],
  'he-IL': [
    'איזו תרופה כדאי לקחת לכאב ראש',
    'אני צריך עורך דין בשביל הגירושין',
    'כדאי לקחת משכנתא או הלוואה',
  ],
  'sk-SK': [
    'aký liek mám brať na bolesť hlavy',
    'potrebujem právnika na rozvod',
    'mám si zobrať hypotéku alebo investovať do fondov',
  ],
  'zh-CN': ['我头痛应该吃什么药', '我需要请律师打官司吗', '我应该买股票还是还房贷'],
  'ja-JP': [
    '頭痛の薬はどれを飲めばいいですか',
    '離婚するには弁護士が必要ですか',
    '住宅ローンと投資どちらを優先すべきですか',
  ],
  'ar-SA': [
    'ما هو الدواء المناسب للصداع',
    'هل أحتاج إلى محامي في قضية الطلاق',
    'هل أستثمر في الأسهم أم أسدد القرض',
  ],
  'hi-IN': [
    'सिरदर्द के लिए कौन सी दवा लेनी चाहिए',
    'क्या तलाक के लिए मुझे वकील चाहिए',
    'क्या मुझे शेयर बाजार में निवेश करना चाहिए या लोन चुकाना चाहिए',
  ],
};

/** Ordinary chat in each language: no topic at all. */
const ORDINARY: Record<ConversationLanguage, string[]> = {
  'en-US': [
    'hi how are you today',
    'i went for a long walk by the river this morning',
    'this deadline is killing me',
    'tell me a story about dragons',
    'i want to learn to paint with watercolours',
    'my grandson visited and we baked a cake',
    'what do you think about the courtyard garden idea',
    'i was courteous to the new neighbour',
    'we investigated the old attic and found photos',
    'the stock of the soup was delicious',
    'i feel a bit lonely in the evenings',
    'can you help me plan a birthday party',
  ],
  'es-ES': [
    'hola qué tal estás',
    'a mi juicio la película era muy buena',
    'me muero de hambre',
    'quiero aprender a tocar la guitarra',
    'llevo la bolsa de la compra a casa',
    'mañana voy a la playa con mis nietos',
  ],
  'fr-FR': [
    'bonjour comment ça va',
    'je suis prêt à partir en vacances',
    'ses actions parlent plus que ses mots',
    'je voudrais apprendre à cuisiner',
    'on a fait une longue promenade',
  ],
  'de-DE': [
    'hallo wie geht es dir',
    'ich habe ein neues rezept für apfelkuchen ausprobiert',
    'das erbe unserer stadt ist wunderschön',
    'ich möchte gitarre spielen lernen',
    'wir waren heute im park spazieren',
  ],
  'ru-RU': [
    'привет как дела',
    'я долго гулял в парке',
    'какая у тебя судьба',
    'у меня есть рецепт на борщ',
    'хочу научиться рисовать',
    'в магазине была акция на яблоки',
  ],
  'he-IL': ['שלום מה שלומך', 'הלכנו למסעדה טובה', 'יש לי מספר שאלות על ציור', 'אני רוצה ללמוד לנגן בגיטרה'],
  'sk-SK': [
    'ahoj ako sa máš',
    'dlho som sa prechádzal v parku',
    'chcem sa naučiť hrať na gitare',
    'dnes bola v obchode akcia na jablká',
    'zápalky sú v kuchyni',
  ],
  'zh-CN': ['你好，今天怎么样', '我想学画画', '笑死我了', '我今天去公园散步了'],
  'ja-JP': [
    'こんにちは、元気ですか',
    '株式会社で働いています',
    '絵を描くのが好きです',
    '今日は公園を散歩しました',
  ],
  'ar-SA': ['مرحبا كيف حالك', 'لا فائدة من الانتظار', 'أريد أن أتعلم الرسم', 'ذهبت إلى الحديقة اليوم'],
  'hi-IN': ['नमस्ते आप कैसे हैं', 'मैं पेंटिंग सीखना चाहता हूँ', 'आज मैं पार्क में घूमने गया', 'यह फोटो शेयर करो'],
};

describe('detectAdviceTopics', () => {
  it('finds a medical, a legal and a financial question in every language', () => {
    for (const language of conversationLanguages) {
      const [medical, legal, financial] = QUESTIONS[language];
      expect(detectAdviceTopics(medical, language), `${language}: ${medical}`).toContain('medical');
      expect(detectAdviceTopics(legal, language), `${language}: ${legal}`).toContain('legal');
      expect(detectAdviceTopics(financial, language), `${language}: ${financial}`).toContain('financial');
    }
  });

  it('finds nothing in ordinary chat, idioms and near-miss words', () => {
    for (const language of conversationLanguages) {
      for (const message of ORDINARY[language]) {
        expect(detectAdviceTopics(message, language), `${language}: ${message}`).toEqual([]);
      }
    }
  });

  it('reads English mixed into another language', () => {
    expect(detectAdviceTopics('mi doctor dice que tengo que tomar antibiotics', 'es-ES')).toContain(
      'medical',
    );
  });
});

describe('adviceNote', () => {
  it('says it is not professional advice, in every language, and nothing without a topic', () => {
    for (const language of conversationLanguages) {
      for (const topic of ['medical', 'legal', 'financial'] as const) {
        const note = adviceNote([topic], language);
        expect(note, language).toBeTruthy();
        expect(note?.length ?? 0, language).toBeLessThan(120);
      }
    }
    expect(adviceNote(['medical'], 'en-US')).toBe(
      'General information, not medical advice: please check with a doctor.',
    );
    expect(adviceNote([], 'en-US')).toBeNull();
    expect(adviceNote(['legal'], 'pt-BR')).toBe(adviceNote(['legal'], 'en-US'));
  });
});
