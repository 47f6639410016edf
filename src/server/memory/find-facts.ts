import type { MemoryFactKind } from '../../contract/memory-values.js';
import { type ConversationLanguage, DEFAULT_LANGUAGE, supportedLanguage } from '../ai/languages.js';

/** One fact found in a message. `explicit`: the person asked for it to be remembered ("remember that..."). */
export type FoundFact = { kind: MemoryFactKind; text: string; explicit: boolean };

type Rules = Record<MemoryFactKind, RegExp[]>;

// What is captured runs to the end of the clause.
const CLAUSE = '(?<v>[^.!?;\\n。！？؟।]{2,200})';
// A name: one word, and a second one only when it starts with a capital ("Anna Maria", not "Anna please").
const NAME = "(?<v>[\\p{L}\\p{M}][\\p{L}\\p{M}'’-]*(?:\\s+\\p{Lu}[\\p{L}\\p{M}'’-]*)?)";
// After a family word: the person's name when it starts with a capital ("my sister Anna").
const FAMILY_NAME = "(?:,?\\s+(?<n>\\p{Lu}[\\p{L}\\p{M}'’-]+))?";
// Not inside another word.
const START = '(?<![\\p{L}\\p{M}])';
// The start of a clause, where "remember" is a request rather than a question ("do you remember").
const CLAUSE_START = '(?:^|[.!?;,:¡¿]\\s*)';

const re = (source: string) => new RegExp(source, 'iu');
/** Not a goal but a turn of talk ("I want to know...", "I'd like to ask..."): these verbs do not start one. */
const notTalk = (verbs: string) => `(?!(?:${verbs})(?![\\p{L}\\p{M}]))`;
/**
 * Family words are matched case-sensitively after their possessive, so a capitalised name can follow.
 * Chinese and Japanese write words without spaces: there, no word boundary is asked for.
 */
const family = (possessive: string, words: string, withName = true, spaced = true) =>
  new RegExp(
    `${spaced ? START : ''}(?<v>(?:${possessive})\\s*(?:${words}))${withName ? FAMILY_NAME : ''}${spaced ? '(?![\\p{L}\\p{M}])' : ''}`,
    'u',
  );

/**
 * The phrases of the eleven languages that share a fact: a name to be called by, a family member,
 * a goal, a reminder asked, and an explicit "remember that...". Deliberately narrow: a fact is
 * remembered only when the person plainly shares it.
 */
