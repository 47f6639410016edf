import { Lightbulb, ShieldCheck } from 'lucide-react';
import type { Translator } from '../../i18n/translate.js';
import { useT } from '../i18n/i18n.js';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card.js';

const cards = (t: Translator) =>
  [
    {
      icon: ShieldCheck,
      title: t('Secure Conversations'),
      text: t(
        'Your conversations travel encrypted (HTTPS) and are stored encrypted on our server, where only you can open your conversation history.',
      ),
    },
    {
      icon: Lightbulb,
      title: t('Expert Insights'),
      text: t(
        'Thoughtful perspectives from AI experts in business, science, technology, sport, the arts and personal coaching, in 11 languages, at any hour.',
      ),
    },
  ] as const;

/** The two info cards of the home page. */
export function InfoCards() {
  const t = useT();
  return (
    <section aria-label={t('Why Voxpert')} className="grid gap-4 md:grid-cols-2">
      {cards(t).map(({ icon: Icon, title, text }) => (
        <Card key={title} data-testid="info-card">
          <CardHeader className="flex-row items-center gap-3">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-muted text-primary-strong">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <CardTitle>{title}</CardTitle>
          </CardHeader>
          <CardContent>
            <p className="text-muted">{text}</p>
          </CardContent>
        </Card>
      ))}
    </section>
  );
}
