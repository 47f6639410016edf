import { ArrowLeft, CircleCheck, RotateCcw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useT } from '../i18n/i18n.js';
import { Button } from '../ui/button.js';
import { Card, CardContent, CardFooter } from '../ui/card.js';
import type { SentMessage } from './contact-form.js';

/** The success screen of the contact form: it can return to an empty form. */
export function MessageSentCard({ sent, onAnother }: { sent: SentMessage; onAnother: () => void }) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  // Move focus here so keyboard and screen-reader users land on the result.
  useEffect(() => heading.current?.focus(), []);

  return (
    <Card data-testid="message-sent" className="text-center">
      <CardContent className="flex flex-col items-center gap-3 pt-8">
        <CircleCheck className="size-16 text-success" aria-hidden="true" />
        <h2 ref={heading} tabIndex={-1} className="text-3xl font-bold text-foreground focus:outline-none">
          {t('Message Sent!')}
        </h2>
        <p className="text-lg text-foreground-soft">
          {t.rich(
            "Thank you for getting in touch. We'll reply to <email>{address}</email> within 24 hours on business days.",
            {
              address: sent.email,
              email: (chunks) => (
                <strong key="email" className="break-all">
                  <bdi>{chunks}</bdi>
                </strong>
              ),
            },
          )}
        </p>
        <p className="text-muted">
          {t.rich('Your reference number is <ref>#{id}</ref>.', {
            id: String(sent.id),
            ref: (chunks) => (
              <strong key="ref" data-testid="ticket-id">
                <bdi>{chunks}</bdi>
              </strong>
            ),
          })}
        </p>
      </CardContent>
      <CardFooter className="flex-col items-stretch justify-center sm:flex-row sm:flex-wrap sm:items-center">
        <Button asChild size="lg">
          <Link to="/">
            <ArrowLeft aria-hidden="true" />
            {t('Back to Home')}
          </Link>
        </Button>
        <Button size="lg" variant="outline" onClick={onAnother}>
          <RotateCcw aria-hidden="true" />
          {t('Send Another Message')}
        </Button>
      </CardFooter>
    </Card>
  );
}
