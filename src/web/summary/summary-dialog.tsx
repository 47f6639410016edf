import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AlarmClockPlus, Check, ClipboardList } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { ConversationRecap, RecapStep } from '../../contract/summaries.js';
import { conversationKeys } from '../conversations/queries.js';
import { translator } from '../i18n/current.js';
import { useT } from '../i18n/i18n.js';
import { errorMessage, errorStatus } from '../lib/api.js';
import { reminderKeys } from '../reminders/queries.js';
import { formatWhen } from '../reminders/reminder-display.js';
import { Alert } from '../ui/alert.js';
import { Button } from '../ui/button.js';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../ui/dialog.js';
import { Spinner } from '../ui/spinner.js';
import { toast } from '../ui/use-toast.js';
import { addStepReminder, requestSummary } from './queries.js';
import { reminderTimeFor } from './step-time.js';

export type SummaryDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The saved conversation; null before anything was said (the empty state). */
  conversationId: number | null;
  /** The person's turns so far: a new one asks for the summary again. */
  userTurns: number;
  /** What leaving does ("Start a new conversation", "Leave"); absent, the dialog only closes. */
  onContinue?: (() => void) | undefined;
  continueLabel?: string | undefined;
  /** The button that only closes: 'Keep talking' after End conversation, 'Stay here' when leaving. */
  closeLabel?: string | undefined;
};

/**
 * The conversation's summary: what was discussed, the advice given and the next steps, each with one
 * button that makes it a reminder of this conversation. Loading, error and empty states of their own.
 */
export function SummaryDialog({
  open,
  onClose,
  conversationId,
  userTurns,
  onContinue,
  continueLabel,
  closeLabel,
}: SummaryDialogProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const hasTurns = conversationId !== null && userTurns > 0;
  const summary = useQuery({
    queryKey: [...conversationKeys.detail(conversationId ?? 0), 'summary', userTurns] as const,
    queryFn: async () => {
      const recap = await requestSummary(conversationId ?? 0);
      // The profile's list shows the summary too.
      void queryClient.invalidateQueries({ queryKey: conversationKeys.lists });
      return recap;
    },
    enabled: open && hasTurns,
    gcTime: 0,
  });
  // The server's "nothing said yet" is the empty state too.
  const empty = !hasTurns || (summary.isError && errorStatus(summary.error) === 409);

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent data-testid="summary-dialog" aria-describedby="summary-description">
        <DialogHeader>
          <ClipboardList className="size-8 text-primary" aria-hidden="true" />
          <DialogTitle>{t('Your conversation summary')}</DialogTitle>
          <DialogDescription id="summary-description">
            {t('What you talked about, the advice given, and next steps you can turn into reminders.')}
          </DialogDescription>
        </DialogHeader>
        {empty ? (
          <div className="rounded-xl bg-surface-muted p-4 text-center" data-testid="summary-empty">
            <p className="font-medium text-foreground">{t('Nothing to summarise yet')}</p>
            <p className="text-subtle">
              {t(
                'Talk with your expert a little first. Your summary will be ready when you end the conversation.',
              )}
            </p>
          </div>
        ) : summary.isPending ? (
          <div className="flex flex-col items-center gap-1">
            <Spinner label={t('Writing your summary')} className="p-4" />
            <p className="text-subtle" aria-hidden="true">
              {t('Writing your summary...')}
            </p>
          </div>
        ) : summary.isError ? (
          <Alert tone="error" title={t('We could not write your summary.')}>
            <p>
              {errorMessage(summary.error)} {t('Your conversation is saved.')}
            </p>
            <Button variant="outline" className="mt-3" onClick={() => void summary.refetch()}>
              {t('Try Again')}
            </Button>
          </Alert>
        ) : (
          <RecapView recap={summary.data} conversationId={conversationId ?? 0} />
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {closeLabel ?? t('Keep talking')}
          </Button>
          {onContinue && <Button onClick={onContinue}>{continueLabel ?? t('Leave')}</Button>}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function RecapView({ recap, conversationId }: { recap: ConversationRecap; conversationId: number }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-4" data-testid="summary-content">
      <Section id="summary-discussed" heading={t('What we talked about')}>
        <p className="text-muted">{recap.discussed}</p>
      </Section>
      <Section id="summary-advice" heading={t('Advice given')}>
        <p className="text-muted">{recap.advice}</p>
      </Section>
      <Section id="summary-steps" heading={t('Next steps')}>
        {recap.steps.length === 0 ? (
          <p className="text-subtle">{t('No next steps were planned in this conversation.')}</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-2">
            {recap.steps.map((step) => (
              <StepItem
                key={`${step.title}|${step.suggestedTime}`}
                step={step}
                conversationId={conversationId}
              />
            ))}
          </ul>
        )}
        {recap.source === 'offline' && (
          <p className="mt-2 text-sm text-subtle">
            {t('This summary picks the key sentences of your conversation.')}
          </p>
        )}
      </Section>
    </div>
  );
}

function Section({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="font-semibold text-foreground">
        {heading}
      </h3>
      {children}
    </section>
  );
}

function StepItem({ step, conversationId }: { step: RecapStep; conversationId: number }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [state, setState] = useState<'idle' | 'adding' | 'added'>('idle');
  const add = async () => {
    if (state !== 'idle') return;
    setState('adding');
    try {
      const reminder = await addStepReminder(step, conversationId, new Date());
      setState('added');
      void queryClient.invalidateQueries({ queryKey: reminderKeys.all });
      // The same request caught in conversation made it already: said, and no second one made.
      const t = translator();
      toast({
        title: reminder.duplicate ? t('Already in your reminders') : t('Reminder added'),
        description: t('{title}, {when}', {
          title: reminder.title,
          when: formatWhen(reminder.scheduledTime),
        }),
        variant: 'success',
      });
    } catch (err) {
      setState('idle');
      toast({
        title: translator()('Could not add the reminder'),
        description: errorMessage(err),
        variant: 'destructive',
      });
    }
  };
  const label =
    state === 'added' ? t('Added to reminders') : state === 'adding' ? t('Adding...') : t('Add reminder');
  const when = step.suggestedTime
    ? formatWhen(step.suggestedTime)
    : t('{when} (no time was said)', { when: formatWhen(reminderTimeFor(null, new Date()).toISOString()) });
  return (
    <li
      className="flex flex-col gap-2 rounded-xl border border-border p-3 sm:flex-row sm:items-center sm:justify-between"
      data-testid="summary-step"
    >
      <div className="flex min-w-0 flex-col">
        <span className="font-medium text-foreground">{step.title}</span>
        <span className="text-sm text-subtle">{when}</span>
      </div>
      <Button
        variant={state === 'added' ? 'outline' : 'secondary'}
        className="shrink-0"
        onClick={() => void add()}
        aria-disabled={state !== 'idle'}
        aria-label={t('{action}: {title}', { action: label, title: step.title })}
        data-testid="summary-step-add"
      >
        {state === 'added' ? <Check aria-hidden="true" /> : <AlarmClockPlus aria-hidden="true" />}
        {label}
      </Button>
    </li>
  );
}
