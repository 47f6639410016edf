import { Clock, Languages, MessageCircleHeart, Mic } from 'lucide-react';
import type { Translator } from '../../i18n/translate.js';
import { useT } from '../i18n/i18n.js';
import { cn } from '../lib/cn.js';

const points = (t: Translator) => [
  { icon: Clock, text: t('Here for you 24/7, early in the morning or in the middle of the night.') },
  { icon: Mic, text: t('No typing needed: tap the microphone and simply speak.') },
  {
    icon: Languages,
    text: t('Speaks eleven languages, from English and Spanish to Hebrew, Japanese, Arabic and Hindi.'),
  },
  {
    icon: MessageCircleHeart,
    text: t('Your conversations are saved, so you can pick up where you left off.'),
  },
];

/** Desktop side panel: why an account is worth having, in a warm voice. */
export function AuthMarketingPanel({ className }: { className?: string }) {
  const t = useT();
  return (
    <section
      aria-labelledby="auth-marketing-title"
      className={cn(
        'flex flex-col justify-center rounded-3xl bg-primary-strong p-10 text-primary-foreground',
        className,
      )}
    >
      <h2 id="auth-marketing-title" className="text-3xl leading-tight font-bold">
        {t('Someone to talk to, whenever you need it')}
      </h2>
      <p className="mt-4 text-lg text-primary-soft">
        {t(
          'Talk things through with a friendly AI expert, just by speaking. Whether you want advice, a new idea or simply a good conversation, there is always someone ready to listen.',
        )}
      </p>
      <ul className="mt-8 flex flex-col gap-5">
        {points(t).map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-start gap-4 text-lg">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-foreground/15">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <span className="pt-2">{text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Phone banner: the same promise in a few words, above the form. */
export function AuthMarketingBanner({ className }: { className?: string }) {
  const t = useT();
  return (
    <section
      aria-labelledby="auth-banner-title"
      className={cn('rounded-2xl bg-primary-strong p-5 text-primary-foreground', className)}
    >
      <h2 id="auth-banner-title" className="text-xl font-semibold">
        {t('Talk to an expert any time')}
      </h2>
      <p className="mt-1 text-primary-soft">
        {t(
          'A friendly voice, day or night. Available 24/7 in eleven languages, with your conversations saved.',
        )}
      </p>
    </section>
  );
}