const RULES: Record<ConversationLanguage, Rules> = {
  'en-US': {
    note: [
      re(`${CLAUSE_START}(?:please\\s+)?(?:remember|don't forget|do not forget)(?:\\s+that)?\\s+${CLAUSE}`),
    ],
    name: [re(`${START}(?:call me|my name is|my name's|i'm called|i am called)\\s+${NAME}`)],
    family: [
      family(
        '[Mm]y',
        'wife|husband|partner|son|daughter|sister|brother|mother|mom|mum|father|dad|grandson|granddaughter|grandmother|grandma|grandfather|grandpa|grandchildren|children|kids|aunt|uncle|niece|nephew|cousin|friend',
      ),
    ],
    goal: [
      re(
        `${START}(?:my goal is(?: to)?|i want to|i'd like to|i would like to|i hope to|i plan to|i'm planning to)\\s+${notTalk('know|ask|talk|tell|say|hear|chat|understand|see|check')}${CLAUSE}`,
      ),
    ],
    reminder: [re(`${START}remind me (?:to|about|of|that)\\s+${CLAUSE}`)],
  },
  'es-ES': {
    note: [
      re(`${CLAUSE_START}(?:por favor,?\\s+)?(?:recuerda|acuérdate de|no olvides)(?:\\s+que)?\\s+${CLAUSE}`),
    ],
    name: [re(`${START}(?:llámame|me llamo|mi nombre es)\\s+${NAME}`)],
    family: [
      family(
        '[Mm]i',
        'hermana|hermano|hija|hijo|esposa|esposo|marido|mujer|madre|mamá|padre|papá|abuela|abuelo|nieta|nieto|tía|tío|prima|primo|amiga|amigo',
      ),
      family('[Mm]is', 'hijos|nietos|hermanos'),
    ],
    goal: [
      re(
        `${START}(?:mi meta es|mi objetivo es|quiero|me gustaría)\\s+${notTalk('saber|preguntar|hablar|decir|entender|que')}${CLAUSE}`,
      ),
    ],
    reminder: [re(`${START}recuérdame(?:\\s+que)?\\s+${CLAUSE}`)],
  },
  'fr-FR': {
    note: [
      re(
        `${CLAUSE_START}(?:souviens-toi|rappelle-toi|n'oublie pas|retiens)(?:\\s+(?:que|qu'|de|d'))\\s*${CLAUSE}`,
      ),
    ],
    name: [re(`${START}(?:appelle-moi|appelez-moi|je m'appelle|mon nom est|mon prénom est)\\s+${NAME}`)],
    family: [
      family('[Mm]a', 'sœur|soeur|fille|femme|mère|maman|grand-mère|petite-fille|tante|cousine|amie'),
      family('[Mm]on', 'frère|fils|mari|père|papa|grand-père|petit-fils|oncle|cousin|ami'),
      family('[Mm]es', 'enfants|petits-enfants'),
    ],
    goal: [
      re(
        `${START}(?:mon objectif est de|mon but est de|je veux|je voudrais|j'aimerais)\\s+${notTalk('savoir|demander|parler|dire|comprendre|que')}${CLAUSE}`,
      ),
    ],
    reminder: [re(`${START}(?:rappelle-moi|rappelez-moi)(?:\\s+(?:de|d'|que))?\\s*${CLAUSE}`)],
  },
  'de-DE': {
    note: [
      re(`${CLAUSE_START}(?:bitte\\s+)?(?:merk dir|merke dir|vergiss nicht)(?:,)?(?:\\s+dass)?\\s+${CLAUSE}`),
    ],
    name: [re(`${START}(?:nenn mich|nennen sie mich|ich heiße|ich heisse|mein name ist)\\s+${NAME}`)],
    family: [
      family(
        '[Mm]eine|[Mm]ein|[Mm]einen|[Mm]einer|[Mm]einem',
        'Schwester|Bruder|Tochter|Sohn|Frau|Mann|Mutter|Mama|Vater|Papa|Oma|Opa|Großmutter|Großvater|Enkelin|Enkel|Enkelkinder|Kinder|Tante|Onkel|Cousine|Cousin|Freundin|Freund',
      ),
    ],
    goal: [
      re(
        `${START}(?:mein ziel ist(?: es)?,?|ich möchte|ich will)\\s+${notTalk('wissen|fragen|sprechen|reden|sagen|verstehen|dass')}${CLAUSE}`,
      ),
    ],
    reminder: [
      re(`${START}(?:erinnere mich|erinnern sie mich)(?:\\s+daran)?,?(?:\\s+(?:dass|an))?\\s+${CLAUSE}`),
    ],
  },
  'ru-RU': {
    note: [
      re(`${CLAUSE_START}(?:пожалуйста,?\\s+)?(?:запомни|помни|не забудь)(?:,)?(?:\\s+что)?\\s+${CLAUSE}`),
    ],
    name: [re(`${START}(?:зови меня|называй меня|меня зовут|моё имя|мое имя)\\s+${NAME}`)],
    family: [
      family(
        '[Мм]оя|[Мм]ой|[Мм]ою|[Мм]оей|[Мм]ои|[Мм]оего',
        'сестра|сестру|брат|брата|дочь|сын|сына|жена|жену|муж|мужа|мама|маму|мать|папа|отец|бабушка|дедушка|внучка|внук|внуки|дети|тётя|тетя|дядя|подруга|друг',
      ),
    ],
    goal: [
      re(
        `${START}(?:моя цель(?: —| -)?|я хочу|хочу)\\s+${notTalk('знать|узнать|спросить|поговорить|сказать|понять|чтобы')}${CLAUSE}`,
      ),
    ],
    reminder: [re(`${START}(?:напомни мне|напомни)(?:,)?(?:\\s+(?:что|о|про))?\\s+${CLAUSE}`)],
  },
  'sk-SK': {
    note: [
      re(
        `${CLAUSE_START}(?:prosím,?\\s+)?(?:zapamätaj si|pamätaj si|nezabudni)(?:,)?(?:\\s+že)?\\s+${CLAUSE}`,
      ),
    ],
    name: [re(`${START}(?:volaj ma|volám sa|moje meno je)\\s+${NAME}`)],
    family: [
      family(
        '[Mm]oja|[Mm]ôj|[Mm]oju|[Mm]oji|[Mm]oje|[Mm]ojej|[Mm]ojho',
        'sestra|sestru|brat|brata|dcéra|dcéru|syn|syna|manželka|manželku|manžel|mama|mamu|otec|ocko|babka|dedko|vnučka|vnuk|vnúčatá|deti|teta|strýko|kamarátka|kamarát',
      ),
    ],
    goal: [
      re(
        `${START}(?:mojím cieľom je|môj cieľ je|chcem|chcel by som|chcela by som)\\s+${notTalk('vedieť|sa spýtať|hovoriť|povedať|pochopiť|aby')}${CLAUSE}`,
      ),
    ],
    reminder: [re(`${START}pripomeň mi(?:,)?(?:\\s+(?:že|aby))?\\s+${CLAUSE}`)],
  },
  'he-IL': {
    note: [re(`(?:תזכור|תזכרי|זכור|זכרי|אל תשכח|אל תשכחי)\\s*(?:ש|כי\\s+)${CLAUSE}`)],
    name: [re(`(?:תקרא לי|תקראי לי|קוראים לי|השם שלי הוא|שמי)\\s+(?<v>[\\p{L}\\p{M}'’-]+)`)],
    family: [
      family(
        '',
        'אחותי|אחי|בתי|הבת שלי|בני|הבן שלי|אשתי|בעלי|אמא שלי|אבא שלי|סבתא שלי|סבא שלי|הנכדה שלי|הנכד שלי|הילדים שלי|הנכדים שלי',
        false,
      ),
    ],
    goal: [re(`(?:המטרה שלי היא|אני רוצה)\\s+${CLAUSE}`)],
    reminder: [re(`(?:תזכיר לי|תזכירי לי)\\s*${CLAUSE}`)],
  },
  'ar-SA': {
    note: [re(`(?:تذكر|تذكّر|لا تنس|لا تنسى|احفظ)\\s+(?:أن|أنّ)\\s*${CLAUSE}`)],
    name: [re(`(?:ناديني|نادني|اسمي|أدعى)\\s+(?<v>[\\p{L}\\p{M}'’-]+)`)],
    family: [
      family(
        '',
        'أختي|أخي|ابنتي|ابني|زوجتي|زوجي|أمي|أبي|جدتي|جدي|حفيدتي|حفيدي|أحفادي|أولادي|عمتي|عمي|خالتي|خالي',
        false,
      ),
    ],
    goal: [re(`(?:هدفي هو|هدفي|أريد أن|أود أن)\\s+${CLAUSE}`)],
    reminder: [re(`(?:ذكرني|ذكّرني)(?:\\s+(?:أن|بأن|ب))?\\s*${CLAUSE}`)],
  },
  'hi-IN': {
    note: [re(`(?:याद रखना|याद रखो|याद रखें|भूलना मत)\\s+कि\\s+${CLAUSE}`)],
    name: [
      re('मेरा नाम\\s+(?<v>[^\\s,.।!?]+)'),
      re('मुझे\\s+(?<v>[^\\s,.।!?]+)\\s+(?:बुलाओ|बुलाइए|बुलाना|कहो|कहिए)'),
    ],
    family: [
      family(
        '',
        'मेरी बहन|मेरा भाई|मेरी बेटी|मेरा बेटा|मेरी पत्नी|मेरे पति|मेरी माँ|मेरी मां|मेरे पिता|मेरी दादी|मेरे दादा|मेरी नानी|मेरे नाना|मेरे बच्चे|मेरी पोती|मेरा पोता',
        false,
      ),
    ],
    goal: [re(`मेरा लक्ष्य\\s+(?:है\\s+(?:कि\\s+)?)?${CLAUSE}`)],
    reminder: [
      re(`(?:मुझे\\s+)?याद दिला(?:ना|ओ|एं|इए)\\s+कि\\s+${CLAUSE}`),
      re('मुझे\\s+(?<v>[^.।!?\\n]{2,120}?)\\s+(?:की\\s+)?याद दिला(?:ना|ओ|एं|इए)'),
    ],
  },
  'zh-CN': {
    note: [re(`(?:请记住|记住|别忘了)[，,：:]?\\s*${CLAUSE}`)],
    name: [re('(?:叫我|我叫|我的名字是|我的名字叫)\\s*(?<v>[^\\s，,。.!！?？吧就好]{1,12})')],
    family: [
      family(
        '我的|我',
        '姐姐|妹妹|哥哥|弟弟|女儿|儿子|妻子|老婆|丈夫|老公|妈妈|母亲|爸爸|父亲|奶奶|爷爷|外婆|外公|孙女|孙子|孩子们|孩子',
        false,
        false,
      ),
    ],
    goal: [re(`(?:我的目标是|我想要|我想|我希望)\\s*(?!知道|问|说|聊|了解)${CLAUSE}`)],
    reminder: [re(`提醒我\\s*${CLAUSE}`)],
  },
  'ja-JP': {
    note: [re('(?<v>[^。！？\\n]{2,120}?)(?:ことを|のを|って|と)?覚えておいて')],
    name: [
      re('(?<v>[^\\s、。！？「」]{1,12}?)(?:と|って)呼んで'),
      re('(?:私|僕|わたし|俺)の名前は\\s*(?<v>[^\\s、。！？]{1,12}?)(?:です|だ|。|$)'),
    ],
    family: [
      family(
        '私の|僕の|うちの',
        '姉|妹|兄|弟|娘|息子|妻|夫|母|父|祖母|祖父|孫娘|孫|子供たち|子供|子どもたち|子ども',
        false,
        false,
      ),
    ],
    goal: [re(`(?:私の|僕の)?目標は\\s*${CLAUSE}`)],
    reminder: [re('(?<v>[^。！？\\n]{2,120}?)(?:ことを|のを)?(?:リマインドして|思い出させて)')],
  },
};

