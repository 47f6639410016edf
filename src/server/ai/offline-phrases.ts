import type { ConversationLanguage } from './languages.js';

/** What the person's message sounds like, in the order the responder checks: the first that fits. */
export type OfflineCue = 'worry' | 'question' | 'thanks' | 'greeting' | 'statement';

/**
 * How cue words are found in a language:
 * - `words`: at the start of a word (Latin and Cyrillic scripts);
 * - `attached`: anywhere, since little words attach to the front of others (Hebrew, Arabic), while
 *   question words count only at the start of a clause;
 * - `anywhere`: anywhere, question words too (Chinese, Japanese, Hindi).
 */
export type CueMatching = 'words' | 'attached' | 'anywhere';

/** The offline responder's sentences and cue words in one language. */
export type OfflinePhrases = {
  /** The expert introduces themselves, in the first reply only. */
  hello: (name: string) => string;
  /**
   * Said once per conversation, in the first reply: this is a demonstration, the full expert is not
   * switched on here, and it is not real advice. Plain words for anyone: no technical terms.
   */
  demo: string;
  /** Acknowledges the person's key words, already joined with `joiner`. */
  heard: (words: string) => string;
  joiner: string;
  /** Two ways to begin a reply to each cue; the variant is chosen by the turn and the words. */
  open: Record<OfflineCue, [string, string]>;
  /** Two ways to end it, usually a question back, so the conversation can go on. */
  close: Record<OfflineCue, [string, string]>;
  /** Words that signal a cue, in lower case (stems: "worr" finds "worried"). */
  cues: { greeting: string[]; thanks: string[]; worry: string[]; question: string[] };
  matching: CueMatching;
};

