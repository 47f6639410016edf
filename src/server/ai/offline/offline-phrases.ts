import type { ExpertField } from '../expert-roster.js';
import type { ConversationLanguage } from '../languages.js';

/**
 * What the offline responder answers about, in the order it checks them: the first that fits.
 * Health is a medical question as the advice line reads it (advice-topics.ts), so a health answer
 * always carries that line; the others are found by the cue words of the language below.
 */
export const offlineTopics = [
  'health',
  'feelings',
  'money',
  'work',
  'study',
  'family',
  'thanks',
  'greeting',
  'general',
] as const;
export type OfflineTopic = (typeof offlineTopics)[number];
/** The topics found by cue words. */
export type CuedTopic = Exclude<OfflineTopic, 'health' | 'general'>;

/** One scripted answer: a sensible general tip, then a question back so the conversation goes on. */
export type OfflineAnswer = readonly [tip: string, ask: string];

/**
 * How cue words are found in a language:
 * - `words`: at the start of a word (Latin and Cyrillic scripts);
 * - `attached`: anywhere, since little words attach to the front of others (Hebrew, Arabic);
 * - `anywhere`: anywhere (Chinese, Japanese, Hindi).
 * In every mode a cue ending in `$` must also end a word, and a greeting must be a whole word.
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
  /** Two answers per topic; the one given is chosen by the turn and the words. */
  answers: Record<OfflineTopic, readonly [OfflineAnswer, OfflineAnswer]>;
  /** What each field's experts add between the tip and the question (not to thanks or a greeting). */
  flavour: Record<ExpertField, string>;
  /** Words that signal a topic, in lower case, separated by `|` (stems: "worr" finds "worried"). */
  cues: Record<CuedTopic, string>;
  matching: CueMatching;
};