/** A name's second word is kept only when it starts with a capital ("Anna Maria", not "Klaus und"). */
const firstName = (name: string) => {
  const [first = '', second] = name.split(/\s+/);
  return second && /^\p{Lu}/u.test(second) ? `${first} ${second}` : first;
};

const tidy = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[,，、:：\s]+|[,，、:：\s]+$/g, '');

/**
 * The facts a message shares, by the phrases of its language and of English (people mix them in).
 * Offline and instant: used when no model is configured.
 */
export function findFacts(text: string, language: string): FoundFact[] {
  const code = supportedLanguage(language) ?? DEFAULT_LANGUAGE;
  const languages: ConversationLanguage[] = code === 'en-US' ? ['en-US'] : [code, 'en-US'];
  const message = text.slice(0, 2000);
  const found: FoundFact[] = [];
  for (const each of languages) {
    const rules = RULES[each];
    for (const kind of ['note', 'name', 'family', 'goal', 'reminder'] as const) {
      for (const rule of rules[kind]) {
        const match = rule.exec(message);
        const value = match?.groups?.v;
        if (!match || !value) continue;
        // A question ("what do I want to do?") shares no goal.
        if (kind === 'goal' && /^\s*[?？؟]/.test(message.slice(match.index + match[0].length))) continue;
        const named =
          kind === 'family' && match.groups?.n
            ? `${value} ${match.groups.n}`
            : kind === 'name'
              ? firstName(value)
              : value;
        const fact = tidy(named);
        if (fact.length > 0) found.push({ kind, text: fact, explicit: false });
      }
    }
  }
  // "Remember that..." makes the whole message a request to remember.
  const explicit = found.some((f) => f.kind === 'note');
  return found.map((f) => ({ ...f, explicit }));
}
