import { ArrowLeft, CircleCheck, RotateCcw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '../ui/button.js';
import { Card, CardContent, CardFooter } from '../ui/card.js';
import type { SentMessage } from './contact-form.js';

/** The success screen of the contact form: it can return to an empty form. */
export function MessageSentCard({ sent, onAnother }: { sent: SentMessage; onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Move focus here so keyboard and screen-reader users land on the result.
  useEffect(() => heading.current?.focus(), []);

  return (
    <Card data-testid="message-sent" className="text-center">
      <CardContent className="flex flex-col items-center gap-3 pt-8">
        <CircleCheck className="size-16 text-success" aria-hidden="true" />
        <h2 ref={heading} tabIndex={-1} className="text-3xl font-bold text-foreground focus:outline-none">
          Message Sent!
        </h2>
        <p className="text-lg text-foreground-soft">
          Thank you for getting in touch. We'll reply to <strong className="break-all">{sent.email}</strong>{' '}
          within 24 hours on business days.
        </p>
        <p className="text-muted">
          Your reference number is <strong data-testid="ticket-id">#{sent.id}</strong>.
        </p>
      </CardContent>
      <CardFooter className="flex-col items-stretch justify-center sm:flex-row sm:flex-wrap sm:items-center">
        <Button asChild size="lg">
          <Link to="/">
            <ArrowLeft aria-hidden="true" />
            Back to Home
          </Link>
        </Button>
        <Button size="lg" variant="outline" onClick={onAnother}>
          <RotateCcw aria-hidden="true" />
          Send Another Message
        </Button>
      </CardFooter>
    </Card>
  );
}
