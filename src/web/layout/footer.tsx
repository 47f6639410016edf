import { Link } from 'react-router';
import { useT } from '../i18n/i18n.js';
import { LanguageSwitcher } from './language-switcher.js';

export function Footer() {
  const t = useT();
  const year = new Date().getFullYear();
  return (
    <footer className="pb-safe border-t border-border bg-surface">
      <div className="px-safe mx-auto flex max-w-6xl flex-col gap-4 py-6 text-muted sm:flex-row sm:items-center sm:justify-between">
        <nav aria-label={t('Footer')}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <Link className="hover:text-primary-strong hover:underline" to="/about">
                {t('About')}
              </Link>
            </li>
            <li>
              <Link className="hover:text-primary-strong hover:underline" to="/privacy">
                {t('Privacy Policy')}
              </Link>
            </li>
            <li>
              <Link className="hover:text-primary-strong hover:underline" to="/terms">
                {t('Terms of Service')}
              </Link>
            </li>
            <li>
              <Link className="hover:text-primary-strong hover:underline" to="/contact">
                {t('Contact')}
              </Link>
            </li>
          </ul>
        </nav>
        {/* The prerendered HTML carries the year of the build; the browser's clock may be a year on. */}
        <div className="flex flex-wrap items-center gap-4">
          <LanguageSwitcher />
          <p className="text-sm" suppressHydrationWarning>
            {t('© {year} Voxpert. All rights reserved.', { year: String(year) })}
          </p>
        </div>
      </div>
    </footer>
  );
}
