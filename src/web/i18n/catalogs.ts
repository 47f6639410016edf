import type { DisplayLocale, InterfaceLocale } from '../../i18n/locales.js';
import type { Catalog } from '../../i18n/translate.js';

type Loader = () => Promise<{ default: Catalog }>;

// One chunk per language (English's holds only its texts with ICU syntax, parsed).
const loaders: Record<Exclude<InterfaceLocale, 'en'>, Loader> = {
  es: () => import('../../i18n/catalogs/es.js'),
  fr: () => import('../../i18n/catalogs/fr.js'),
  de: () => import('../../i18n/catalogs/de.js'),
  he: () => import('../../i18n/catalogs/he.js'),
  ru: () => import('../../i18n/catalogs/ru.js'),
  sk: () => import('../../i18n/catalogs/sk.js'),
  zh: () => import('../../i18n/catalogs/zh.js'),
  ja: () => import('../../i18n/catalogs/ja.js'),
  ar: () => import('../../i18n/catalogs/ar.js'),
  hi: () => import('../../i18n/catalogs/hi.js'),
};

/**
 * The catalog of `locale`'s texts; for English and the pseudo-locale, the English texts that have ICU
 * syntax, parsed (the plain ones need nothing).
 */
export async function loadCatalog(locale: DisplayLocale): Promise<Catalog> {
  if (locale === 'en' || locale === 'en-XA') return (await import('virtual:i18n-english')).default;
  return (await loaders[locale]()).default;
}

/** The module of each language's catalog, as the build's manifest names it (for preloading it). */
export const catalogModule = (locale: InterfaceLocale) => `src/i18n/catalogs/${locale}.ts`;
