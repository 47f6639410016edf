import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../auth/use-auth.js';
import { useT } from '../i18n/i18n.js';
import { usePageTitle } from '../lib/use-page-title.js';
import { Button } from '../ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card.js';
import { ContactForm, type SentMessage } from './contact-form.js';
import { ContactInfoCards } from './contact-info-cards.js';
import { MessageSentCard } from './message-sent-card.js';
import { SupportMessages } from './support-messages.js';
import { supportKeys } from './support-queries.js';

/** /contact: the support form (idle, submitting, then the success screen) beside the ways to reach us. */
export default function ContactPage() {
  const t = useT();
  usePageTitle(t('Contact Us'));
  const [sent, setSent] = useState<SentMessage | null>(null);
  const [returned, setReturned] = useState(false);
  const { user } = useAuth();
  const queryClient = useQueryClient();

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 sm:py-10">
      <div className="flex flex-col items-start gap-3">
        <Button asChild variant="ghost" className="-ms-3">
          <Link to="/">
            <ArrowLeft aria-hidden="true" />
            {t('Back to Home')}
          </Link>
        </Button>
        <h1 className="text-3xl font-bold text-foreground sm:text-4xl">{t('Contact Us')}</h1>
        <p className="max-w-2xl text-lg text-muted">
          {t(
            'A question, an idea, or something not working as it should? Send us a message and our support team will get back to you.',
          )}
        </p>
      </div>

      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          {sent ? (
            <MessageSentCard
              sent={sent}
              onAnother={() => {
                setSent(null);
                setReturned(true);
              }}
            />
          ) : (
            <Card>
              <CardHeader>
                <CardTitle>{t('Send Us a Message')}</CardTitle>
                <CardDescription>{t('All fields are required.')}</CardDescription>
              </CardHeader>
              <CardContent>
                <ContactForm
                  onSent={(message) => {
                    setSent(message);
                    // Signed in, the message joins Your Messages below.
                    if (user) void queryClient.invalidateQueries({ queryKey: supportKeys.threads });
                  }}
                  focusFirst={returned}
                />
              </CardContent>
            </Card>
          )}
        </div>
        <aside aria-label={t('Other ways to reach us')} className="flex flex-col gap-4">
          <ContactInfoCards />
        </aside>
        {user && (
          <div className="lg:col-span-2">
            <SupportMessages />
          </div>
        )}
      </div>
    </div>
  );
}
