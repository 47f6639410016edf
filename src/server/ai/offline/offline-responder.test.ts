import { describe, expect, it } from 'vitest';
import { detectAdviceTopics } from '../../safety/advice-topics.js';
import { experts, pickExpert } from '../experts.js';
import { type ConversationLanguage, languageNames } from '../languages.js';
import { createSentenceSplitter } from '../sentences/sentence-splitter.js';
import { crisisReply } from './crisis.js';
import { type OfflineTopic, offlinePhrases, offlineTopics } from './offline-phrases.js';
import { keyWords, offlineReply, offlineTopic } from './offline-responder.js';

const maya = pickExpert('business', () => 0);
const languages = Object.keys(languageNames) as ConversationLanguage[];

function sentences(text: string): string[] {
  const splitter = createSentenceSplitter({ firstClauseMinChars: Number.POSITIVE_INFINITY });
  return [...splitter.push(text), ...splitter.flush()];
}

/** Per language, a message on each topic, as people say them. */
const SAID: Record<ConversationLanguage, Record<OfflineTopic, string>> = {
  'en-US': {
    health: 'I have a headache every morning',
    feelings: 'I feel so lonely since I moved',
    money: 'How can I save some money each month?',
    work: 'My boss keeps changing my deadlines',
    study: 'I have an exam next week',
    family: 'My daughter never calls me',
    thanks: 'Thanks, that was helpful',
    greeting: 'Hi, how are you?',
    general: 'I want to plant a vegetable garden',
  },
  'es-ES': {
    health: 'Me duele la cabeza y tengo fiebre',
    feelings: 'Me siento muy sola últimamente',
    money: '¿Cómo puedo ahorrar dinero?',
    work: 'Mi jefe no me deja en paz',
    study: 'Tengo un examen la semana que viene',
    family: 'Mi hija no me llama nunca',
    thanks: 'Muchas gracias',
    greeting: 'Hola, ¿qué tal?',
    general: 'Quiero plantar un huerto en el balcón',
  },
  'fr-FR': {
    health: "J'ai de la fièvre depuis hier",
    feelings: 'Je me sens seule le soir',
    money: "Comment économiser de l'argent ?",
    work: 'Mon patron me met la pression',
    study: "J'ai un examen la semaine prochaine",
    family: "Ma fille ne m'appelle jamais",
    thanks: 'Merci beaucoup',
    greeting: 'Bonjour, ça va ?',
    general: 'Je veux planter un potager sur mon balcon',
  },
  'de-DE': {
    health: 'Ich habe seit gestern Fieber',
    feelings: 'Ich fühle mich so einsam',
    money: 'Wie kann ich mehr Geld sparen?',
    work: 'Mein Chef ist ständig unzufrieden',
    study: 'Nächste Woche habe ich eine Prüfung',
    family: 'Meine Tochter ruft mich nie an',
    thanks: 'Danke schön',
    greeting: 'Hallo, guten Morgen!',
    general: 'Ich möchte einen Gemüsegarten anlegen',
  },
  'ru-RU': {
    health: 'У меня болит голова',
    feelings: 'Мне очень одиноко',
    money: 'Как накопить деньги?',
    work: 'Начальник постоянно недоволен',
    study: 'На следующей неделе у меня экзамен',
    family: 'Дочь мне совсем не звонит',
    thanks: 'Спасибо большое',
    greeting: 'Привет, как дела?',
    general: 'Хочу посадить огород на даче',
  },
  'he-IL': {
    health: 'יש לי חום גבוה מאתמול',
    feelings: 'אני מרגיש בודד בזמן האחרון',
    money: 'איך אפשר לחסוך כסף?',
    work: 'הבוס שלי כל הזמן לא מרוצה',
    study: 'יש לי מבחן בשבוע הבא',
    family: 'הבת שלי אף פעם לא מתקשרת',
    thanks: 'תודה רבה',
    greeting: 'שלום',
    general: 'אני רוצה לשתול גינת ירקות במרפסת',
  },
  'sk-SK': {
    health: 'Bolí ma hlava a mám horúčku',
    feelings: 'Cítim sa veľmi osamelo',
    money: 'Ako môžem ušetriť peniaze?',
    work: 'Môj šéf je stále nespokojný',
    study: 'Budúci týždeň mám skúšku',
    family: 'Moja dcéra mi nikdy nezavolá',
    thanks: 'Ďakujem pekne',
    greeting: 'Ahoj, ako sa máte?',
    general: 'Chcem si na balkóne vysadiť zeleninu',
  },
  'zh-CN': {
    health: '我最近总是头痛',
    feelings: '我觉得很孤独',
    money: '我怎么才能存钱？',
    work: '我的老板总是不满意',
    study: '我下周有考试',
    family: '我女儿从来不给我打电话',
    thanks: '谢谢你',
    greeting: '你好',
    general: '我想在阳台上种菜',
  },
  'ja-JP': {
    health: '最近ずっと頭痛がします',
    feelings: '最近とても寂しいです',
    money: 'どうすればお金を貯められますか？',
    work: '上司がいつも不機嫌です',
    study: '来週、試験があります',
    family: '娘が全然電話をくれません',
    thanks: 'ありがとうございます',
    greeting: 'こんにちは',
    general: 'ベランダで野菜を育てたいです',
  },
  'ar-SA': {
    health: 'عندي صداع منذ الصباح',
    feelings: 'أشعر بالوحدة كثيرا',
    money: 'كيف أوفر المال؟',
    work: 'مديري في العمل غاضب دائما',
    study: 'عندي امتحان الأسبوع القادم',
    family: 'ابنتي لا تتصل بي أبدا',
    thanks: 'شكرا جزيلا',
    greeting: 'مرحبا',
    general: 'أريد أن أزرع خضروات في الشرفة',
  },
  'hi-IN': {
    health: 'मुझे कल से बुखार है',
    feelings: 'मैं बहुत अकेला महसूस करता हूँ',
    money: 'मैं पैसे कैसे बचाऊँ?',
    work: 'मेरा बॉस हमेशा नाराज़ रहता है',
    study: 'अगले हफ़्ते मेरी परीक्षा है',
    family: 'मेरी बेटी मुझे कभी फ़ोन नहीं करती',
    thanks: 'बहुत धन्यवाद',
    greeting: 'नमस्ते',
    general: 'मैं बालकनी में सब्ज़ियाँ उगाना चाहता हूँ',
  },
};

