import { useMutation } from '@tanstack/react-query';
import { Download, MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { expertLabel } from '../../contract/categories.js';
import type { ConversationSummary } from '../../contract/conversations.js';
import { ConversationActions } from '../conversations/conversation-actions.js';
import { fetchConversationExport } from '../conversations/queries.js';
import { errorMessage } from '../lib/api.js';
import { onFirstUse } from '../lib/on-first-use.js';
import { Button } from '../ui/button.js';
import { toast } from '../ui/use-toast.js';

const when = onFirstUse(
  () => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
);

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
  const expert = expertLabel(c.goatCategory);
  const date = when().format(new Date(c.createdAt));
  const name = c.title || `Conversation with ${expert} from ${date}`;
  const exporter = useMutation({
    mutationFn: async () => {
      const { content } = await fetchConversationExport(c.id);
      download(content, `conversation-${c.id}.txt`);
    },
    onSuccess: () =>
      toast({
        title: 'Export successful',
        description: 'Your conversation has been downloaded',
        variant: 'success',
      }),
    onError: (err) =>
      toast({ title: 'Export failed', description: errorMessage(err), variant: 'destructive' }),
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
          {` · ${c.messageCount} ${c.messageCount === 1 ? 'message' : 'messages'}`}
        </p>
        {c.preview && <p className="line-clamp-2 text-muted">{c.preview}</p>}
        {c.recap && (
          <div className="mt-1 rounded-lg bg-surface-muted p-3 text-sm" data-testid="conversation-recap">
            <p className="font-medium text-foreground">
              Summary{c.recap.upToDate ? '' : ' (written before the latest messages)'}
            </p>
            <p className="line-clamp-3 text-muted">{`${c.recap.discussed} ${c.recap.advice}`}</p>
            {c.recap.steps.length > 0 && (
              <p className="text-muted">Next steps: {c.recap.steps.map((step) => step.title).join('; ')}</p>
            )}
          </div>
        )}
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2">
        <Button asChild variant="secondary">
          <Link to={`/?conversation=${c.id}`}>
            <MessageCircle aria-hidden="true" />
            Open
            <span className="sr-only">
              {' '}
              conversation with {expert} from {date}
            </span>
          </Link>
        </Button>
        {canExport && (
          <Button variant="outline" onClick={() => exporter.mutate()} disabled={exporter.isPending}>
            <Download aria-hidden="true" />
            {exporter.isPending ? 'Exporting...' : 'Export'}
            <span className="sr-only">
              {' '}
              conversation with {expert} from {date}
            </span>
          </Button>
        )}
        <ConversationActions conversation={c} name={name} onDeleted={onDeleted} />
      </div>
    </li>
  );
}
