import type { ReactNode } from 'react';
import { useLocale, useT } from '../i18n/i18n.js';
import { usePageTitle } from '../lib/use-page-title.js';
import { dateLocale } from '../reminders/reminder-display.js';

export type ProseSection = { id: string; title: string; body: ReactNode };

type Props = {
  title: string;
  /** ISO date (YYYY-MM-DD) of the last change, shown as "Last updated". */
  lastUpdated?: string;
  intro?: ReactNode;
  sections: readonly ProseSection[];
  /** A list of links to the sections ("On this page"), for long documents. */
  tableOfContents?: boolean;
  children?: ReactNode;
};

const prose =
  'text-lg leading-relaxed text-foreground-soft [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 hover:[&_a]:text-primary-soft-foreground [&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-foreground [&_li]:mt-2 [&_p]:mt-4 [&_strong]:font-semibold [&_strong]:text-foreground [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:ps-6';

function formatDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
}

/** The shared layout of About, Privacy and Terms: a readable column, optional date and contents. */
export function ProsePage({ title, lastUpdated, intro, sections, tableOfContents = false, children }: Props) {
  const t = useT();
  const locale = dateLocale(useLocale(), []);
  usePageTitle(title);
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <header className="border-b border-border pb-6">
        <h1 className="text-3xl font-bold tracking-tight text-foreground-strong sm:text-4xl">{title}</h1>
        {lastUpdated && (
          <p className="mt-3 text-subtle">
            {t.rich('Last updated: <date>{when}</date>', {
              when: formatDate(lastUpdated, locale),
              date: (chunks) => (
                <time key="date" dateTime={lastUpdated}>
                  {chunks}
                </time>
              ),
            })}
          </p>
        )}
        {intro && <div className={prose}>{intro}</div>}
      </header>

      {tableOfContents && (
        <nav aria-labelledby="toc-heading" className="mt-8 rounded-2xl border border-border bg-surface p-5">
          <h2 id="toc-heading" className="text-lg font-semibold text-foreground">
            {t('On this page')}
          </h2>
          <ol className="mt-3 grid list-decimal gap-x-8 ps-6 text-primary sm:grid-cols-2">
            {sections.map((s) => (
              <li key={s.id} className="py-1">
                <a href={`#${s.id}`} className="font-medium underline-offset-4 hover:underline">
                  {s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}

      {sections.map((s, i) => (
        <section key={s.id} aria-labelledby={s.id} className="mt-10 scroll-mt-24">
          <h2 id={s.id} tabIndex={-1} className="scroll-mt-24 text-2xl font-semibold text-foreground">
            {tableOfContents ? `${i + 1}. ${s.title}` : s.title}
          </h2>
          <div className={prose}>{s.body}</div>
        </section>
      ))}

      {children}
    </article>
  );
}
