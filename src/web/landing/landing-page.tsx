import { ArrowRight, Heart, Mic, ShieldCheck } from 'lucide-react';
import { type MouseEvent, useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { type LandingPageKey, landingPageForHost } from '../../contract/landing-values.js';
import { useT } from '../i18n/i18n.js';
import {
  HANDOFF_PAGE_PARAM,
  rememberAttribution,
  trackingCodeIn,
  visitorAsksNotToBeTracked,
} from '../lib/landing-attribution.js';
import { usePageTitle } from '../lib/use-page-title.js';
import { Button } from '../ui/button.js';
import { landingContent, landingMeta, landingSteps } from './landing-content.js';
import { reportLandingEvent } from './landing-events.js';

/** The visit already reported for this page view (a remount of the same view reports nothing). */
let reportedView: string | null = null;

/**
 * Where the call to action leads: the voice screen. On a landing host (my.example.com) that is the
 * app's own host (example.com), with the page and tracking code in the address so the signup there
 * is credited; on /lp/... it is / of this site (also when prerendered: only /lp/... is).
 */
function appAddress(page: LandingPageKey, code: string | null): string | null {
  if (typeof window === 'undefined' || !landingPageForHost(window.location.hostname)) return null;
  const host = window.location.host.slice(window.location.host.indexOf('.') + 1);
  const params = visitorAsksNotToBeTracked()
    ? ''
    : `?${new URLSearchParams({ [HANDOFF_PAGE_PARAM]: page, ...(code ? { ref: code } : {}) })}`;
  return `${window.location.protocol}//${host}/${params}`;
}

/** Sets the page's meta description while it is shown (crawlers get it from the server as well). */
function useMetaDescription(content: string): void {
  useEffect(() => {
    const tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) return;
    const before = tag.content;
    tag.content = content;
    return () => {
      tag.content = before;
    };
  }, [content]);
}

/** A landing page (/lp/my, /lp/your, /lp/mentor, or / of a my., your. or mentor. host). */
export default function LandingPage({ page }: { page: LandingPageKey }) {
  const t = useT();
  const meta = landingMeta(page, t);
  const content = landingContent(page, t);
  const location = useLocation();
  const code = trackingCodeIn(location.search);
  usePageTitle(meta.title);
  useMetaDescription(meta.description);

  useEffect(() => {
    const view = `${page}|${location.key}`;
    if (reportedView === view) return;
    reportedView = view;
    rememberAttribution(page, code);
    reportLandingEvent('visits', page, code, document.referrer);
  }, [page, code, location.key]);

  const elsewhere = appAddress(page, code);
  const onStart = (_event: MouseEvent) => {
    rememberAttribution(page, code);
    reportLandingEvent('clicks', page, code);
  };
  const cta = (
    <Button asChild size="lg" className="min-h-14 px-8 text-xl">
      {elsewhere ? (
        <a href={elsewhere} onClick={onStart}>
          <Mic aria-hidden="true" /> {content.cta}
        </a>
      ) : (
        <Link to="/" onClick={onStart}>
          <Mic aria-hidden="true" /> {content.cta}
        </Link>
      )}
    </Button>
  );

  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-12 px-4 py-10 text-lg text-foreground-soft sm:py-16 sm:text-xl">
      <header className="flex flex-col items-start gap-5">
        <p className="rounded-full bg-primary-muted px-4 py-1 text-base font-semibold text-primary-soft-foreground">
          {meta.name}
        </p>
        <h1 className="text-4xl leading-tight font-bold tracking-tight text-balance text-foreground-strong sm:text-5xl">
          {content.headline}
        </h1>
        <p className="text-xl leading-relaxed text-muted sm:text-2xl">{content.lead}</p>
        {cta}
        <p className="text-base text-subtle">
          {t('Free to try. No account and no typing needed: just talk.')}
        </p>
      </header>

      <section aria-labelledby="how-heading" className="flex flex-col gap-5">
        <h2 id="how-heading" className="text-2xl font-bold text-foreground sm:text-3xl">
          {t('How it works')}
        </h2>
        <ol className="grid gap-4 sm:grid-cols-3">
          {landingSteps(t).map((step, i) => (
            <li
              key={step.title}
              className="flex flex-col gap-2 rounded-2xl border border-border bg-surface p-5"
            >
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
              >
                {i + 1}
              </span>
              <h3 className="text-xl font-semibold text-foreground">{step.title}</h3>
              <p className="text-lg">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="topics-heading" className="flex flex-col gap-4">
        <h2 id="topics-heading" className="text-2xl font-bold text-foreground sm:text-3xl">
          {content.topicsHeading}
        </h2>
        <ul className="flex flex-col gap-3">
          {content.topics.map((topic) => (
            <li key={topic} className="flex items-start gap-3">
              <Heart aria-hidden="true" className="mt-1.5 size-5 shrink-0 text-primary" />
              <span>{topic}</span>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="know-heading"
        className="flex flex-col gap-4 rounded-2xl border border-border bg-surface-muted p-6"
      >
        <h2 id="know-heading" className="flex items-center gap-2 text-2xl font-bold text-foreground">
          <ShieldCheck aria-hidden="true" className="size-7 text-primary" /> {t('Good to know')}
        </h2>
        <p>{content.honesty}</p>
        <p>
          {t(
            'Try it as a guest and nothing is saved. With a free account your conversations are kept for you alone, and you can delete them whenever you like.',
          )}
        </p>
        <p className="font-medium text-foreground">
          {t(
            'If you are in danger, or thinking about ending your life, please call your local emergency number now or reach a crisis line in your country.',
          )}
        </p>
      </section>

      <footer className="flex flex-col items-start gap-4">
        <p className="text-2xl font-semibold text-foreground">{t('Ready when you are.')}</p>
        {cta}
        <Link
          to="/pricing"
          className="inline-flex items-center gap-1 text-lg text-primary underline-offset-4 hover:underline"
        >
          {t('See plans and pricing')} <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </footer>
    </article>
  );
}
