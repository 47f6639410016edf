/**
 * The folders of the browser app whose every text a person reads goes through the translator (one per
 * line). The i18n check fails on a text written straight into their JSX, a label, a toast or a
 * sentence passed to a function; a folder joins this list once it is translated, until the list is
 * the whole app.
 */
// biome-ignore format: one folder per line, so that folders added side by side merge cleanly
export const TRANSLATED = [
  'src/web/admin',
  'src/web/auth',
  'src/web/billing',
  'src/web/contact',
  'src/web/conversations',
  'src/web/home',
  'src/web/i18n',
  'src/web/layout',
  'src/web/landing',
  'src/web/lib',
  'src/web/pages',
  'src/web/profile',
  'src/web/reminders',
  'src/web/summary',
  'src/web/ui',
  'src/web/voice',
];
