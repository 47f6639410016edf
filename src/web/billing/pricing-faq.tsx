import { ChevronDown } from 'lucide-react';
import type { Translator } from '../../i18n/translate.js';
import { useT } from '../i18n/i18n.js';
import { wholeDollars } from './money.js';

/** The questions and answers, in the translator's language. */
function faqs(t: Translator): { question: string; answer: string }[] {
  return [
    {
      question: t('How does the 7-day free trial work?'),
      answer: t(
        'The Basic plan starts with 7 days free. You enter your card at checkout, but nothing is charged until the trial ends. If you cancel before then, you pay nothing. After the trial, Basic is {price} a month.',
        { price: wholeDollars(20, t.locale) },
      ),
    },
    {
      question: t('Can I cancel at any time?'),
      answer: t(
        'Yes. Open the Subscription tab of your profile and choose Cancel. You keep your plan until the end of the period you have paid for, and you will not be charged again.',
      ),
    },
    {
      question: t('What happens when I reach the Free plan limits?'),
      answer: t(
        'The Free plan includes 2 conversations a day and 10 replies in each conversation. When you reach a limit, we tell you kindly and offer the free trial. Nothing is lost: your saved conversations stay, and the daily count starts again the next day.',
      ),
    },
    {
      question: t('What if I upgrade from Basic to Premium?'),
      answer: t(
        'You can upgrade whenever you like. The price is prorated by the days remaining in your billing month, so you only pay the difference for the days left, and Premium features start straight away.',
      ),
    },
    {
      question: t('Which payment methods do you accept?'),
      answer: t(
        'We accept all major credit cards. Payments are handled by our secure card payment provider, so your full card number is never stored on our servers.',
      ),
    },
    {
      question: t('Is my data safe?'),
      answer: t(
        'Everything travels over encrypted connections (HTTPS), and your conversations are stored encrypted on our server, with the keys kept apart from the database; only you can see your conversation history, and we never sell your personal information. You can delete your account and everything in it from your profile at any time.',
      ),
    },
  ];
}

/** Frequently asked questions as native disclosure widgets (keyboard and screen-reader friendly). */
export function PricingFaq() {
  const t = useT();
  return (
    <section aria-labelledby="faq-heading" className="mx-auto w-full max-w-3xl">
      <h2 id="faq-heading" className="text-2xl font-bold text-foreground sm:text-3xl">
        {t('Frequently Asked Questions')}
      </h2>
      <div className="mt-6 flex flex-col gap-3">
        {faqs(t).map(({ question, answer }) => (
          <details key={question} className="group rounded-2xl border border-border bg-surface shadow-sm">
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-5 py-3 text-lg font-semibold text-foreground focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none [&::-webkit-details-marker]:hidden">
              {question}
              <ChevronDown
                className="size-5 shrink-0 text-subtle transition-transform group-open:rotate-180"
                aria-hidden="true"
              />
            </summary>
            <p className="px-5 pb-5 text-lg leading-relaxed text-muted">{answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