/** The two scripted answers of a topic in a language, as the expert says them after the first turn. */
function scripted(code: ConversationLanguage, topic: OfflineTopic, expert = maya): string[] {
  const phrases = offlinePhrases[code];
  const joiner = code === 'zh-CN' || code === 'ja-JP' ? '' : ' ';
  return phrases.answers[topic].map(([tip, ask]) =>
    (topic === 'thanks' || topic === 'greeting'
      ? [tip, ask]
      : [tip, phrases.flavour[expert.category], ask]
    ).join(joiner),
  );
}

describe('offlineReply', () => {
  const turn = {
    expert: maya,
    language: 'en-US',
    userText: 'I worry about pricing and my customers',
    turn: 1,
  };

  it('is deterministic', () => {
    expect(offlineReply(turn)).toBe(offlineReply({ ...turn }));
    for (const expert of experts) {
      const reply = offlineReply({ ...turn, expert, turn: 2 });
      expect(reply).toBe(offlineReply({ ...turn, expert, turn: 2 }));
    }
  });

  it('detects each topic in each of the eleven languages and answers it with its scripted answer', () => {
    for (const code of languages) {
      for (const topic of offlineTopics) {
        const text = SAID[code][topic];
        expect.soft(offlineTopic(text, code), `${code} ${topic}: ${text}`).toBe(topic);
        for (const n of [2, 3]) {
          const reply = offlineReply({ ...turn, language: code, userText: text, turn: n });
          expect(scripted(code, topic), `${code} ${topic}: ${reply}`).toContain(reply);
          // Two or three sentences, the last a question back.
          expect(sentences(reply).length, `${code} ${topic}`).toBe(
            topic === 'thanks' || topic === 'greeting' ? 2 : 3,
          );
          expect(reply, `${code} ${topic}`).toMatch(/[?？؟]$/u);
        }
      }
    }
  });

  it('never repeats the person’s words back', () => {
    const cases: [string, string, string[]][] = [
      ['en-US', 'I want to help my son say his first words', ['You mentioned', 'helps', 'first']],
      [
        'es-ES',
        '¿Cómo ahorrar dinero para el viaje de Bigotes?',
        ['Te escucho hablar de', 'Bigotes', 'viaje'],
      ],
      ['fr-FR', 'Mon patron Gaspard me stresse', ['Tu parles de', 'Gaspard']],
      ['de-DE', 'Meine Prüfung in Thermodynamik macht mich nervös', ['Du sprichst über', 'Thermodynamik']],
      ['zh-CN', '我想学习量子力学', ['我听到你说到了', '量子力学']],
      ['ja-JP', '息子のサッカーの試合が心配です', ['について話してくれましたね', 'サッカー']],
    ];
    for (const [language, userText, absent] of cases) {
      for (const n of [1, 2, 3]) {
        const reply = offlineReply({ ...turn, language, userText, turn: n });
        for (const word of absent) expect(reply, `${language} ${reply}`).not.toContain(word);
      }
    }
  });

  it('has two different answers per topic in every language, both given over the turns', () => {
    for (const code of languages) {
      for (const topic of offlineTopics) {
        const [first, second] = offlinePhrases[code].answers[topic];
        expect(first[0], `${code} ${topic}`).not.toBe(second[0]);
        expect(first[1], `${code} ${topic}`).not.toBe(second[1]);
        const replies = new Set(
          [2, 3, 4, 5].map((n) =>
            offlineReply({ ...turn, language: code, userText: SAID[code][topic], turn: n }),
          ),
        );
        expect(replies.size, `${code} ${topic}`).toBe(2);
      }
    }
  });

  it('speaks as the expert and says plainly, in the first reply only, that it is a demonstration', () => {
    for (const code of languages) {
      const phrases = offlinePhrases[code];
      const first = offlineReply({ ...turn, language: code, userText: SAID[code].money });
      expect(first.startsWith(phrases.hello(maya.name)), `${code} ${first}`).toBe(true);
      expect(first, code).toContain(phrases.demo);
      expect(sentences(first), code).toHaveLength(5);
      expect(
        scripted(code, 'money').some((answer) => first.endsWith(answer)),
        code,
      ).toBe(true);
      if (code !== 'en-US') expect(first, code).not.toContain(offlinePhrases['en-US'].demo);
      const later = offlineReply({ ...turn, language: code, userText: SAID[code].money, turn: 2 });
      expect(later, code).not.toContain(phrases.demo);
      expect(later, code).not.toContain(maya.name);
    }
    expect(offlineReply({ ...turn, language: 'pt-BR' })).toContain(offlinePhrases['en-US'].demo);
  });

  it('adds the sentence of the expert’s field, different for each field, in every language', () => {
    for (const code of languages) {
      const flavours = Object.values(offlinePhrases[code].flavour);
      expect(new Set(flavours).size, code).toBe(6);
      const replies = new Set(
        experts.map((expert) =>
          offlineReply({ ...turn, expert, language: code, userText: SAID[code].work, turn: 2 }),
        ),
      );
      expect(replies.size, code).toBe(6); // the same variant, one flavour per field
      for (const expert of experts) {
        const reply = offlineReply({ ...turn, expert, language: code, userText: SAID[code].study, turn: 2 });
        expect(reply, `${code} ${expert.id}`).toContain(offlinePhrases[code].flavour[expert.category]);
      }
    }
  });

  it('answers health as a medical question, so the advice line comes with it', () => {
    for (const code of languages) {
      expect(detectAdviceTopics(SAID[code].health, code), code).toContain('medical');
    }
    expect(offlineTopic('I am scared of these symptoms', 'en-US')).toBe('health');
    expect(offlineTopic('I am sick of my job', 'en-US')).toBe('work');
  });

  it('knows a greeting with something to talk about is that something', () => {
    expect(offlineTopic('Hi, I want to learn painting', 'en-US')).toBe('study');
    expect(offlineTopic('Hi, I started a garden this year', 'en-US')).toBe('general');
    expect(offlineTopic('Hola, ¿son buenas las fresas?', 'es-ES')).toBe('general');
    // "hi" inside a word is no greeting.
    expect(offlineTopic('This is something I did', 'en-US')).toBe('general');
  });

  it('says nothing meant for the people running the server: no settings, no technical words', () => {
    for (const code of languages) {
      const phrases = offlinePhrases[code];
      const all = [
        phrases.demo,
        ...Object.values(phrases.answers).flat(2),
        ...Object.values(phrases.flavour),
      ];
      for (const text of all) {
        expect(text, code).not.toMatch(/[A-Z]+_[A-Z]+|provider|\bAPI\b|Anthropic|OpenAI|\bkey\b/i);
        expect(text, code).not.toMatch(/[*#`_|<>~]/);
      }
    }
  });

  it('uses no markdown or symbols', () => {
    for (const code of languages) {
      const reply = offlineReply({ ...turn, language: code, userText: 'Money **and** #family `code`' });
      expect(reply, code).not.toMatch(/[*#`_|<>~]/);
    }
  });

  it('answers crisis words with care and real help instead of the persona', () => {
    const cases: [string, string][] = [
      ['en-US', 'I want to kill myself'],
      ['es-ES', 'Quiero suicidarme'],
      ['fr-FR', 'Je veux mettre fin à mes jours'],
      ['de-DE', 'Ich will mich umbringen'],
      ['ru-RU', 'Хочу покончить с собой'],
      ['he-IL', 'אני רוצה להתאבד'],
    ];
    for (const [language, userText] of cases) {
      const reply = offlineReply({ ...turn, language, userText });
      expect(reply, language).toBe(crisisReply(language));
      expect(reply, language).not.toContain(maya.name);
    }
    expect(offlineReply({ ...turn, userText: 'I keep thinking about suicide' })).toContain('988');
  });
});

describe('keyWords', () => {
  it('picks up to three of the longest words that are not filler, in their order', () => {
    expect(keyWords('I am really worried about my small bakery and the rent', 'en-US')).toEqual([
      'worried',
      'small',
      'bakery',
    ]);
    expect(keyWords('Hello hello HELLO', 'en-US')).toEqual([]);
    expect(keyWords('Budget budget planning', 'en-US')).toEqual(['Budget', 'planning']);
    expect(keyWords('', 'en-US')).toEqual([]);
  });
});
