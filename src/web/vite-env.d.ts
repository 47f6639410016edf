/// <reference types="vite/client" />

/** The app's English texts with ICU syntax, parsed at build time (scripts/i18n-precompile.ts). */
declare module 'virtual:i18n-english' {
  const catalog: import('../i18n/translate.js').Catalog;
  export default catalog;
}
