import { type ConversationLanguage, DEFAULT_LANGUAGE, supportedLanguage } from '../../contract/languages.js';
import { inSentence, spokenTime } from './follow-up-template.js';
import { startsWithTaskVerb } from './reminder-text.js';
import { wallTimeAt, wallToUtcMs } from './zoned-time.js';

// What the expert says about a reminder asked for in conversation, in each conversation language:
// what was set and when, that it already exists, the question when no time was said, and where the
// switch is when reminders from conversation are off. The register follows the spoken follow-ups.

const DAY_MS = 24 * 3600_000;

/** Today, tomorrow, or the date: how a reminder's day is said, on the person's wall clock. */
type Day = { kind: 'near'; word: string } | { kind: 'date'; date: string };

type Phrases = {
  /** "tomorrow at 9:00 AM": the day and the time said together. */
  when(day: Day, time: string, hour: number): string;
  done(when: string, title: string): string;
  exists(when: string, title: string): string;
  ask: string;
  off: string;
};

const near = (day: Day) => (day.kind === 'near' ? day.word : day.date);

/** English titles read as the person's own words turned to the listener: "my sister" is "your sister". */
function toListener(title: string): string {
  const swaps: Record<string, string> = {
    my: 'your',
    me: 'you',
    myself: 'yourself',
    mine: 'yours',
    i: 'you',
  };
  return title.replace(/\b(?:my|me|myself|mine|I)\b/gi, (w) => swaps[w.toLowerCase()] ?? w);
}

const phrases: Record<ConversationLanguage, Phrases> = {
  'en-US': {
    when: (day, time) => `${day.kind === 'near' ? day.word : `on ${day.date}`} at ${time}`,
    done: (when, title) => {
      const said = toListener(title);
      return startsWithTaskVerb(title)
        ? `Done: I'll remind you ${when} to ${said.charAt(0).toLowerCase()}${said.slice(1)}.`
        : `Done: I'll remind you ${when}: ${said}.`;
    },
    exists: (when, title) => `You already have that reminder: ${toListener(title)}, ${when}.`,
    ask: 'When should I remind you?',
    off: 'Reminders from conversation are off. You can turn them on in Reminder Settings, in the options menu.',
  },
  'he-IL': {
    when: (day, time) => `${near(day)} ב-${time}`,
    done: (when, title) => `בוצע: אזכיר לך ${when}: ${title}.`,
    exists: (when, title) => `התזכורת הזאת כבר קיימת: ${title}, ${when}.`,
    ask: 'מתי להזכיר לך?',
    off: 'תזכורות מתוך השיחה כבויות. אפשר להפעיל אותן ב-Reminder Settings, בתפריט האפשרויות.',
  },
  'es-ES': {
    when: (day, time, hour) =>
      `${day.kind === 'near' ? day.word : `el ${day.date},`} ${hour === 1 ? 'a la' : 'a las'} ${time}`,
    done: (when, title) => `Hecho: te lo recordaré ${when}: ${title}.`,
    exists: (when, title) => `Ya tienes ese recordatorio: ${title}, ${when}.`,
    ask: '¿Cuándo quieres que te lo recuerde?',
    off: 'Los recordatorios desde la conversación están desactivados. Puedes activarlos en Reminder Settings, en el menú de opciones.',
  },
  'fr-FR': {
    when: (day, time) => `${near(day)} à ${time}`,
    done: (when, title) => `C'est noté : je vous le rappellerai ${when} : ${title}.`,
    exists: (when, title) => `Vous avez déjà ce rappel : ${title}, ${when}.`,
    ask: 'Quand voulez-vous que je vous le rappelle ?',
    off: 'Les rappels depuis la conversation sont désactivés. Vous pouvez les activer dans Reminder Settings, dans le menu des options.',
  },
  'de-DE': {
    when: (day, time) => `${day.kind === 'near' ? day.word : `am ${day.date},`} um ${time} Uhr`,
    done: (when, title) => `Erledigt: Ich erinnere Sie ${when}: ${title}.`,
    exists: (when, title) => `Diese Erinnerung haben Sie schon: ${title}, ${when}.`,
    ask: 'Wann soll ich Sie erinnern?',
    off: 'Erinnerungen aus dem Gespräch sind ausgeschaltet. Sie können sie in Reminder Settings im Optionsmenü einschalten.',
  },
  'ru-RU': {
    when: (day, time) => `${near(day)} в ${time}`,
    done: (when, title) => `Готово: я напомню вам ${when}: ${title}.`,
    exists: (when, title) => `Такое напоминание уже есть: ${title}, ${when}.`,
    ask: 'Когда вам напомнить?',
    off: 'Напоминания из разговора выключены. Их можно включить в Reminder Settings, в меню параметров.',
  },
  'sk-SK': {
    when: (day, time) => `${near(day)} o ${time}`,
    done: (when, title) => `Hotovo: pripomeniem vám to ${when}: ${title}.`,
    exists: (when, title) => `Túto pripomienku už máte: ${title}, ${when}.`,
    ask: 'Kedy vám to mám pripomenúť?',
    off: 'Pripomienky z rozhovoru sú vypnuté. Zapnete ich v Reminder Settings, v ponuke možností.',
  },
  'zh-CN': {
    when: (day, time) => `${near(day)}${time}`,
    done: (when, title) => `好的：我会在${when}提醒您${title}。`,
    exists: (when, title) => `这个提醒已经有了：${title}，${when}。`,
    ask: '您想让我什么时候提醒您？',
    off: '对话中的提醒已关闭。您可以在选项菜单的 Reminder Settings 中打开。',
  },
  'ja-JP': {
    when: (day, time) => `${near(day)}${time}`,
    done: (when, title) => `承知しました。${when}に「${title}」をお知らせします。`,
    exists: (when, title) => `そのリマインダーはすでにあります：「${title}」、${when}。`,
    ask: 'いつお知らせしましょうか？',
    off: '会話からのリマインダーはオフになっています。オプションメニューの Reminder Settings でオンにできます。',
  },
  'ar-SA': {
    when: (day, time) => `${near(day)} الساعة ${time}`,
    done: (when, title) => `تم: سأذكّرك ${when}: ${title}.`,
    exists: (when, title) => `هذا التذكير موجود بالفعل: ${title}، ${when}.`,
    ask: 'متى تريد أن أذكّرك؟',
    off: 'التذكيرات من المحادثة متوقفة. يمكنك تشغيلها من Reminder Settings في قائمة الخيارات.',
  },
  'hi-IN': {
    when: (day, time) => `${near(day)} ${time} पर`,
    done: (when, title) => `हो गया: मैं आपको ${when} याद दिलाऊँगा: ${title}।`,
    exists: (when, title) => `यह रिमाइंडर पहले से है: ${title}, ${when}।`,
    ask: 'मैं आपको कब याद दिलाऊँ?',
    off: 'बातचीत से रिमाइंडर बंद हैं। आप इन्हें विकल्प मेनू में Reminder Settings से चालू कर सकते हैं।',
  },
};

