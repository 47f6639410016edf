import { translator } from '../i18n/current.js';

/** The 'Reminders Created' toast's text: 'Created N reminder(s) from your message.' */
export function createdText(count: number): string {
  return translator()(
    '{count, plural, one {Created # reminder from your message.} other {Created # reminders from your message.}}',
    { count },
  );
}
