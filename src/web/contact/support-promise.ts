import type { Translator } from '../../i18n/translate.js';

/**
 * Support's promise as the contact page words it (the contract's supportPromise, whose English it
 * is), in the page's language.
 */
export const supportPromiseText = (t: Translator) => ({
  everyone: t('We reply within 24 hours on business days.'),
  premium: t('Premium members are answered within 4 business hours (Monday to Friday, 9:00 to 17:00).'),
});