const languageOf = (tag: string): ConversationLanguage => supportedLanguage(tag) ?? DEFAULT_LANGUAGE;

/** The day of `at` as said from `now`: today, tomorrow, else the weekday and date (person's wall clock). */
function dayOf(at: Date, now: Date, timeZone: string, language: ConversationLanguage): Day {
  const dayNumber = (d: Date) =>
    Math.floor(wallToUtcMs({ ...wallTimeAt(d, timeZone), hour: 0, minute: 0, second: 0 }) / DAY_MS);
  const ahead = dayNumber(at) - dayNumber(now);
  if (ahead === 0 || ahead === 1) {
    return {
      kind: 'near',
      word: new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(ahead, 'day'),
    };
  }
  const date = new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone,
  }).format(at);
  return { kind: 'date', date };
}

/** When a reminder is due, said in the language: "tomorrow at 9:00 AM", "mañana a las 9:00". */
export function spokenWhen(at: Date, now: Date, timeZone: string, tag: string): string {
  const language = languageOf(tag);
  const { hour } = wallTimeAt(at, timeZone);
  return phrases[language].when(dayOf(at, now, timeZone, language), spokenTime(at, timeZone, language), hour);
}

export type SpokenReminder = { title: string; scheduledTime: Date };

/** "Done: I'll remind you tomorrow at 9:00 AM to call your sister." */
export function reminderSetText(reminder: SpokenReminder, now: Date, timeZone: string, tag: string): string {
  const when = spokenWhen(reminder.scheduledTime, now, timeZone, tag);
  return phrases[languageOf(tag)].done(when, inSentence(reminder.title));
}

/** "You already have that reminder: call your sister, tomorrow at 9:00 AM." */
export function reminderExistsText(
  reminder: SpokenReminder,
  now: Date,
  timeZone: string,
  tag: string,
): string {
  const when = spokenWhen(reminder.scheduledTime, now, timeZone, tag);
  return phrases[languageOf(tag)].exists(when, inSentence(reminder.title));
}

/** "When should I remind you?" */
export const askWhenText = (tag: string) => phrases[languageOf(tag)].ask;

/** Reminders from conversation are off, and where to turn them on. */
export const remindersOffText = (tag: string) => phrases[languageOf(tag)].off;
