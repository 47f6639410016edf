import { CalendarClock, Check, CircleStop, MessageSquareQuote, Repeat, Trash2, Undo2 } from 'lucide-react';
import type { ListedReminder } from '../../contract/reminders.js';
import { useT } from '../i18n/i18n.js';
import { cn } from '../lib/cn.js';
import { Button } from '../ui/button.js';
import {
  categoryLabel,
  dayBadge,
  dayBadgeText,
  formatWhen,
  priorityLabel,
  recurrenceText,
} from './reminder-display.js';

type Props = {
  reminder: ListedReminder;
  now: Date;
  onToggle: () => void;
  /** Finishes a recurring reminder (it is completed where it is instead of moving on). */
  onEndSeries: () => void;
  onDelete: () => void;
  busy: boolean;
};

const badgeStyle = {
  'Past Due': 'bg-danger text-danger-foreground',
  Today: 'bg-warning-badge-strong text-warning-badge-foreground',
  Tomorrow: 'bg-primary-muted text-primary-soft-foreground',
} as const;

const priorityStyle: Record<ListedReminder['priority'], string> = {
  high: 'bg-danger-badge text-danger-badge-foreground',
  medium: 'bg-warning-badge text-warning-badge-foreground',
  low: 'bg-surface-sunken text-foreground-soft',
};

const pill = 'rounded-full px-2.5 py-0.5 text-sm font-medium';

/** One reminder: title, day badge, date and time, recurrence, description, badges, actions. */
export function ReminderCard({ reminder, now, onToggle, onEndSeries, onDelete, busy }: Props) {
  const t = useT();
  const badge = dayBadge(reminder, now);
  const repeats = reminder.isRecurring ? recurrenceText(reminder.recurringPattern, t) : null;
  return (
    <li
      data-testid="reminder-card"
      className={cn(
        'flex flex-col gap-3 rounded-2xl border bg-surface p-5 shadow-sm',
        badge === 'Past Due' ? 'border-2 border-danger' : 'border-border',
        reminder.isCompleted && 'bg-surface-muted',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3
          className={cn(
            'text-xl font-semibold text-foreground break-words',
            reminder.isCompleted && 'text-subtle line-through',
          )}
        >
          {reminder.title}
        </h3>
        {badge && <span className={cn(pill, badgeStyle[badge])}>{dayBadgeText(badge, t)}</span>}
      </div>
      <p className="flex items-center gap-2 text-foreground-soft">
        <CalendarClock className="size-5 shrink-0 text-primary" aria-hidden="true" />
        <time dateTime={reminder.scheduledTime}>{formatWhen(reminder.scheduledTime, t.locale)}</time>
        {reminder.isRecurring && (
          <span className="inline-flex items-center gap-1 text-primary-strong">
            <Repeat className="size-4" aria-hidden="true" />
            {t('Recurring')}
          </span>
        )}
      </p>
      <p className="text-muted break-words whitespace-pre-line">{reminder.description}</p>
      {reminder.howItWent && (
        <figure className="flex gap-2 rounded-xl bg-surface-sunken p-3" data-testid="how-it-went">
          <MessageSquareQuote className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <div className="flex flex-col gap-1">
            <figcaption className="text-sm font-medium text-foreground-soft">
              {t('How it went ({when})', { when: formatWhen(reminder.howItWent.occurrence, t.locale) })}
            </figcaption>
            <blockquote className="break-words text-foreground">{reminder.howItWent.text}</blockquote>
          </div>
        </figure>
      )}
      <div className="flex flex-wrap gap-2">
        <span className={cn(pill, 'bg-primary-muted text-primary-soft-foreground')}>
          {categoryLabel(reminder.category, t)}
        </span>
        <span className={cn(pill, priorityStyle[reminder.priority])}>
          {priorityLabel(reminder.priority, t)}
        </span>
        {repeats && (
          <span className={cn(pill, 'bg-success-badge text-success-badge-foreground')}>{repeats}</span>
        )}
      </div>
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        <Button
          variant={reminder.isCompleted ? 'outline' : 'default'}
          onClick={onToggle}
          disabled={busy}
          aria-label={
            reminder.isCompleted
              ? t('Mark as not done: {title}', { title: reminder.title })
              : t('Mark as done: {title}', { title: reminder.title })
          }
        >
          {reminder.isCompleted ? <Undo2 aria-hidden="true" /> : <Check aria-hidden="true" />}
          {reminder.isCompleted ? t('Mark as not done') : t('Mark as done')}
        </Button>
        {reminder.isRecurring && !reminder.isCompleted && (
          <Button
            variant="outline"
            onClick={onEndSeries}
            disabled={busy}
            aria-label={t('End the series: {title}', { title: reminder.title })}
          >
            <CircleStop aria-hidden="true" />
            {t('End the series')}
          </Button>
        )}
        <Button
          variant="outline"
          onClick={onDelete}
          disabled={busy}
          aria-label={t('Delete: {title}', { title: reminder.title })}
        >
          <Trash2 aria-hidden="true" />
          {t('Delete')}
        </Button>
      </div>
    </li>
  );
}
