import { Link } from 'react-router';
import type { Translator } from '../../i18n/translate.js';
import { useLocale, useT } from '../i18n/i18n.js';
import { Button } from '../ui/button.js';
import { ProsePage, type ProseSection } from './prose-page.js';
import { bold } from './prose-tags.js';

const languageCodes = ['en', 'es', 'fr', 'de', 'ru', 'sk', 'he', 'ar', 'hi', 'zh', 'ja'] as const;

/** The eleven languages by name, in the page's language ("English, Spanish, ... and Japanese"). */
function languageList(locale: string): string {
  const names = new Intl.DisplayNames([locale], { type: 'language' });
  // English's list is written without a comma before "and".
  const list = new Intl.ListFormat(locale === 'en' ? 'en-GB' : locale, { type: 'conjunction' });
  return list.format(languageCodes.map((code) => names.of(code) ?? code));
}

function aboutSections(t: Translator, locale: string): readonly ProseSection[] {
  const usd = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  return [
    {
      id: 'why',
      title: t('Why we built Voxpert'),
      body: (
        <>
          <p>
            {t(
              'Some questions are easier to say than to type. Some days you simply want someone to talk things through with. Voxpert is a voice companion for those moments: you speak, and a friendly AI expert listens and answers out loud, patiently and without judgement, at any hour of the day or night.',
            )}
          </p>
          <p>
            {t(
              'We built it for everyone, and especially for people who find screens and keyboards tiring, who live alone, or who would just like a thoughtful voice to think with.',
            )}
          </p>
        </>
      ),
    },
    {
      id: 'how',
      title: t('How it works'),
      body: (
        <ul>
          <li>
            {t.rich(
              '<b>Choose an expert.</b> Talk with Business Leaders, Scientists, Tech Innovators, Sports Legends, Artists & Creators or a Personal Coach, or let a Random Expert surprise you.',
              { b: bold },
            )}
          </li>
          <li>
            {t.rich(
              '<b>Tap the microphone and talk.</b> Your expert answers in a natural voice, and you can read along on the screen.',
              { b: bold },
            )}
          </li>
          <li>
            {t.rich('<b>Share a document.</b> Upload a letter, a photo or a PDF and ask what it means.', {
              b: bold,
            })}
          </li>
          <li>
            {t.rich(
              '<b>Keep what matters.</b> With an account, your conversations are saved, you can download transcripts, and you can ask Voxpert to remind you of things.',
              { b: bold },
            )}
          </li>
        </ul>
      ),
    },
    {
      id: 'languages',
      title: t('In your language'),
      body: (
        <p>
          {t('Voxpert listens and speaks in {count} languages: {languages}.', {
            count: languageCodes.length,
            languages: languageList(locale),
          })}
        </p>
      ),
    },
    {
      id: 'plans',
      title: t('Plans'),
      body: (
        <>
          <p>
            {t.rich(
              '<b>Free:</b> 2 conversations a day and 10 replies in each. <b>Basic:</b> {basic} a month after a 7-day free trial, with unlimited conversations and replies. <b>Premium:</b> {premium} a month, adding multi-document analysis, unlimited document analysis and priority support. You can cancel at any time.',
              { b: bold, basic: usd.format(20), premium: usd.format(35) },
            )}
          </p>
          <p>
            <Link to="/pricing">{t('Compare plans and pricing')}</Link>
          </p>
        </>
      ),
    },
    {
      id: 'care',
      title: t('A word of care'),
      body: (
        <>
          <p>
            {t(
              "Voxpert's experts are AI personas, not people. Their answers can be helpful and kind, but they are not professional medical, legal or financial advice, and they can be wrong. For decisions about your health, money or legal matters, please speak with a qualified professional.",
            )}
          </p>
          <p>
            <strong>
              {t('If you are in crisis or in danger, please contact your local emergency services now.')}
            </strong>
          </p>
        </>
      ),
    },
  ];
}

export default function AboutPage() {
  const t = useT();
  const locale = useLocale();
  const intlLocale = locale === 'en-XA' ? 'en' : locale;
  return (
    <ProsePage
      title={t('About Voxpert')}
      intro={
        <p>
          {t(
            'Voxpert is a voice AI advice companion. Talk out loud with AI expert personas and hear warm, thoughtful answers, in {count} languages, whenever you need them.',
            { count: languageCodes.length },
          )}
        </p>
      }
      sections={aboutSections(t, intlLocale)}
    >
      <div className="mt-12 flex flex-col gap-3 rounded-2xl bg-info-soft p-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xl font-semibold text-info-soft-foreground">{t('Ready to talk?')}</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to="/">{t('Start Conversing')}</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/pricing">{t('See Plans & Pricing')}</Link>
          </Button>
        </div>
      </div>
    </ProsePage>
  );
}
