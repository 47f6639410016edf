import type { securityQuestions } from '../../contract/account-values.js';
import type { Translator } from '../../i18n/translate.js';

/**
 * A security question in the page's language. The question is kept (and sent, and stored) in English,
 * the account's own wording; only what the person reads is translated. A question this list does not
 * know (an older wording) shows as it is stored.
 */
export function securityQuestionText(t: Translator, question: string): string {
  const texts: Record<(typeof securityQuestions)[number], string> = {
    'What was the name of your first pet?': t('What was the name of your first pet?'),
    'In what city were you born?': t('In what city were you born?'),
    "What is your mother's maiden name?": t("What is your mother's maiden name?"),
    'What was the name of your first school?': t('What was the name of your first school?'),
    'What was the make of your first car?': t('What was the make of your first car?'),
    'What is the name of the street you grew up on?': t('What is the name of the street you grew up on?'),
    'What was your childhood nickname?': t('What was your childhood nickname?'),
    'What is your favourite book?': t('What is your favourite book?'),
  };
  return (texts as Record<string, string>)[question] ?? question;
}
