import { useMutation } from '@tanstack/react-query';
import { Download, MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import type { ConversationSummary } from '../../contract/conversations.js';
import { ConversationActions } from '../conversations/conversation-actions.js';
import { fetchConversationExport } from '../conversations/queries.js';
import { translator } from '../i18n/current.js';
import { useLocale, useT } from '../i18n/i18n.js';
import { errorMessage } from '../lib/api.js';
import { expertCategoryLabel } from '../lib/expert-label.js';
import { Button } from '../ui/button.js';
import { toast } from '../ui/use-toast.js';

const whens = new Map<string, Intl.DateTimeFormat>();

/** A conversation's date and time in the page's language. */
function when(locale: string): Intl.DateTimeFormat {
  let format = whens.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    whens.set(locale, format);
  }
  return format;
}

function download(content: string, filename: string) {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * One saved conversation: expert, date, preview, its summary if one was written, Open, Export (only
 * with transcriptions on) and its menu (Rename, Delete). `onDeleted` puts the focus somewhere that stays.
 */
export function ConversationItem({
  conversation: c,
  canExport,
  onDeleted,
}: {
  conversation: ConversationSummary;
  canExport: boolean;
  onDeleted: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const expert = expertCategoryLabel(c.goatCategory, t);
  const date = when(locale).format(new Date(c.createdAt));
  const name = c.title || t('Conversation with {expert} from {date}', { expert, date });
  const about = t('conversation with {expert} from {date}', { expert, date });
  const exporter = useMutation({
    mutationFn: async () => {
      const { content } = await fetchConversationExport(c.id);
      download(content, `conversation-${c.id}.txt`);
    },
    onSuccess: () =>
      toast({
        title: translator()('Export successful'),
        description: translator()('Your conversation has been downloaded'),
        variant: 'success',
      }),
    onError: (err) =>
      toast({ title: translator()('Export failed'), description: errorMessage(err), variant: 'destructive' }),
  });

  return (
    <li
      className="flex flex-col gap-3 rounded-xl border border-border p-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid="conversation-item"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <h3 className="font-semibold text-foreground">{c.title || expert}</h3>
        <p className="text-sm text-subtle">
          {c.title && `${expert} · `}
          <time dateTime={c.createdAt}>{date}</time>
          {' · '}
          {t('{count, plural, one {# message} other {# messages}}', { count: c.messageCount })}
        </p>
        {c.preview && <p className="line-clamp-2 text-muted">{c.preview}</p>}
        {c.recap && (
          <div className="mt-1 rounded-lg bg-surface-muted p-3 text-sm" data-testid="conversation-recap">
            <p className="font-medium text-foreground">
              {c.recap.upToDate ? t('Summary') : t('Summary (written before the latest messages)')}
            </p>
            <p className="line-clamp-3 text-muted">{`${c.recap.discussed} ${c.recap.advice}`}</p>
            {c.recap.steps.length > 0 && (
              <p className="text-muted">
                {t('Next steps: {steps}', { steps: c.recap.steps.map((step) => step.title).join('; ') })}
              </p>
            )}
          </div>
        )}
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2">
        <Button asChild variant="secondary">
          <Link to={`/?conversation=${c.id}`}>
            <MessageCircle aria-hidden="true" />
            {t('Open')}
            <span className="sr-only"> {about}</span>
          </Link>
        </Button>
        {canExport && (
          <Button variant="outline" onClick={() => exporter.mutate()} disabled={exporter.isPending}>
            <Download aria-hidden="true" />
            {exporter.isPending ? t('Exporting...') : t('Export')}
            <span className="sr-only"> {about}</span>
          </Button>
        )}
        <ConversationActions conversation={c} name={name} onDeleted={onDeleted} />
      </div>
    </li>
  );
}