export const offlinePhrases: Record<ConversationLanguage, OfflinePhrases> = {
  'en-US': {
    hello: (name) => `Hi, ${name} here.`,
    demo: 'Just so you know, this is a demonstration: the full expert is not switched on here, so what I say is not real advice.',
    heard: (words) => `You mentioned ${words}.`,
    joiner: ', ',
    open: {
      greeting: ["It's good to hear from you.", 'Thanks for stopping by.'],
      thanks: ["You're very welcome.", 'Glad to help.'],
      worry: ['That sounds like a lot to carry.', 'I can hear that this weighs on you.'],
      question: ["That's a good question.", "Let's think about that together."],
      statement: ['Thank you for telling me.', "I'm listening."],
    },
    close: {
      greeting: ["What's on your mind today?", 'What would you like to talk about?'],
      thanks: [
        'Is there anything else you would like to talk through?',
        'What would you like to look at next?',
      ],
      worry: ['What worries you most about it?', 'What would make it feel a little lighter?'],
      question: ['What have you already tried?', 'What would a good answer look like for you?'],
      statement: ['Tell me more.', 'What matters most to you in that?'],
    },
    cues: {
      greeting: [
        'hello',
        'hi',
        'hey',
        'good morning',
        'good afternoon',
        'good evening',
        'howdy',
        'how are you',
      ],
      thanks: ['thank', 'cheers', 'appreciate'],
      worry: [
        'worr',
        'anxi',
        'afraid',
        'scared',
        'stress',
        'nervous',
        'upset',
        'sad',
        'lonely',
        'overwhelm',
        'struggl',
        'fear',
        'panic',
        'depress',
      ],
      question: [
        'how',
        'what',
        'why',
        'when',
        'where',
        'who',
        'which',
        'should',
        'can',
        'could',
        'would',
        'is',
        'are',
        'do',
        'does',
        'did',
        'will',
      ],
    },
    matching: 'words',
  },
  'es-ES': {
    hello: (name) => `Hola, soy ${name}.`,
    demo: 'Antes de nada, esto es una demostración: el experto completo no está activado aquí, así que lo que te diga no es un consejo real.',
    heard: (words) => `Te escucho hablar de ${words}.`,
    joiner: ', ',
    open: {
      greeting: ['Me alegra saber de ti.', 'Gracias por pasarte.'],
      thanks: ['De nada, con mucho gusto.', 'Me alegra ayudarte.'],
      worry: ['Parece una carga pesada.', 'Noto que esto te pesa.'],
      question: ['Es una buena pregunta.', 'Pensémoslo juntos.'],
      statement: ['Gracias por contármelo.', 'Te escucho.'],
    },
    close: {
      greeting: ['¿Qué tienes en mente hoy?', '¿De qué te gustaría hablar?'],
      thanks: ['¿Hay algo más de lo que quieras hablar?', '¿Qué te gustaría ver ahora?'],
      worry: ['¿Qué es lo que más te preocupa?', '¿Qué lo haría un poco más llevadero?'],
      question: ['¿Qué has probado hasta ahora?', '¿Cómo sería una buena respuesta para ti?'],
      statement: ['Cuéntame más.', '¿Qué es lo que más te importa de eso?'],
    },
    cues: {
      greeting: ['hola', 'buenos días', 'buenas tardes', 'buenas noches', 'buenas', 'qué tal'],
      thanks: ['gracias'],
      worry: ['preocup', 'miedo', 'estrés', 'estres', 'ansie', 'nervios', 'triste', 'agobi', 'asustad'],
      question: ['qué', 'cómo', 'por qué', 'cuándo', 'dónde', 'quién', 'cuál', 'debería', 'puedo'],
    },
    matching: 'words',
  },
  'fr-FR': {
    hello: (name) => `Bonjour, ici ${name}.`,
    demo: "Petite précision : ceci est une démonstration, l'expert complet n'est pas activé ici, donc ce que je dis n'est pas un vrai conseil.",
    heard: (words) => `Tu parles de ${words}.`,
    joiner: ', ',
    open: {
      greeting: ["Ça fait plaisir de t'entendre.", 'Merci de passer me voir.'],
      thanks: ['Avec grand plaisir.', 'De rien, vraiment.'],
      worry: ['Ça fait beaucoup à porter.', "J'entends que cela te pèse."],
      question: ['Bonne question.', 'Réfléchissons-y ensemble.'],
      statement: ['Merci de me le dire.', "Je t'écoute."],
    },
    close: {
      greeting: ["De quoi veux-tu parler aujourd'hui ?", "Qu'as-tu en tête ?"],
      thanks: ['Y a-t-il autre chose dont tu aimerais parler ?', 'Que veux-tu regarder ensuite ?'],
      worry: ["Qu'est-ce qui t'inquiète le plus ?", "Qu'est-ce qui rendrait cela un peu plus léger ?"],
      question: ["Qu'as-tu déjà essayé ?", 'À quoi ressemblerait une bonne réponse pour toi ?'],
      statement: ["Dis-m'en plus.", "Qu'est-ce qui compte le plus pour toi là-dedans ?"],
    },
    cues: {
      greeting: ['bonjour', 'salut', 'bonsoir', 'coucou', 'ça va'],
      thanks: ['merci'],
      worry: ['inquiet', 'peur', 'stress', 'angoiss', 'anxi', 'triste', 'nerveu', 'débordé'],
      question: [
        'comment',
        'pourquoi',
        'quand',
        'où',
        'qui',
        'quel',
        'quelle',
        'est-ce',
        'dois-je',
        'puis-je',
      ],
    },
    matching: 'words',
  },
  'de-DE': {
    hello: (name) => `Hallo, hier ist ${name}.`,
    demo: 'Kurz vorab: Dies ist eine Vorführung, der vollständige Experte ist hier nicht eingeschaltet, deshalb ist das, was ich sage, kein echter Rat.',
    heard: (words) => `Du sprichst über ${words}.`,
    joiner: ', ',
    open: {
      greeting: ['Schön, von dir zu hören.', 'Danke, dass du vorbeischaust.'],
      thanks: ['Gern geschehen.', 'Das freut mich.'],
      worry: ['Das klingt nach einer schweren Last.', 'Ich höre, dass dich das belastet.'],
      question: ['Das ist eine gute Frage.', 'Lass uns gemeinsam darüber nachdenken.'],
      statement: ['Danke, dass du mir das erzählst.', 'Ich höre dir zu.'],
    },
    close: {
      greeting: ['Was beschäftigt dich heute?', 'Worüber möchtest du sprechen?'],
      thanks: [
        'Gibt es noch etwas, worüber du sprechen möchtest?',
        'Was möchtest du als Nächstes anschauen?',
      ],
      worry: ['Was macht dir daran am meisten Sorgen?', 'Was würde es ein wenig leichter machen?'],
      question: ['Was hast du schon ausprobiert?', 'Wie sähe eine gute Antwort für dich aus?'],
      statement: ['Erzähl mir mehr.', 'Was ist dir dabei am wichtigsten?'],
    },
    cues: {
      greeting: ['hallo', 'hi', 'guten morgen', 'guten tag', 'guten abend', 'servus', 'moin', 'wie geht'],
      thanks: ['danke'],
      worry: ['sorge', 'angst', 'ängst', 'stress', 'traurig', 'nervös', 'überforder', 'einsam'],
      question: ['wie', 'warum', 'was', 'wann', 'wo', 'wer', 'welche', 'soll', 'kann', 'sollte', 'könnte'],
    },
    matching: 'words',
  },
  'ru-RU': {
    hello: (name) => `Привет, это ${name}.`,
    demo: 'Сразу скажу: это демонстрация, полноценный эксперт здесь не включён, поэтому мои слова не настоящий совет.',
    heard: (words) => `Я слышу тебя: ${words}.`,
    joiner: ', ',
    open: {
      greeting: ['Хорошо, что ты здесь.', 'Приятно тебя слышать.'],
      thanks: ['Пожалуйста, мне приятно помочь.', 'Не за что.'],
      worry: ['Похоже, это непростой груз.', 'Я слышу, что это тебя тревожит.'],
      question: ['Хороший вопрос.', 'Давай подумаем вместе.'],
      statement: ['Спасибо, что рассказываешь.', 'Я слушаю.'],
    },
    close: {
      greeting: ['О чём ты думаешь сегодня?', 'О чём хочешь поговорить?'],
      thanks: ['Хочешь обсудить что-то ещё?', 'Что посмотрим дальше?'],
      worry: ['Что тревожит тебя больше всего?', 'Что сделало бы это чуть легче?'],
      question: ['Что из этого уже удалось попробовать?', 'Каким был бы хороший ответ для тебя?'],
      statement: ['Расскажи подробнее.', 'Что для тебя здесь важнее всего?'],
    },
    cues: {
      greeting: ['привет', 'здравствуй', 'добрый день', 'доброе утро', 'добрый вечер', 'как дела'],
      thanks: ['спасибо', 'благодар'],
      worry: ['волну', 'боюсь', 'страх', 'стресс', 'тревож', 'тревог', 'грустно', 'переживаю', 'одиноко'],
      question: [
        'как',
        'почему',
        'что',
        'когда',
        'где',
        'кто',
        'зачем',
        'стоит ли',
        'можно ли',
        'какой',
        'какая',
      ],
    },
    matching: 'words',
  },
  'he-IL': {
    hello: (name) => `שלום, כאן ${name}.`,
    demo: 'רק לידיעתך: זו הדגמה, והמומחה המלא לא מופעל כאן, ולכן הדברים כאן אינם עצה אמיתית.',
    heard: (words) => `שמעתי: ${words}.`,
    joiner: ', ',
    open: {
      greeting: ['טוב לשמוע ממך.', 'תודה שבאת לדבר.'],
      thanks: ['בשמחה.', 'אין בעד מה.'],
      worry: ['זה נשמע כמו משא כבד.', 'שומעים שזה מטריד אותך.'],
      question: ['זו שאלה טובה.', 'בואו נחשוב על זה יחד.'],
      statement: ['תודה ששיתפת.', 'אני כאן.'],
    },
    close: {
      greeting: ['מה מעסיק אותך היום?', 'על מה נדבר?'],
      thanks: ['יש עוד משהו שנדבר עליו?', 'במה נתמקד עכשיו?'],
      worry: ['מה הכי מדאיג אותך בזה?', 'מה יכול להקל על זה קצת?'],
      question: ['מה כבר ניסית?', 'איך נראית תשובה טובה בשבילך?'],
      statement: ['אפשר לספר לי עוד.', 'מה הכי חשוב לך בזה?'],
    },
    cues: {
      greeting: ['שלום', 'היי', 'בוקר טוב', 'ערב טוב', 'מה שלומך'],
      thanks: ['תודה'],
      worry: ['דואג', 'מודאג', 'מפחד', 'פוחד', 'לחוץ', 'לחץ', 'חרד', 'עצוב', 'בודד'],
      question: ['איך', 'למה', 'מה', 'מתי', 'איפה', 'מי', 'האם', 'כדאי'],
    },
    matching: 'attached',
  },
  'sk-SK': {
    hello: (name) => `Dobrý deň, tu ${name}.`,
    demo: 'Len aby ste vedeli: toto je ukážka, plný odborník tu nie je zapnutý, takže to, čo hovorím, nie je skutočná rada.',
    heard: (words) => `Počujem: ${words}.`,
    joiner: ', ',
    open: {
      greeting: ['Je dobré vás počuť.', 'Vďaka, že ste sa ozvali.'],
      thanks: ['Nie je za čo.', 'Rado sa stalo.'],
      worry: ['To znie ako veľká záťaž.', 'Počujem, že vás to ťaží.'],
      question: ['To je dobrá otázka.', 'Zamyslime sa nad tým spolu.'],
      statement: ['Ďakujem, že ste mi to povedali.', 'Počúvam.'],
    },
    close: {
      greeting: ['Čo máte dnes na srdci?', 'O čom by ste sa chceli porozprávať?'],
      thanks: ['Chcete prebrať ešte niečo?', 'Na čo sa pozrieme ďalej?'],
      worry: ['Čo vás na tom trápi najviac?', 'Čo by to trochu uľahčilo?'],
      question: ['Čo ste už skúsili?', 'Ako by pre vás vyzerala dobrá odpoveď?'],
      statement: ['Povedzte mi viac.', 'Čo je pre vás na tom najdôležitejšie?'],
    },
    cues: {
      greeting: ['ahoj', 'dobrý deň', 'dobré ráno', 'dobrý večer', 'čau', 'ako sa máte'],
      thanks: ['ďakujem', 'dakujem', 'vďaka'],
      worry: ['bojím', 'strach', 'stres', 'obáv', 'smutn', 'úzkos', 'trápi', 'osamel'],
      question: ['ako', 'prečo', 'čo', 'kedy', 'kde', 'kto', 'mám', 'môžem', 'aký', 'aká'],
    },
    matching: 'words',
  },
  'zh-CN': {
    hello: (name) => `你好，我是${name}。`,
    demo: '先说明一下：这是演示版本，完整的专家功能在这里没有开启，所以我说的不是真正的建议。',
    heard: (words) => `我听到你说到了${words}。`,
    joiner: '、',
    open: {
      greeting: ['很高兴听到你的声音。', '谢谢你来聊天。'],
      thanks: ['不客气。', '很高兴能帮上忙。'],
      worry: ['听起来压力不小。', '我能感觉到这件事让你很牵挂。'],
      question: ['这是个好问题。', '我们一起想一想。'],
      statement: ['谢谢你告诉我。', '我在听。'],
    },
    close: {
      greeting: ['今天在想些什么？', '想聊点什么呢？'],
      thanks: ['还有什么想聊的吗？', '接下来想看看什么？'],
      worry: ['其中最让你担心的是什么？', '怎样能让它轻松一点？'],
      question: ['你已经试过哪些办法？', '对你来说，好的答案是什么样的？'],
      statement: ['再多说一点吧。', '这里面对你最重要的是什么？'],
    },
    cues: {
      greeting: ['你好', '您好', '早上好', '晚上好', '嗨', '你好吗'],
      thanks: ['谢谢', '多谢', '感谢'],
      worry: ['担心', '害怕', '压力', '焦虑', '难过', '紧张', '孤独', '烦恼'],
      question: ['怎么', '为什么', '什么', '如何', '是否', '能不能', '吗'],
    },
    matching: 'anywhere',
  },
  'ja-JP': {
    hello: (name) => `こんにちは、${name}です。`,
    demo: 'はじめにお伝えすると、これはデモで、本来の専門家はここでは有効になっていないため、本当のアドバイスではありません。',
    heard: (words) => `${words}について話してくれましたね。`,
    joiner: '、',
    open: {
      greeting: ['お話しできてうれしいです。', '来てくれてありがとうございます。'],
      thanks: ['どういたしまして。', 'お役に立ててうれしいです。'],
      worry: ['それは大変ですね。', 'それが気がかりなのが伝わってきます。'],
      question: ['いい質問ですね。', '一緒に考えてみましょう。'],
      statement: ['話してくれてありがとうございます。', 'ちゃんと聞いています。'],
    },
    close: {
      greeting: ['今日はどんなことを考えていますか？', '何について話しましょうか？'],
      thanks: ['ほかに話したいことはありますか？', '次は何を考えてみましょうか？'],
      worry: ['一番心配なのはどんなところですか？', '何があれば少し楽になりそうですか？'],
      question: ['これまでに何か試してみましたか？', 'あなたにとって、良い答えとはどんなものですか？'],
      statement: ['もう少し詳しく教えてください。', 'その中で一番大切なことは何ですか？'],
    },
    cues: {
      greeting: ['こんにちは', 'おはよう', 'こんばんは', 'はじめまして', 'お元気'],
      thanks: ['ありがとう', '感謝'],
      worry: ['心配', '不安', 'ストレス', '怖い', '悲しい', 'つらい', '辛い', '寂しい'],
      question: ['どう', 'なぜ', '何', 'いつ', 'どこ', 'ですか', 'ますか', 'でしょうか'],
    },
    matching: 'anywhere',
  },
  'ar-SA': {
    hello: (name) => `مرحبا، معك ${name}.`,
    demo: 'للتوضيح فقط: هذه نسخة تجريبية، والخبير الكامل غير مفعّل هنا، لذلك ما أقوله ليس نصيحة حقيقية.',
    heard: (words) => `سمعتك تتحدث عن ${words}.`,
    joiner: '، ',
    open: {
      greeting: ['يسعدني سماعك.', 'شكرا لمرورك.'],
      thanks: ['على الرحب والسعة.', 'يسعدني أن أساعد.'],
      worry: ['يبدو هذا حملا ثقيلا.', 'أشعر أن هذا يقلقك.'],
      question: ['هذا سؤال جيد.', 'لنفكر في ذلك معا.'],
      statement: ['شكرا لأنك أخبرتني.', 'أنا أستمع إليك.'],
    },
    close: {
      greeting: ['ما الذي يشغل بالك اليوم؟', 'عن ماذا تحب أن نتحدث؟'],
      thanks: ['هل هناك شيء آخر تود الحديث عنه؟', 'ما الذي نتناوله بعد ذلك؟'],
      worry: ['ما أكثر ما يقلقك في ذلك؟', 'ما الذي قد يجعله أخف قليلا؟'],
      question: ['ما الذي جربته حتى الآن؟', 'كيف تبدو الإجابة الجيدة بالنسبة لك؟'],
      statement: ['أخبرني المزيد.', 'ما الأهم بالنسبة لك في ذلك؟'],
    },
    cues: {
      greeting: ['مرحبا', 'السلام عليكم', 'أهلا', 'صباح الخير', 'مساء الخير', 'كيف حالك'],
      thanks: ['شكرا'],
      worry: ['قلق', 'خائف', 'خوف', 'ضغط', 'حزين', 'توتر', 'وحيد'],
      question: ['كيف', 'لماذا', 'ماذا', 'متى', 'أين', 'من', 'هل', 'ما'],
    },
    matching: 'attached',
  },
  'hi-IN': {
    hello: (name) => `नमस्ते, मैं ${name} हूँ।`,
    demo: 'पहले एक बात बता दूँ: यह एक डेमो है, पूरा विशेषज्ञ यहाँ चालू नहीं है, इसलिए मेरी बातें असली सलाह नहीं हैं।',
    heard: (words) => `आपने ${words} के बारे में बात की।`,
    joiner: ', ',
    open: {
      greeting: ['आपसे बात करके अच्छा लगा।', 'आने के लिए धन्यवाद।'],
      thanks: ['आपका स्वागत है।', 'मदद करके खुशी हुई।'],
      worry: ['यह काफ़ी भारी लगता है।', 'लगता है यह बात आपको परेशान कर रही है।'],
      question: ['यह अच्छा सवाल है।', 'आइए, इस पर साथ में सोचें।'],
      statement: ['बताने के लिए धन्यवाद।', 'कहिए, मैं यहाँ हूँ।'],
    },
    close: {
      greeting: ['आज आपके मन में क्या है?', 'आप किस बारे में बात करना चाहेंगे?'],
      thanks: ['क्या आप किसी और बात पर चर्चा करना चाहेंगे?', 'अब हम किस पर ध्यान दें?'],
      worry: ['इसमें आपको सबसे ज़्यादा किस बात की चिंता है?', 'क्या चीज़ इसे थोड़ा हल्का कर सकती है?'],
      question: ['आपने अब तक क्या आज़माया है?', 'आपके लिए अच्छा जवाब कैसा होगा?'],
      statement: ['थोड़ा और बताइए।', 'इसमें आपके लिए सबसे ज़रूरी क्या है?'],
    },
    cues: {
      greeting: ['नमस्ते', 'नमस्कार', 'हेलो', 'हैलो', 'कैसे हैं'],
      thanks: ['धन्यवाद', 'शुक्रिया'],
      worry: ['चिंता', 'डर', 'तनाव', 'परेशान', 'दुखी', 'घबरा', 'अकेला', 'अकेली'],
      question: ['कैसे', 'क्यों', 'क्या', 'कब', 'कहाँ', 'कौन'],
    },
    matching: 'anywhere',
  },
};
