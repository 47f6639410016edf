import { MoreVertical, Pencil, Trash2 } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useT } from '../i18n/i18n.js';
import { Button } from '../ui/button.js';
import { LazyDropdownMenu } from '../ui/lazy-dropdown-menu.js';
import type { ConversationDialog } from './conversation-dialogs.js';

// The dialogs load when first opened (then stay mounted, so they close as Radix closes a dialog):
// Radix's dialog, focus trap and scroll lock are not needed to paint the home page's list.
const ConversationDialogs = lazy(() =>
  import('./conversation-dialogs.js').then((m) => ({ default: m.ConversationDialogs })),
);

type Props = {
  conversation: { id: number; title: string | null };
  /** What the conversation is called on the screen (its title, or the expert and date). */
  name: string;
  /**
   * The conversation is gone: the caller puts the focus somewhere that stays (its row is about to
   * leave the list).
   */
  onDeleted: () => void;
};

/**
 * A conversation's menu (Rename, Delete) and the dialogs it opens. The menu button has the
 * conversation's name for screen readers, and is 44 px square for a finger; once a dialog closes the
 * focus returns to it (or, after a deletion, goes where `onDeleted` puts it).
 */
export function ConversationActions({ conversation, name, onDeleted }: Props) {
  const t = useT();
  const [dialog, setDialog] = useState<ConversationDialog | null>(null);
  const [used, setUsed] = useState(false);
  if (dialog !== null && !used) setUsed(true);
  const trigger = useRef<HTMLButtonElement>(null);

  return (
    <>
      <LazyDropdownMenu
        trigger={
          <Button
            ref={trigger}
            variant="ghost"
            size="icon"
            className="shrink-0"
            aria-label={t('Rename or delete: {name}', { name })}
            data-testid="conversation-menu"
          >
            <MoreVertical aria-hidden="true" />
          </Button>
        }
        contentProps={{ align: 'end' }}
        items={({ Item }) => (
          <>
            <Item className="min-h-11" onSelect={() => setDialog('rename')}>
              <Pencil aria-hidden="true" />
              {t('Rename')}
            </Item>
            <Item className="min-h-11 text-danger-strong" onSelect={() => setDialog('delete')}>
              <Trash2 aria-hidden="true" />
              {t('Delete')}
            </Item>
          </>
        )}
      />
      {used && (
        <Suspense fallback={null}>
          <ConversationDialogs
            open={dialog}
            conversation={conversation}
            name={name}
            onClose={() => setDialog(null)}
            onDeleted={onDeleted}
            returnFocus={() => trigger.current?.focus()}
          />
        </Suspense>
      )}
    </>
  );
}