export const offlinePhrases: Record<ConversationLanguage, OfflinePhrases> = {
  'en-US': {
    hello: (name) => `Hi, ${name} here.`,
    demo: 'Just so you know, this is a demonstration: the full expert is not switched on here, so what I say is not real advice.',
    answers: {
      health: [
        [
          'Good sleep, some movement every day and enough water help almost everyone, and a doctor is the right person for any symptom that worries you.',
          'How have you been feeling lately?',
        ],
        [
          'It can help to note when the problem started and what makes it better or worse, so you can describe it clearly to a doctor.',
          'What would you most like to feel better about first?',
        ],
      ],
      feelings: [
        [
          'When worries pile up, it helps to write them down and pick just one you can do something about today.',
          'What is weighing on you most right now?',
        ],
        [
          'Loneliness and worry are lighter when they are shared, so even a short message to a friend or a neighbour today can help.',
          'Who is someone you could reach out to this week?',
        ],
      ],
      money: [
        [
          'A simple first step is to write down everything you spend for one month, so you can see where the money really goes.',
          'What would you most like your money to do for you?',
        ],
        [
          'Many people find it helps to set aside a small fixed amount right after payday, before spending on anything else.',
          'Is it saving, spending or a debt that is on your mind?',
        ],
      ],
      work: [
        [
          'At work, it often helps to agree on one or two clear priorities with the people around you instead of trying to do everything at once.',
          'Which part of your work takes the most of your energy?',
        ],
        [
          'Keeping a short list of what you achieved each week makes it easier to talk about your work, your pay or your next step.',
          'What would you like to change at work?',
        ],
      ],
      study: [
        [
          'Short study sessions with breaks, testing yourself instead of rereading, usually work better than long cramming.',
          'What are you studying at the moment?',
        ],
        [
          'Explaining a topic out loud, as if to a friend, quickly shows what you already know and what needs more practice.',
          'Which subject or exam is coming up for you?',
        ],
      ],
      family: [
        [
          'In families, listening all the way to the end before answering often makes hard conversations calmer.',
          'Who in your family is this about?',
        ],
        [
          'Small regular moments together, like a shared meal or a call every week, often matter more than big occasions.',
          'What would you like to be different in your family?',
        ],
      ],
      thanks: [
        ["You're very welcome, I'm glad it helps.", 'Is there anything else you would like to talk through?'],
        ['Glad to help, and thank you for the kind words.', 'What would you like to look at next?'],
      ],
      greeting: [
        ["It's good to hear from you.", "What's on your mind today?"],
        ["Thanks for stopping by, I'm happy to talk.", 'What would you like to talk about?'],
      ],
      general: [
        [
          'A good way to start is to say in one sentence what you would like to change, because a clear aim makes the next step easier to see.',
          'What would a good outcome look like for you?',
        ],
        [
          'It often helps to write down what you already know and what is still unclear, and to start with the smallest piece.',
          'Which part would you like to look at first?',
        ],
      ],
    },
    flavour: {
      business: 'In business, I always look for the smallest next step that already shows a result.',
      science: 'In science, we would make it a small experiment: change one thing and watch what happens.',
      tech: 'In tech, we break a big problem into small pieces and solve one at a time.',
      sports: 'As in training, a steady routine beats one big effort.',
      arts: 'In art, it helps to give things a shape, even just a few lines on paper.',
      coach: 'As a coach, I like to take it one small step at a time, at your pace.',
    },
    cues: {
      feelings:
        'worr|anxi|afraid|scared|stress|nervous|upset|sad$|sadness|unhappy|lonely|loneliness|alone$|overwhelm|struggl|fear|panic|depress|grief|griev|heartbroken',
      money:
        'money|saving|save money|budget|spend|debt|loan|salary|income|paycheck|payday|rent$|bills$|expens|afford|pric|cost|cash|bank|financ|invest|mortgage|tax$|taxes',
      work: 'work|job|boss|career|colleague|cowork|office|manager|promotion|interview|resign|fired$|deadline|meeting|customer|client|business',
      study:
        'study|studi|exam|school|universit|college|homework|learn|course|lesson|teacher|class$|classes|grade',
      family:
        'family|famil|mother|father|mom$|mum$|dad$|parent|child|kid$|kids$|son$|sons$|daughter|brother|sister|husband|wife$|partner|marriage|married|grandm|grandp|grandson|granddaughter|grandchild|baby|relative',
      thanks: 'thank|cheers|appreciate',
      greeting: 'hello|hi|hey|good morning|good afternoon|good evening|howdy|how are you',
    },
    matching: 'words',
  },
  'es-ES': {
    hello: (name) => `Hola, soy ${name}.`,
    demo: 'Antes de nada, esto es una demostración: el experto completo no está activado aquí, así que lo que te diga no es un consejo real.',
    answers: {
      health: [
        [
          'Dormir bien, moverse a diario y beber suficiente agua ayuda a casi todo el mundo, y para cualquier síntoma que te preocupe lo indicado es ir al médico.',
          '¿Cómo te has sentido últimamente?',
        ],
        [
          'Puede ayudar anotar cuándo empezó el problema y qué lo mejora o lo empeora, para poder explicárselo bien a un médico.',
          '¿En qué te gustaría sentirte mejor primero?',
        ],
      ],
      feelings: [
        [
          'Cuando las preocupaciones se acumulan, ayuda escribirlas y elegir solo una sobre la que puedas hacer algo hoy.',
          '¿Qué es lo que más te pesa ahora mismo?',
        ],
        [
          'La soledad y las preocupaciones pesan menos cuando se comparten, así que hasta un mensaje corto a un amigo o a un vecino hoy puede ayudar.',
          '¿A quién podrías escribir esta semana?',
        ],
      ],
      money: [
        [
          'Un buen primer paso es apuntar todo lo que gastas durante un mes, para ver adónde va de verdad el dinero.',
          '¿Qué te gustaría que el dinero hiciera por ti?',
        ],
        [
          'A mucha gente le ayuda apartar una cantidad pequeña y fija justo al cobrar, antes de gastar en nada más.',
          '¿Lo que te ocupa es ahorrar, gastar o una deuda?',
        ],
      ],
      work: [
        [
          'En el trabajo suele ayudar acordar una o dos prioridades claras con quienes te rodean, en lugar de intentar hacerlo todo a la vez.',
          '¿Qué parte de tu trabajo se lleva más energía?',
        ],
        [
          'Apuntar cada semana lo que has conseguido facilita hablar de tu trabajo, de tu sueldo o de tu siguiente paso.',
          '¿Qué te gustaría cambiar en el trabajo?',
        ],
      ],
      study: [
        [
          'Las sesiones de estudio cortas con pausas, poniéndote a prueba en lugar de releer, suelen funcionar mejor que estudiar todo de golpe.',
          '¿Qué estás estudiando ahora?',
        ],
        [
          'Explicar un tema en voz alta, como si se lo contaras a un amigo, muestra enseguida lo que ya sabes y lo que necesita más práctica.',
          '¿Qué asignatura o examen tienes por delante?',
        ],
      ],
      family: [
        [
          'En familia, escuchar hasta el final antes de responder suele calmar mucho las conversaciones difíciles.',
          '¿Con quién de tu familia tiene que ver esto?',
        ],
        [
          'Los momentos pequeños y frecuentes, como una comida juntos o una llamada cada semana, suelen importar más que las grandes ocasiones.',
          '¿Qué te gustaría que fuera distinto en tu familia?',
        ],
      ],
      thanks: [
        ['De nada, me alegra que te sirva.', '¿Hay algo más de lo que quieras hablar?'],
        ['Con mucho gusto, y gracias por tus palabras.', '¿Qué te gustaría ver ahora?'],
      ],
      greeting: [
        ['Me alegra saber de ti.', '¿Qué tienes en mente hoy?'],
        ['Gracias por pasarte, me encanta charlar.', '¿De qué te gustaría hablar?'],
      ],
      general: [
        [
          'Un buen comienzo es decir en una frase qué te gustaría cambiar, porque un objetivo claro hace más fácil ver el siguiente paso.',
          '¿Cómo sería para ti un buen resultado?',
        ],
        [
          'Suele ayudar apuntar lo que ya sabes y lo que aún no está claro, y empezar por la parte más pequeña.',
          '¿Por qué parte te gustaría empezar?',
        ],
      ],
    },
    flavour: {
      business: 'En los negocios, siempre busco el paso más pequeño que ya dé un resultado.',
      science:
        'En ciencia lo convertiríamos en un pequeño experimento: cambiar una sola cosa y observar qué pasa.',
      tech: 'En tecnología dividimos un problema grande en piezas pequeñas y resolvemos una cada vez.',
      sports: 'Como en el entrenamiento, una rutina constante vale más que un gran esfuerzo aislado.',
      arts: 'En el arte ayuda darle forma a las cosas, aunque sea con unas líneas en un papel.',
      coach: 'Como coach, prefiero ir paso a paso y a tu ritmo.',
    },
    cues: {
      feelings:
        'preocup|miedo|estrés|estres|ansie|nervios|triste|tristeza|agobi|asustad|soledad|sola$|muy solo|me siento solo|deprim|angusti',
      money:
        'dinero|ahorr|gasto|gastos|gastar|presupuesto|deuda|préstamo|sueldo|salario|nómina|alquiler|factura|pagar|precio|banco$|invers|hipoteca|impuesto|finanz',
      work: 'trabaj|empleo|jefe|jefa|oficina|entrevista|ascenso|despid|reunión|cliente|negocio|compañeros de trabajo|carrera profesional',
      study:
        'estudi|examen|exámenes|colegio|escuela|universidad|clase|deberes|aprend|curso|asignatura|profesor|oposicion',
      family:
        'familia|madre|padre|mamá|papá|hijo|hija|hermano|hermana|marido|esposa|esposo|pareja|abuel|niños|nieto|nieta|suegr|bebé',
      thanks: 'gracias',
      greeting: 'hola|buenos días|buenas tardes|buenas noches|buenas|qué tal',
    },
    matching: 'words',
  },
  'fr-FR': {
    hello: (name) => `Bonjour, ici ${name}.`,
    demo: "Petite précision : ceci est une démonstration, l'expert complet n'est pas activé ici, donc ce que je dis n'est pas un vrai conseil.",
    answers: {
      health: [
        [
          "Bien dormir, bouger chaque jour et boire assez d'eau aide presque tout le monde, et pour tout symptôme qui t'inquiète, c'est un médecin qu'il faut voir.",
          'Comment te sens-tu ces derniers temps ?',
        ],
        [
          "Ça peut aider de noter quand le problème a commencé et ce qui l'améliore ou l'aggrave, pour bien l'expliquer à un médecin.",
          'Sur quoi aimerais-tu te sentir mieux en premier ?',
        ],
      ],
      feelings: [
        [
          "Quand les soucis s'accumulent, ça aide de les écrire et d'en choisir un seul sur lequel tu peux agir aujourd'hui.",
          "Qu'est-ce qui te pèse le plus en ce moment ?",
        ],
        [
          "La solitude et les soucis pèsent moins quand on les partage, alors même un petit message à un ami ou à un voisin aujourd'hui peut aider.",
          'À qui pourrais-tu écrire cette semaine ?',
        ],
      ],
      money: [
        [
          "Un bon premier pas est de noter toutes tes dépenses pendant un mois, pour voir où va vraiment l'argent.",
          "Qu'aimerais-tu que ton argent te permette avant tout ?",
        ],
        [
          'Beaucoup de gens mettent de côté une petite somme fixe dès que le salaire arrive, avant toute autre dépense.',
          "Est-ce l'épargne, les dépenses ou une dette qui te préoccupe ?",
        ],
      ],
      work: [
        [
          'Au travail, ça aide souvent de convenir de une ou deux priorités claires avec les personnes autour de toi, plutôt que de tout faire à la fois.',
          "Quelle partie de ton travail te prend le plus d'énergie ?",
        ],
        [
          'Noter chaque semaine ce que tu as accompli rend plus facile de parler de ton travail, de ton salaire ou de la suite.',
          "Qu'aimerais-tu changer au travail ?",
        ],
      ],
      study: [
        [
          "De courtes séances de travail avec des pauses, en te testant au lieu de relire, marchent souvent mieux que de tout réviser d'un coup.",
          "Qu'est-ce que tu étudies en ce moment ?",
        ],
        [
          "Expliquer un sujet à voix haute, comme à un ami, montre vite ce que tu sais déjà et ce qu'il reste à travailler.",
          "Quelle matière ou quel examen t'attend ?",
        ],
      ],
      family: [
        [
          "En famille, écouter jusqu'au bout avant de répondre apaise souvent les conversations difficiles.",
          "De qui s'agit-il dans ta famille ?",
        ],
        [
          'Les petits moments réguliers, comme un repas ensemble ou un appel chaque semaine, comptent souvent plus que les grandes occasions.',
          "Qu'aimerais-tu voir changer dans ta famille ?",
        ],
      ],
      thanks: [
        ["De rien, tant mieux si ça t'aide.", 'Y a-t-il autre chose dont tu aimerais parler ?'],
        ['Avec grand plaisir, et merci pour tes mots.', 'Que veux-tu regarder ensuite ?'],
      ],
      greeting: [
        ["Ça fait plaisir de t'entendre.", "De quoi veux-tu parler aujourd'hui ?"],
        ["Merci de passer me voir, j'aime bien discuter.", "Qu'as-tu en tête ?"],
      ],
      general: [
        [
          "Un bon début est de dire en une phrase ce que tu aimerais changer, car un but clair rend l'étape suivante plus facile à voir.",
          'À quoi ressemblerait un bon résultat pour toi ?',
        ],
        [
          'Ça aide souvent de noter ce que tu sais déjà et ce qui reste flou, puis de commencer par le plus petit morceau.',
          'Par quelle partie veux-tu commencer ?',
        ],
      ],
    },
    flavour: {
      business: 'En affaires, je cherche toujours la plus petite prochaine étape qui donne déjà un résultat.',
      science:
        'En science, on en ferait une petite expérience : changer une seule chose et observer ce qui se passe.',
      tech: 'En informatique, on découpe un gros problème en petits morceaux et on les règle un par un.',
      sports: "Comme à l'entraînement, une routine régulière vaut mieux qu'un seul gros effort.",
      arts: 'En art, ça aide de donner une forme aux choses, même avec quelques traits sur une feuille.',
      coach: "En coaching, j'aime avancer pas à pas, à ton rythme.",
    },
    cues: {
      feelings:
        'inquiet|inquiè|peur|stress|angoiss|anxi|triste|tristesse|nerveu|débordé|seul$|seule$|solitude|déprim|souci',
      money:
        'argent|économis|épargn|budget|dépens|dette|prêt$|salaire|loyer|factur|payer|prix$|banque|impôt|invest|crédit',
      work: "travail|boulot|emploi|patron|chef$|carrière|collègue|bureau$|entretien d'embauche|promotion|licenci|réunion|client",
      study: 'étud|examen|école|universit|fac$|cours$|devoirs|apprend|révis|professeur|prof$|bac$',
      family:
        'famille|mère|père|maman|papa|parents|enfant|fils$|fille$|frère|sœur|soeur|mari$|femme$|couple|grand-m|grand-p|petits-enfants|bébé',
      thanks: 'merci',
      greeting: 'bonjour|salut|bonsoir|coucou|ça va',
    },
    matching: 'words',
  },
  'de-DE': {
    hello: (name) => `Hallo, hier ist ${name}.`,
    demo: 'Kurz vorab: Dies ist eine Vorführung, der vollständige Experte ist hier nicht eingeschaltet, deshalb ist das, was ich sage, kein echter Rat.',
    answers: {
      health: [
        [
          'Guter Schlaf, tägliche Bewegung und genug Wasser helfen fast allen, und bei jedem Symptom, das dir Sorgen macht, ist eine Arztpraxis die richtige Adresse.',
          'Wie hast du dich in letzter Zeit gefühlt?',
        ],
        [
          'Es kann helfen zu notieren, wann das Problem angefangen hat und was es besser oder schlechter macht, damit du es in der Praxis klar beschreiben kannst.',
          'Wobei möchtest du dich zuerst besser fühlen?',
        ],
      ],
      feelings: [
        [
          'Wenn sich Sorgen häufen, hilft es, sie aufzuschreiben und nur eine auszuwählen, bei der du heute etwas tun kannst.',
          'Was belastet dich gerade am meisten?',
        ],
        [
          'Einsamkeit und Sorgen wiegen leichter, wenn man sie teilt, deshalb kann schon eine kurze Nachricht an Freunde oder Nachbarn heute helfen.',
          'Wem könntest du diese Woche schreiben?',
        ],
      ],
      money: [
        [
          'Ein guter erster Schritt ist, einen Monat lang alle Ausgaben aufzuschreiben, damit du siehst, wohin das Geld wirklich geht.',
          'Was soll dein Geld vor allem für dich tun?',
        ],
        [
          'Vielen hilft es, gleich nach dem Gehaltseingang einen kleinen festen Betrag zurückzulegen, bevor irgendetwas anderes ausgegeben wird.',
          'Geht es dir ums Sparen, ums Ausgeben oder um Schulden?',
        ],
      ],
      work: [
        [
          'Bei der Arbeit hilft es oft, mit den Menschen um dich herum ein oder zwei klare Prioritäten abzusprechen, statt alles gleichzeitig zu machen.',
          'Welcher Teil deiner Arbeit kostet dich die meiste Energie?',
        ],
        [
          'Wenn du jede Woche kurz notierst, was du geschafft hast, fällt es leichter, über deine Arbeit, dein Gehalt oder den nächsten Schritt zu sprechen.',
          'Was möchtest du bei der Arbeit ändern?',
        ],
      ],
      study: [
        [
          'Kurze Lerneinheiten mit Pausen, in denen du dich selbst abfragst, statt nur nachzulesen, wirken meist besser als stundenlanges Pauken.',
          'Was lernst du gerade?',
        ],
        [
          'Ein Thema laut zu erklären, als würdest du es einem Freund erzählen, zeigt schnell, was du schon kannst und was noch Übung braucht.',
          'Welches Fach oder welche Prüfung steht bei dir an?',
        ],
      ],
      family: [
        [
          'In der Familie werden schwierige Gespräche oft ruhiger, wenn man erst ganz zuhört und dann antwortet.',
          'Um wen in deiner Familie geht es?',
        ],
        [
          'Kleine, regelmäßige gemeinsame Momente, wie ein Essen zusammen oder ein Anruf jede Woche, zählen oft mehr als große Anlässe.',
          'Was soll in deiner Familie anders werden?',
        ],
      ],
      thanks: [
        ['Gern geschehen, schön, wenn es dir hilft.', 'Gibt es noch etwas, worüber du sprechen möchtest?'],
        ['Sehr gern, und danke für deine freundlichen Worte.', 'Was möchtest du als Nächstes anschauen?'],
      ],
      greeting: [
        ['Schön, von dir zu hören.', 'Was beschäftigt dich heute?'],
        ['Danke, dass du vorbeischaust, ich unterhalte mich gern.', 'Worüber möchtest du sprechen?'],
      ],
      general: [
        [
          'Ein guter Anfang ist, in einem Satz zu sagen, was du ändern möchtest, denn ein klares Ziel macht den nächsten Schritt leichter sichtbar.',
          'Wie sähe ein gutes Ergebnis für dich aus?',
        ],
        [
          'Oft hilft es, aufzuschreiben, was du schon weißt und was noch unklar ist, und mit dem kleinsten Teil anzufangen.',
          'Mit welchem Teil möchtest du anfangen?',
        ],
      ],
    },
    flavour: {
      business:
        'Im Geschäftsleben suche ich immer den kleinsten nächsten Schritt, der schon ein Ergebnis zeigt.',
      science:
        'In der Wissenschaft würden wir daraus ein kleines Experiment machen: eine Sache ändern und beobachten, was passiert.',
      tech: 'In der Technik zerlegen wir ein großes Problem in kleine Teile und lösen eins nach dem anderen.',
      sports: 'Wie beim Training bringt eine regelmäßige Routine mehr als eine einzelne große Anstrengung.',
      arts: 'In der Kunst hilft es, den Dingen eine Form zu geben, und seien es nur ein paar Striche auf Papier.',
      coach: 'Als Coach gehe ich gern Schritt für Schritt vor, in deinem Tempo.',
    },
    cues: {
      feelings: 'sorge|sorgen|angst|ängst|stress|traurig|nervös|überforder|einsam|allein|deprimiert|kummer',
      money:
        'geld|spar|budget|ausgaben|schulden|kredit|gehalt|lohn|miete|rechnung|bezahl|preis|bank$|konto|steuer|invest|finanz',
      work: 'arbeit|job|chef|karriere|kolleg|büro|vorstellungsgespräch|beförder|kündig|besprechung|kunde|kunden|beruf|firma|geschäft',
      study: 'lern|studi|prüfung|schule|universität|uni$|hausaufgaben|kurs|unterricht|klausur|lehrer|abitur',
      family:
        'familie|mutter|vater|mama|papa|eltern|kind|sohn|tochter|bruder|schwester|mann$|frau$|ehe$|partner|oma|opa|enkel|baby',
      thanks: 'danke',
      greeting: 'hallo|hi|guten morgen|guten tag|guten abend|servus|moin|wie geht',
    },
    matching: 'words',
  },
  'ru-RU': {
    hello: (name) => `Привет, это ${name}.`,
    demo: 'Сразу скажу: это демонстрация, полноценный эксперт здесь не включён, поэтому мои слова не настоящий совет.',
    answers: {
      health: [
        [
          'Хороший сон, ежедневное движение и достаточно воды помогают почти всем, а с любым симптомом, который тревожит, стоит идти к врачу.',
          'Как ты себя чувствуешь в последнее время?',
        ],
        [
          'Полезно записать, когда началась проблема и что её облегчает или усиливает, чтобы ясно рассказать об этом врачу.',
          'Что тебе хочется улучшить в первую очередь?',
        ],
      ],
      feelings: [
        [
          'Когда тревоги накапливаются, помогает записать их и выбрать только одну, с которой можно что-то сделать уже сегодня.',
          'Что тебя сейчас тяготит больше всего?',
        ],
        [
          'Одиночество и тревоги легче переносить, когда ими делишься, поэтому даже короткое сообщение другу или соседу сегодня может помочь.',
          'Кому можно было бы написать на этой неделе?',
        ],
      ],
      money: [
        [
          'Хороший первый шаг: месяц записывать все траты, чтобы увидеть, куда на самом деле уходят деньги.',
          'Чего тебе больше всего хочется добиться с деньгами?',
        ],
        [
          'Многим помогает сразу после зарплаты откладывать небольшую фиксированную сумму, ещё до всех остальных трат.',
          'Что тебя больше волнует: накопления, расходы или долг?',
        ],
      ],
      work: [
        [
          'На работе часто помогает договориться с окружающими об одном-двух ясных приоритетах, а не пытаться успеть всё сразу.',
          'Какая часть работы отнимает у тебя больше всего сил?',
        ],
        [
          'Если каждую неделю коротко записывать свои достижения, легче говорить о работе, о зарплате или о следующем шаге.',
          'Что тебе хочется изменить на работе?',
        ],
      ],
      study: [
        [
          'Короткие занятия с перерывами, где ты проверяешь себя, а не просто перечитываешь, обычно работают лучше долгой зубрёжки.',
          'Что ты сейчас изучаешь?',
        ],
        [
          'Объяснить тему вслух, как будто рассказываешь другу, быстро показывает, что уже понятно, а над чем ещё стоит поработать.',
          'Какой предмет или экзамен тебя ждёт?',
        ],
      ],
      family: [
        [
          'В семье трудные разговоры часто становятся спокойнее, если сначала дослушать до конца, а потом отвечать.',
          'О ком из семьи идёт речь?',
        ],
        [
          'Небольшие регулярные моменты вместе, например общий ужин или звонок раз в неделю, часто значат больше, чем большие праздники.',
          'Что тебе хочется изменить в семье?',
        ],
      ],
      thanks: [
        ['Пожалуйста, хорошо, что это помогает.', 'Хочешь обсудить что-то ещё?'],
        ['Не за что, и спасибо за добрые слова.', 'Что посмотрим дальше?'],
      ],
      greeting: [
        ['Хорошо, что ты здесь.', 'О чём ты думаешь сегодня?'],
        ['Приятно тебя слышать, с удовольствием поговорю.', 'О чём хочешь поговорить?'],
      ],
      general: [
        [
          'Хорошее начало: сказать одним предложением, что хочется изменить, потому что ясная цель помогает увидеть следующий шаг.',
          'Каким был бы для тебя хороший результат?',
        ],
        [
          'Часто помогает записать, что уже известно и что пока неясно, и начать с самой маленькой части.',
          'С какой части хочешь начать?',
        ],
      ],
    },
    flavour: {
      business: 'В бизнесе я всегда ищу самый маленький следующий шаг, который уже даёт результат.',
      science:
        'В науке мы бы сделали из этого небольшой эксперимент: изменить одну вещь и посмотреть, что будет.',
      tech: 'В технике большую задачу делят на маленькие части и решают по одной.',
      sports: 'Как в тренировках, регулярная привычка работает лучше одного большого рывка.',
      arts: 'В искусстве помогает придать вещам форму, пусть даже несколькими линиями на бумаге.',
      coach: 'Как коуч, я предпочитаю идти шаг за шагом, в твоём темпе.',
    },
    cues: {
      feelings:
        'волну|боюсь|страх|стресс|тревож|тревог|грустно|груст|переживаю|одиноко|одиноч|одинок|депресс|тоск',
      money:
        'деньг|денег|сбереж|копить|коплю|накоп|бюджет|трат|долг|кредит|зарплат|аренд|платить|заплат|оплат|цена|цены|цену|банк|налог|ипотек|инвест|финанс',
      work: 'работ|начальн|босс|карьер|коллег|офис|собеседован|повышени|уволь|увольн|совещани|клиент|должност|бизнес',
      study:
        'учёб|учеб|учусь|учиться|экзамен|школ|университет|институт|урок|домашн|курс|изуча|студент|сессия',
      family:
        'семья|семье|семьи|семью|семьёй|семейн|мама|мамой|маме|мать|папа|папой|отец|отцом|родител|сын|доч|брат|сестр|муж$|мужем|мужа|жена|жене|женой|бабушк|дедушк|внук|внучк|ребён|ребен|дети|детьми|детей',
      thanks: 'спасибо|благодар',
      greeting: 'привет|здравствуй|здравствуйте|добрый день|доброе утро|добрый вечер|как дела',
    },
    matching: 'words',
  },
  'he-IL': {
    hello: (name) => `שלום, כאן ${name}.`,
    demo: 'רק לידיעתך: זו הדגמה, והמומחה המלא לא מופעל כאן, ולכן הדברים כאן אינם עצה אמיתית.',
    answers: {
      health: [
        [
          'שינה טובה, תנועה יומית ומספיק מים עוזרים כמעט לכל אחד, ועם כל תסמין שמדאיג כדאי לפנות לרופא.',
          'איך ההרגשה בזמן האחרון?',
        ],
        [
          'כדאי לרשום מתי הבעיה התחילה ומה משפר או מחמיר אותה, כדי לתאר אותה בבירור לרופא.',
          'במה הכי חשוב להרגיש טוב יותר קודם?',
        ],
      ],
      feelings: [
        [
          'כשהדאגות מצטברות, עוזר לכתוב אותן ולבחור רק אחת שאפשר לעשות לגביה משהו כבר היום.',
          'מה הכי מכביד עליך עכשיו?',
        ],
        [
          'בדידות ודאגות קלות יותר כשמשתפים בהן, ולכן אפילו הודעה קצרה לחבר או לשכן היום יכולה לעזור.',
          'למי אפשר לכתוב השבוע?',
        ],
      ],
      money: [
        [
          'צעד ראשון טוב הוא לרשום את כל ההוצאות במשך חודש, כדי לראות לאן הכסף באמת הולך.',
          'מה הכי חשוב לך שהכסף יאפשר?',
        ],
        [
          'להרבה אנשים עוזר להפריש סכום קטן וקבוע מיד כשהמשכורת נכנסת, לפני כל הוצאה אחרת.',
          'מה מעסיק אותך יותר: חיסכון, הוצאות או חוב?',
        ],
      ],
      work: [
        [
          'בעבודה, לרוב עוזר לקבוע עם הסובבים עדיפות אחת או שתיים ברורות, במקום לנסות לעשות הכול בבת אחת.',
          'איזה חלק בעבודה לוקח הכי הרבה אנרגיה?',
        ],
        [
          'רשימה קצרה של מה שהושג בכל שבוע מקלה לדבר על העבודה, על השכר או על הצעד הבא.',
          'מה הכי חשוב לשנות בעבודה?',
        ],
      ],
      study: [
        [
          'מפגשי למידה קצרים עם הפסקות, ובחינה עצמית במקום קריאה חוזרת, עובדים בדרך כלל טוב יותר משינון ארוך.',
          'מה הנושא שלומדים עכשיו?',
        ],
        [
          'להסביר נושא בקול, כאילו לחבר, מראה מהר מה כבר ידוע ומה עוד צריך תרגול.',
          'איזה מקצוע או מבחן מתקרב?',
        ],
      ],
      family: [
        ['במשפחה, להקשיב עד הסוף לפני שעונים מרגיע הרבה פעמים שיחות קשות.', 'במי מהמשפחה מדובר?'],
        [
          'רגעים קטנים וקבועים יחד, כמו ארוחה משותפת או שיחת טלפון כל שבוע, חשובים לעיתים יותר מאירועים גדולים.',
          'מה הכי חשוב לשנות במשפחה?',
        ],
      ],
      thanks: [
        ['בשמחה, טוב לשמוע שזה עוזר.', 'יש עוד משהו שנדבר עליו?'],
        ['אין בעד מה, ותודה על המילים הטובות.', 'במה נתמקד עכשיו?'],
      ],
      greeting: [
        ['טוב לשמוע ממך.', 'מה מעסיק אותך היום?'],
        ['כיף לדבר איתך.', 'על מה נדבר?'],
      ],
      general: [
        [
          'התחלה טובה היא לומר במשפט אחד מה רוצים לשנות, כי מטרה ברורה מקלה לראות את הצעד הבא.',
          'איך נראית תוצאה טובה בשבילך?',
        ],
        ['לרוב עוזר לכתוב מה כבר ידוע ומה עוד לא ברור, ולהתחיל מהחלק הקטן ביותר.', 'מאיזה חלק נתחיל?'],
      ],
    },
    flavour: {
      business: 'בעסקים, תמיד כדאי לחפש את הצעד הקטן הבא שכבר מראה תוצאה.',
      science: 'במדע היינו הופכים את זה לניסוי קטן: לשנות דבר אחד ולראות מה קורה.',
      tech: 'בטכנולוגיה מפרקים בעיה גדולה לחלקים קטנים ופותרים אחד בכל פעם.',
      sports: 'כמו באימונים, שגרה קבועה שווה יותר ממאמץ גדול אחד.',
      arts: 'באמנות עוזר לתת לדברים צורה, אפילו בכמה קווים על דף.',
      coach: 'באימון אישי הולכים צעד אחר צעד, בקצב שלך.',
    },
    cues: {
      feelings: 'דואג|דואגת|מודאג|מפחד|פוחד|לחוץ|לחוצה|לחץ|חרד|עצוב|בודד|בדידות|דיכאון',
      money: 'כסף|חיסכון|לחסוך|תקציב|הוצאות|חוב|הלוואה|משכורת|שכר|שכירות|חשבונות|לשלם|מחיר|בנק|השקע|משכנתא',
      work: 'עבודה|לעבוד|עובד|בוס|מנהל|קריירה|קולג|עמית|משרד|ראיון|קידום|פיטור|פוטר|לקוחות|עסק',
      study: 'לימוד|ללמוד|לומד|מבחן|בחינה|בית ספר|אוניברסיט|מכללה|שיעור|קורס|מורה|סטודנט',
      family: 'משפחה|אמא|אבא|הורים|ילד|הבן שלי|הבת שלי|אחי|אחותי|בעלי|אשתי|בן זוג|בת זוג|סבתא|סבא|נכד',
      thanks: 'תודה',
      greeting: 'שלום|היי|בוקר טוב|ערב טוב|מה שלומך',
    },
    matching: 'attached',
  },
  'sk-SK': {
    hello: (name) => `Dobrý deň, tu ${name}.`,
    demo: 'Len aby ste vedeli: toto je ukážka, plný odborník tu nie je zapnutý, takže to, čo hovorím, nie je skutočná rada.',
    answers: {
      health: [
        [
          'Dobrý spánok, každodenný pohyb a dosť vody pomáhajú takmer každému a s každým príznakom, ktorý vás znepokojuje, je správne ísť k lekárovi.',
          'Ako sa v poslednom čase cítite?',
        ],
        [
          'Môže pomôcť zapísať si, kedy problém začal a čo ho zlepšuje alebo zhoršuje, aby ste ho lekárovi vedeli jasne opísať.',
          'V čom by ste sa chceli cítiť lepšie najskôr?',
        ],
      ],
      feelings: [
        [
          'Keď sa starosti hromadia, pomáha spísať si ich a vybrať len jednu, s ktorou sa dá niečo urobiť ešte dnes.',
          'Čo vás teraz ťaží najviac?',
        ],
        [
          'Samota a starosti sa nesú ľahšie, keď sa o ne podelíme, takže aj krátka správa priateľovi alebo susedovi môže dnes pomôcť.',
          'Komu by ste mohli tento týždeň napísať?',
        ],
      ],
      money: [
        [
          'Dobrým prvým krokom je mesiac si zapisovať všetky výdavky, aby ste videli, kam peniaze naozaj idú.',
          'Čo by pre vás mali peniaze robiť predovšetkým?',
        ],
        [
          'Mnohým ľuďom pomáha odložiť si malú pevnú sumu hneď po výplate, ešte pred všetkými ostatnými výdavkami.',
          'Ide vám skôr o sporenie, o výdavky alebo o dlh?',
        ],
      ],
      work: [
        [
          'V práci často pomáha dohodnúť sa s ľuďmi okolo seba na jednej či dvoch jasných prioritách namiesto toho, aby ste robili všetko naraz.',
          'Ktorá časť práce vám berie najviac energie?',
        ],
        [
          'Krátky zoznam toho, čo sa vám každý týždeň podarilo, uľahčí rozhovor o práci, o plate alebo o ďalšom kroku.',
          'Čo by ste v práci chceli zmeniť?',
        ],
      ],
      study: [
        [
          'Krátke učebné bloky s prestávkami, pri ktorých sa sami skúšate namiesto opakovaného čítania, fungujú zvyčajne lepšie ako dlhé biflovanie.',
          'Čo sa práve učíte?',
        ],
        [
          'Vysvetliť tému nahlas, akoby ste ju rozprávali priateľovi, rýchlo ukáže, čo už viete a čo treba ešte precvičiť.',
          'Aký predmet alebo skúška vás čaká?',
        ],
      ],
      family: [
        [
          'V rodine ťažké rozhovory často upokojí, keď najprv počúvame až do konca a až potom odpovedáme.',
          'O koho z rodiny ide?',
        ],
        [
          'Malé pravidelné chvíle spolu, napríklad spoločné jedlo alebo telefonát každý týždeň, často znamenajú viac než veľké udalosti.',
          'Čo by ste chceli, aby bolo vo vašej rodine inak?',
        ],
      ],
      thanks: [
        ['Nie je za čo, teší ma, že vám to pomáha.', 'Chcete prebrať ešte niečo?'],
        ['Rado sa stalo, a ďakujem za milé slová.', 'Na čo sa pozrieme ďalej?'],
      ],
      greeting: [
        ['Je dobré vás počuť.', 'Čo máte dnes na srdci?'],
        ['Vďaka, že ste sa ozvali, s radosťou sa porozprávam.', 'O čom by ste sa chceli porozprávať?'],
      ],
      general: [
        [
          'Dobrý začiatok je povedať jednou vetou, čo by ste chceli zmeniť, pretože jasný cieľ ukáže ďalší krok.',
          'Ako by pre vás vyzeral dobrý výsledok?',
        ],
        [
          'Často pomáha zapísať si, čo už viete a čo je ešte nejasné, a začať tou najmenšou časťou.',
          'Ktorou časťou chcete začať?',
        ],
      ],
    },
    flavour: {
      business: 'V podnikaní vždy hľadám najmenší ďalší krok, ktorý už prinesie výsledok.',
      science: 'Vo vede by sme z toho urobili malý pokus: zmeniť jednu vec a sledovať, čo sa stane.',
      tech: 'V technike sa veľký problém delí na malé časti a rieši sa jedna po druhej.',
      sports: 'Ako pri tréningu, pravidelná rutina prinesie viac ako jedno veľké úsilie.',
      arts: 'V umení pomáha dať veciam tvar, hoci len pár čiarami na papieri.',
      coach: 'Pri koučovaní sa ide krok za krokom, vaším tempom.',
    },
    cues: {
      feelings: 'bojím|strach|stres|obáv|smutn|úzkos|trápi|osamel|samot|depres|starost',
      money:
        'peniaz|peňaz|šetr|sporen|rozpoč|výdav|dlh|pôžičk|úver|plat$|platu|výplat|nájom|nájm|účet|účty|zaplat|cena|ceny|cenu|bank|dane|invest|hypot|financ',
      work: 'prác|pracov|šéf|kariér|koleg|kancelár|pohovor|povýšen|výpoveď|prepust|porad|zákazník|klient|podnik|firm',
      study: 'štúdi|študu|učiť|učím|učenie|naučiť|skúšk|škol|univerzit|domáce úlohy|kurz|predmet|učiteľ',
      family:
        'rodin|mama|mamou|mamin|otec|otca|oteck|rodič|syn|dcér|dcéra|brat$|brata|bratom|bratovi|sestr|manžel|partner|babk|dedk|deti|dieťa|vnuk|vnúč',
      thanks: 'ďakujem|dakujem|vďaka',
      greeting: 'ahoj|dobrý deň|dobré ráno|dobrý večer|čau|ako sa máte|zdravím',
    },
    matching: 'words',
  },
  'zh-CN': {
    hello: (name) => `你好，我是${name}。`,
    demo: '先说明一下：这是演示版本，完整的专家功能在这里没有开启，所以我说的不是真正的建议。',
    answers: {
      health: [
        [
          '睡好觉、每天活动身体、多喝水，几乎对每个人都有好处，如果有让你担心的症状，最好去看医生。',
          '你最近感觉怎么样？',
        ],
        [
          '可以记下问题是什么时候开始的，什么会让它好转或加重，这样就能清楚地告诉医生。',
          '你最想先改善哪方面的状况？',
        ],
      ],
      feelings: [
        ['烦心事越积越多的时候，可以把它们写下来，只挑一件今天就能着手的事。', '现在最让你放不下的是什么？'],
        [
          '孤单和烦恼说出来就会轻一些，所以今天哪怕给朋友或邻居发一条短消息，也会有帮助。',
          '这周你可以联系谁呢？',
        ],
      ],
      money: [
        ['一个好的开始是把一个月里的每笔开销都记下来，看看钱到底花在了哪里。', '你最希望钱帮你实现什么？'],
        [
          '很多人发现，工资一到账就先存下一小笔固定的钱，再安排其他开销，会很有帮助。',
          '你现在更关心的是存钱、花钱，还是欠款？',
        ],
      ],
      work: [
        [
          '工作上，和身边的人商量好一两个明确的重点，往往比什么都想同时做好更有效。',
          '工作中哪一部分最耗你的精力？',
        ],
        [
          '每周简单记下自己完成了什么，之后谈工作、谈薪水或谈下一步都会更有底气。',
          '在工作上你最想改变什么？',
        ],
      ],
      study: [
        ['短时间学习加上中间休息，用自测代替反复重读，通常比长时间死记硬背更有效。', '你现在在学什么？'],
        [
          '把一个知识点大声讲出来，就像讲给朋友听，很快就能看出哪些已经掌握、哪些还要多练。',
          '接下来有什么科目或考试？',
        ],
      ],
      family: [
        ['在家里，先把对方的话完整听完再回应，往往能让难谈的话题平和很多。', '这件事和家里的哪位有关？'],
        [
          '经常在一起的小时刻，比如一起吃顿饭或每周打个电话，往往比重大场合更重要。',
          '你希望家里有什么不一样？',
        ],
      ],
      thanks: [
        ['不客气，能帮上忙就好。', '还有什么想聊的吗？'],
        ['很高兴能帮忙，也谢谢你的好话。', '接下来想看看什么？'],
      ],
      greeting: [
        ['很高兴听到你的声音。', '今天在想些什么？'],
        ['谢谢你来聊天，我很乐意陪你聊聊。', '想聊点什么呢？'],
      ],
      general: [
        [
          '一个好的开始是用一句话说出你想改变什么，目标清楚了，下一步就更容易看到。',
          '对你来说，好的结果是什么样的？',
        ],
        ['通常可以先写下已经知道的和还不清楚的，再从最小的一部分做起。', '你想先从哪一部分开始？'],
      ],
    },
    flavour: {
      business: '做生意时，我总会先找最小、能马上见效的下一步。',
      science: '从科学的角度，可以把它当成一个小实验：只改变一件事，看看会发生什么。',
      tech: '做技术的人习惯把大问题拆成小块，一块一块地解决。',
      sports: '就像训练一样，稳定的习惯比一次拼尽全力更管用。',
      arts: '在艺术里，给事情一个形状会很有帮助，哪怕只是在纸上画几笔。',
      coach: '作为教练，我喜欢按你的节奏，一步一步来。',
    },
    cues: {
      feelings: '担心|害怕|压力|焦虑|难过|紧张|孤独|孤单|烦恼|寂寞|伤心|抑郁|郁闷',
      money: '钱|预算|开销|花销|债|贷款|工资|薪水|收入|房租|账单|价格|银行|理财|投资',
      work: '工作|上班|老板|领导|职业|同事|办公室|面试|升职|辞职|被裁|加班|客户|生意',
      study: '学习|考试|学校|大学|作业|课程|上课|复习|老师|功课|考研|高考|想学',
      family:
        '家人|家里|家庭|妈妈|母亲|爸爸|父亲|父母|孩子|儿子|女儿|哥哥|姐姐|弟弟|妹妹|丈夫|老公|妻子|老婆|爷爷|奶奶|外婆|外公|孙子',
      thanks: '谢谢|多谢|感谢',
      greeting: '你好|您好|早上好|晚上好|嗨|你好吗',
    },
    matching: 'anywhere',
  },
  'ja-JP': {
    hello: (name) => `こんにちは、${name}です。`,
    demo: 'はじめにお伝えすると、これはデモで、本来の専門家はここでは有効になっていないため、本当のアドバイスではありません。',
    answers: {
      health: [
        [
          'よく眠ること、毎日体を動かすこと、水分を十分にとることはほとんどの人に役立ちますし、気になる症状があれば医師に相談するのが一番です。',
          '最近の体調はいかがですか？',
        ],
        [
          'いつから始まったのか、何で良くなったり悪くなったりするのかをメモしておくと、医師にわかりやすく伝えられます。',
          'まず何を楽にしたいですか？',
        ],
      ],
      feelings: [
        [
          '心配ごとが重なるときは、紙に書き出して、今日できそうなことを一つだけ選ぶと楽になります。',
          '今いちばん気になっているのは何ですか？',
        ],
        [
          '寂しさや不安は人に話すと軽くなるので、今日、友人や近所の人に短いメッセージを送るだけでも助けになります。',
          '今週、連絡できそうな人はいますか？',
        ],
      ],
      money: [
        [
          'まずは一か月、使ったお金をすべて記録して、お金が実際にどこへ行っているかを見てみるのがおすすめです。',
          'お金で一番かなえたいことは何ですか？',
        ],
        [
          '給料が入ったらすぐに決まった少額を取り分けておくと、うまくいく人が多いです。',
          '気になっているのは貯金ですか、支出ですか、それとも返済ですか？',
        ],
      ],
      work: [
        [
          '仕事では、すべてを同時にこなそうとするより、周りの人と一つか二つの明確な優先事項を決めるほうがうまくいくことが多いです。',
          '仕事の中で一番エネルギーを使うのはどの部分ですか？',
        ],
        [
          '毎週、できたことを短く書き留めておくと、仕事や給料、次の一歩について話しやすくなります。',
          '仕事で変えたいことは何ですか？',
        ],
      ],
      study: [
        [
          '休憩をはさんだ短い勉強時間で、読み返すより自分でテストするほうが、長時間の詰め込みより効果的なことが多いです。',
          '今は何を勉強していますか？',
        ],
        [
          '友だちに説明するつもりで声に出して話してみると、わかっているところとまだ練習が必要なところがすぐに見えてきます。',
          '近いうちにどんな科目や試験がありますか？',
        ],
      ],
      family: [
        [
          '家族の間では、答える前に相手の話を最後まで聞くだけで、難しい話し合いがずっと穏やかになることがよくあります。',
          'ご家族のどなたのことですか？',
        ],
        [
          '一緒に食事をする、毎週電話をするといった小さな時間の積み重ねが、大きな行事より大切なことも多いです。',
          'ご家族との間で、何が変わるといいと思いますか？',
        ],
      ],
      thanks: [
        ['どういたしまして、お役に立ててうれしいです。', 'ほかに話したいことはありますか？'],
        ['こちらこそ、温かい言葉をありがとうございます。', '次は何を考えてみましょうか？'],
      ],
      greeting: [
        ['お話しできてうれしいです。', '今日はどんなことを考えていますか？'],
        ['来てくれてありがとうございます、喜んでお話しします。', '何について話しましょうか？'],
      ],
      general: [
        [
          '変えたいことを一文で言ってみると、目標がはっきりして次の一歩が見えやすくなります。',
          'あなたにとって良い結果とはどんなものですか？',
        ],
        [
          'すでにわかっていることとまだはっきりしないことを書き出して、一番小さな部分から始めるとうまくいくことが多いです。',
          'どの部分から始めたいですか？',
        ],
      ],
    },
    flavour: {
      business: 'ビジネスでは、すぐに結果が見える一番小さな次の一歩をいつも探します。',
      science: '科学の考え方なら、小さな実験として一つだけ変えて、何が起きるかを観察します。',
      tech: '技術の世界では、大きな問題を小さく分けて、一つずつ解決していきます。',
      sports: 'トレーニングと同じで、一度の大きな頑張りより、続けられる習慣のほうが力になります。',
      arts: 'アートでは、紙に数本の線を描くだけでも、物事に形を与えると整理しやすくなります。',
      coach: 'コーチとして、あなたのペースで一歩ずつ進めていきたいと思います。',
    },
    cues: {
      feelings: '心配|不安|ストレス|怖い|悲しい|つらい|辛い|寂しい|さみしい|孤独|落ち込|悩',
      money: 'お金|貯金|節約|家計|予算|支出|出費|借金|ローン|給料|収入|家賃|請求|値段|銀行|投資',
      work: '仕事|職場|上司|会社|キャリア|同僚|面接|昇進|転職|退職|残業|顧客|働',
      study: '勉強|試験|テスト|学校|大学|宿題|授業|受験|先生|学び|習い|復習',
      family: '家族|母|父|両親|子ども|子供|息子|娘|兄|姉|弟|妹|夫が|夫と|夫は|主人|旦那|妻|祖母|祖父|孫',
      thanks: 'ありがとう|感謝',
      greeting: 'こんにちは|おはよう|こんばんは|はじめまして|お元気',
    },
    matching: 'anywhere',
  },
  'ar-SA': {
    hello: (name) => `مرحبا، معك ${name}.`,
    demo: 'للتوضيح فقط: هذه نسخة تجريبية، والخبير الكامل غير مفعّل هنا، لذلك ما أقوله ليس نصيحة حقيقية.',
    answers: {
      health: [
        [
          'النوم الجيد والحركة اليومية وشرب ما يكفي من الماء تفيد الجميع تقريبا، ومع أي عرض يقلقك فالطبيب هو الشخص المناسب.',
          'كيف تشعر في الفترة الأخيرة؟',
        ],
        [
          'قد يساعد أن تدوّن متى بدأت المشكلة وما الذي يحسّنها أو يزيدها سوءا، لتشرحها للطبيب بوضوح.',
          'ما أول شيء تود أن تشعر بتحسن فيه؟',
        ],
      ],
      feelings: [
        [
          'عندما تتراكم الهموم، يساعد أن تكتبها وتختار واحدا منها فقط يمكنك فعل شيء حياله اليوم.',
          'ما أكثر ما يثقل عليك الآن؟',
        ],
        [
          'الوحدة والقلق يخفّان عندما نشاركهما، لذلك قد تساعد حتى رسالة قصيرة إلى صديق أو جار اليوم.',
          'مع من يمكنك التواصل هذا الأسبوع؟',
        ],
      ],
      money: [
        [
          'خطوة أولى جيدة هي تدوين كل ما تنفقه لمدة شهر، لترى أين يذهب المال فعلا.',
          'ما أكثر ما تريد أن يحققه لك المال؟',
        ],
        [
          'يجد كثير من الناس أن تخصيص مبلغ صغير ثابت فور استلام الراتب، قبل أي إنفاق آخر، يساعدهم كثيرا.',
          'هل ما يشغلك هو الادخار أم الإنفاق أم سداد ما عليك؟',
        ],
      ],
      work: [
        [
          'في العمل، يساعد غالبا الاتفاق مع من حولك على أولوية أو اثنتين واضحتين بدل محاولة إنجاز كل شيء دفعة واحدة.',
          'أي جزء من عملك يستهلك أكبر قدر من طاقتك؟',
        ],
        [
          'قائمة قصيرة بما أنجزته كل أسبوع تسهّل الحديث عن عملك أو راتبك أو خطوتك التالية.',
          'ما الذي تود تغييره في العمل؟',
        ],
      ],
      study: [
        [
          'جلسات دراسة قصيرة بينها استراحات، مع اختبار نفسك بدل إعادة القراءة، تنجح عادة أكثر من الحفظ الطويل المتواصل.',
          'ماذا تدرس في هذه الفترة؟',
        ],
        [
          'شرح الموضوع بصوت عال، كأنك تشرحه لصديق، يكشف بسرعة ما تعرفه وما يحتاج إلى مزيد من التدريب.',
          'ما المادة أو الامتحان القادم لديك؟',
        ],
      ],
      family: [
        [
          'في العائلة، الإصغاء حتى النهاية قبل الرد يجعل الأحاديث الصعبة أهدأ في كثير من الأحيان.',
          'بمن في عائلتك يتعلق الأمر؟',
        ],
        [
          'اللحظات الصغيرة المنتظمة معا، مثل وجبة مشتركة أو مكالمة كل أسبوع، كثيرا ما تعني أكثر من المناسبات الكبيرة.',
          'ما الذي تود أن يتغير في عائلتك؟',
        ],
      ],
      thanks: [
        ['على الرحب والسعة، يسعدني أن هذا يفيدك.', 'هل هناك شيء آخر تود الحديث عنه؟'],
        ['بكل سرور، وشكرا على كلماتك الطيبة.', 'ما الذي نتناوله بعد ذلك؟'],
      ],
      greeting: [
        ['يسعدني سماعك.', 'ما الذي يشغل بالك اليوم؟'],
        ['شكرا لمرورك، يسعدني الحديث معك.', 'عن ماذا تحب أن نتحدث؟'],
      ],
      general: [
        [
          'بداية جيدة أن تقول في جملة واحدة ما الذي تريد تغييره، لأن الهدف الواضح يجعل الخطوة التالية أسهل.',
          'كيف تبدو النتيجة الجيدة بالنسبة لك؟',
        ],
        [
          'غالبا ما يساعد أن تكتب ما تعرفه بالفعل وما زال غير واضح، ثم تبدأ بأصغر جزء.',
          'بأي جزء تود أن تبدأ؟',
        ],
      ],
    },
    flavour: {
      business: 'في عالم الأعمال، أبحث دائما عن أصغر خطوة تالية تعطي نتيجة.',
      science: 'في العلم نجعل من ذلك تجربة صغيرة: نغيّر شيئا واحدا ونراقب ما يحدث.',
      tech: 'في التقنية نقسّم المشكلة الكبيرة إلى أجزاء صغيرة ونحل كل جزء على حدة.',
      sports: 'كما في التدريب، الروتين الثابت أنفع من جهد كبير واحد.',
      arts: 'في الفن يساعد أن نعطي الأشياء شكلا، ولو ببضعة خطوط على ورقة.',
      coach: 'في التدريب الشخصي نمضي خطوة بخطوة، وبالوتيرة التي تناسبك.',
    },
    cues: {
      feelings: 'قلق|خائف|خوف|ضغط|حزين|حزن|توتر|وحيد|الوحدة|اكتئاب|مهموم',
      money:
        'المال|أموال|فلوس|ادخار|توفير|ميزانية|مصاريف|إنفاق|ديون|قرض|راتب|الدخل|إيجار|فواتير|سعر|بنك|استثمار',
      work: 'عمل|وظيف|مدير|مهنة|زملاء|زميل|مكتب|مقابلة|ترقية|استقالة|عملاء|شغل',
      study: 'دراس|أدرس|امتحان|اختبار|مدرسة|جامعة|واجب|درس|دروس|مذاكرة|معلم|أستاذ|تعلم',
      family: 'عائل|أسرة|أسرت|أمي|والدت|والدي|أهلي|ابني|ابنتي|أخي|أختي|زوجي|زوجتي|أطفال|جدتي|جدي|حفيد',
      thanks: 'شكرا|شكراً',
      greeting: 'مرحبا|السلام عليكم|أهلا|صباح الخير|مساء الخير|كيف حالك',
    },
    matching: 'attached',
  },
  'hi-IN': {
    hello: (name) => `नमस्ते, मैं ${name} हूँ।`,
    demo: 'पहले एक बात बता दूँ: यह एक डेमो है, पूरा विशेषज्ञ यहाँ चालू नहीं है, इसलिए मेरी बातें असली सलाह नहीं हैं।',
    answers: {
      health: [
        [
          'अच्छी नींद, रोज़ थोड़ी शारीरिक गतिविधि और पर्याप्त पानी लगभग सबके लिए अच्छे हैं, और जो भी लक्षण चिंता दे, उसके लिए डॉक्टर से मिलना सही रहता है।',
          'पिछले कुछ दिनों से आप कैसा महसूस कर रहे हैं?',
        ],
        [
          'यह लिख लेना मदद कर सकता है कि समस्या कब शुरू हुई और किस चीज़ से बेहतर या बदतर होती है, ताकि आप डॉक्टर को साफ़-साफ़ बता सकें।',
          'आप सबसे पहले किस बात में बेहतर महसूस करना चाहेंगे?',
        ],
      ],
      feelings: [
        [
          'जब चिंताएँ बढ़ने लगें, तो उन्हें लिख लेना और सिर्फ़ एक ऐसी बात चुनना मदद करता है जिस पर आज ही कुछ किया जा सके।',
          'इस समय आपको सबसे ज़्यादा क्या भारी लग रहा है?',
        ],
        [
          'अकेलापन और चिंता बाँटने से हल्के होते हैं, इसलिए आज किसी दोस्त या पड़ोसी को भेजा गया छोटा-सा संदेश भी मदद कर सकता है।',
          'इस हफ़्ते आप किससे बात कर सकते हैं?',
        ],
      ],
      money: [
        [
          'एक अच्छा पहला कदम है एक महीने तक हर खर्च लिखना, ताकि दिखे कि पैसा असल में कहाँ जाता है।',
          'आप पैसे से सबसे ज़्यादा क्या हासिल करना चाहते हैं?',
        ],
        [
          'बहुत से लोगों को तनख्वाह आते ही, बाकी खर्च से पहले, एक छोटी तय रकम अलग रख देने से काफ़ी मदद मिलती है।',
          'आपके मन में बचत है, खर्च है या कोई उधार?',
        ],
      ],
      work: [
        [
          'काम पर अक्सर यह मदद करता है कि सब कुछ एक साथ करने के बजाय आसपास के लोगों के साथ एक या दो साफ़ प्राथमिकताएँ तय कर ली जाएँ।',
          'आपके काम का कौन-सा हिस्सा सबसे ज़्यादा ऊर्जा लेता है?',
        ],
        [
          'हर हफ़्ते अपनी उपलब्धियों की छोटी सूची बनाने से अपने काम, वेतन या अगले कदम के बारे में बात करना आसान हो जाता है।',
          'आप काम में क्या बदलना चाहेंगे?',
        ],
      ],
      study: [
        [
          'बीच-बीच में आराम के साथ छोटे सत्रों में पढ़ना, और दोबारा पढ़ने के बजाय खुद को परखना, आम तौर पर लंबे रट्टे से बेहतर काम करता है।',
          'आप इन दिनों क्या पढ़ रहे हैं?',
        ],
        [
          'किसी विषय को ज़ोर से समझाना, जैसे किसी दोस्त को बता रहे हों, जल्दी दिखा देता है कि क्या आता है और किस पर और अभ्यास चाहिए।',
          'आपका कौन-सा विषय या परीक्षा आने वाली है?',
        ],
      ],
      family: [
        [
          'परिवार में, जवाब देने से पहले पूरी बात सुन लेना अक्सर मुश्किल बातचीत को काफ़ी शांत कर देता है।',
          'यह परिवार में किसके बारे में है?',
        ],
        [
          'साथ बिताए छोटे-छोटे नियमित पल, जैसे साथ में खाना या हर हफ़्ते एक फ़ोन, अक्सर बड़े मौकों से ज़्यादा मायने रखते हैं।',
          'आप अपने परिवार में क्या अलग होते देखना चाहेंगे?',
        ],
      ],
      thanks: [
        ['आपका स्वागत है, अच्छा लगा कि इससे मदद मिली।', 'क्या आप किसी और बात पर चर्चा करना चाहेंगे?'],
        ['खुशी हुई, और आपके अच्छे शब्दों के लिए शुक्रिया।', 'अब हम किस पर ध्यान दें?'],
      ],
      greeting: [
        ['आपसे बात करके अच्छा लगा।', 'आज आपके मन में क्या है?'],
        ['आने के लिए शुक्रिया, आपसे बात करके खुशी होगी।', 'आप किस बारे में बात करना चाहेंगे?'],
      ],
      general: [
        [
          'एक अच्छी शुरुआत है एक वाक्य में कहना कि आप क्या बदलना चाहते हैं, क्योंकि साफ़ लक्ष्य से अगला कदम देखना आसान हो जाता है।',
          'आपके लिए अच्छा नतीजा कैसा दिखेगा?',
        ],
        [
          'अक्सर यह लिख लेना मदद करता है कि क्या पहले से पता है और क्या अभी साफ़ नहीं है, फिर सबसे छोटे हिस्से से शुरुआत की जा सकती है।',
          'आप किस हिस्से से शुरू करना चाहेंगे?',
        ],
      ],
    },
    flavour: {
      business: 'व्यापार में हमेशा वह सबसे छोटा अगला कदम ढूँढना काम आता है जो तुरंत नतीजा दिखाए।',
      science: 'विज्ञान की नज़र से इसे एक छोटा प्रयोग मानें: एक चीज़ बदलें और देखें कि क्या होता है।',
      tech: 'तकनीक में बड़ी समस्या को छोटे टुकड़ों में बाँटकर एक-एक करके हल किया जाता है।',
      sports: 'जैसे ट्रेनिंग में, एक बड़ी कोशिश से ज़्यादा नियमित आदत काम आती है।',
      arts: 'कला में चीज़ों को एक आकार देना मदद करता है, चाहे काग़ज़ पर कुछ लकीरें ही क्यों न हों।',
      coach: 'कोचिंग में हम आपकी रफ़्तार से, एक-एक कदम आगे बढ़ते हैं।',
    },
    cues: {
      feelings: 'चिंता|डर|तनाव|परेशान|दुखी|उदास|घबरा|अकेला|अकेली|अकेलापन|डिप्रेशन',
      money: 'पैसा|पैसे|पैसों|बचत|बजट|खर्च|कर्ज|कर्ज़|लोन|तनख्वाह|वेतन|सैलरी|किराया|कीमत|बैंक|निवेश',
      work: 'काम|नौकरी|बॉस|करियर|सहकर्मी|ऑफिस|दफ़्तर|दफ्तर|इंटरव्यू|प्रमोशन|मैनेजर|क्लाइंट|ग्राहक|व्यापार|बिज़नेस',
      study: 'पढ़ाई|पढ़ना|पढ़ रह|परीक्षा|इम्तिहान|एग्ज़ाम|स्कूल|कॉलेज|यूनिवर्सिटी|होमवर्क|सीख|कोर्स|टीचर',
      family:
        'परिवार|घरवाले|मेरी माँ|मेरी मां|माता|पिता|पापा|मम्मी|बच्चे|बच्चा|बेटा|बेटी|भाई|बहन|मेरे पति|पत्नी|दादी|दादा|नानी|पोता',
      thanks: 'धन्यवाद|शुक्रिया|थैंक',
      greeting: 'नमस्ते|नमस्कार|हेलो|हैलो|कैसे हैं',
    },
    matching: 'anywhere',
  },
};
