import { CircleHelp, Clock, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { supportPromise } from '../../contract/support-hours.js';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card.js';

export const supportEmail = 'support@voxpert.app';

const reasons = [
  'Technical support',
  'Feature requests',
  'Account and billing questions',
  'Partnership inquiries',
] as const;

function InfoCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader className="flex-row items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
          {icon}
        </span>
        <CardTitle className="text-lg">{title}</CardTitle>
      </CardHeader>
      <CardContent className="text-lg text-muted">{children}</CardContent>
    </Card>
  );
}

/** Side cards: support email, response time, reasons to get in touch. */
export function ContactInfoCards() {
  return (
    <>
      <InfoCard icon={<Mail className="size-5" aria-hidden="true" />} title="Email Support">
        <p>Prefer email? Write to us at</p>
        <a
          href={`mailto:${supportEmail}`}
          className="inline-flex min-h-11 items-center font-medium break-all text-primary underline underline-offset-4 hover:text-primary-soft-foreground"
        >
          {supportEmail}
        </a>
      </InfoCard>
      <InfoCard icon={<Clock className="size-5" aria-hidden="true" />} title="Response Time">
        <p>{supportPromise.everyone}</p>
        <p className="mt-2">{supportPromise.premium}</p>
      </InfoCard>
      <InfoCard icon={<CircleHelp className="size-5" aria-hidden="true" />} title="How We Can Help">
        <p>Get in touch for:</p>
        <ul className="mt-2 flex list-disc flex-col gap-1 ps-6">
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      </InfoCard>
    </>
  );
}
