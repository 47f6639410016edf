import { Lightbulb, ShieldCheck } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card.js';

const cards = [
  {
    icon: ShieldCheck,
    title: 'Secure Conversations',
    text: 'Your conversations travel encrypted (HTTPS) and are stored on our server, where only you can open your conversation history.',
  },
  {
    icon: Lightbulb,
    title: 'Expert Insights',
    text: 'Thoughtful perspectives from AI experts in business, science, technology, sport, the arts and personal coaching, in 11 languages, at any hour.',
  },
] as const;

/** The two info cards of the home page. */
export function InfoCards() {
  return (
    <section aria-label="Why Voxpert" className="grid gap-4 md:grid-cols-2">
      {cards.map(({ icon: Icon, title, text }) => (
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
