import { CircleHelp, Clock, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Translator } from '../../i18n/translate.js';
import { useT } from '../i18n/i18n.js';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card.js';
import { supportPromiseText } from './support-promise.js';

export const supportEmail = 'support@voxpert.app';

const reasons = (t: Translator) => [
  t('Technical support'),
  t('Feature requests'),
  t('Account and billing questions'),
  t('Partnership inquiries'),
];

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
  const t = useT();
  const promise = supportPromiseText(t);
  return (
    <>
      <InfoCard icon={<Mail className="size-5" aria-hidden="true" />} title={t('Email Support')}>
        <p>{t('Prefer email? Write to us at')}</p>
        <a
          href={`mailto:${supportEmail}`}
          className="inline-flex min-h-11 items-center font-medium break-all text-primary underline underline-offset-4 hover:text-primary-soft-foreground"
        >
          {supportEmail}
        </a>
      </InfoCard>
      <InfoCard icon={<Clock className="size-5" aria-hidden="true" />} title={t('Response Time')}>
        <p>{promise.everyone}</p>
        <p className="mt-2">{promise.premium}</p>
      </InfoCard>
      <InfoCard icon={<CircleHelp className="size-5" aria-hidden="true" />} title={t('How We Can Help')}>
        <p>{t('Get in touch for:')}</p>
        <ul className="mt-2 flex list-disc flex-col gap-1 ps-6">
          {reasons(t).map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      </InfoCard>
    </>
  );
}
