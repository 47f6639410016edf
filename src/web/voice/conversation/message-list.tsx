import { Play, RotateCcw, Square } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { useLocale, useT } from '../../i18n/i18n.js';
import { cn } from '../../lib/cn.js';
import { Button } from '../../ui/button.js';
import type { ClientMessage } from './conversation-state.js';

type Props = {
  messages: ClientMessage[];
  expertName: string;
  /** Sends a message again that got no reply. */
  onRetry?: (message: ClientMessage) => void;
  /** Plays an expert's reply again, or stops it while it plays. */
  onReplay?: (message: ClientMessage) => void;
  /** The message whose reply is being played again. */
  replaying?: ClientMessage['id'] | null;
};

/** The conversation as text: a live region, so a screen reader hears each reply as it arrives. */
export function MessageList({ messages, expertName, onRetry, onReplay, replaying = null }: Props) {
  const t = useT();
  const locale = useLocale();
  const timeFormat = useMemo(() => new Intl.DateTimeFormat(locale, { timeStyle: 'short' }), [locale]);
  const box = useRef<HTMLDivElement>(null);
  const count = messages.length;
  const last = messages.at(-1)?.content;
  // Keep the newest message in view as the reply streams (it scrolls to the bottom when shown).
  // Only the list scrolls: scrollIntoView would move the whole page under the person's eyes.
  useEffect(() => {
    const el = box.current;
    if (el && count > 0 && last !== undefined) el.scrollTop = el.scrollHeight;
  }, [count, last]);

  return (
    <div
      ref={box}
      role="log"
      aria-live="polite"
      aria-label={t('Conversation')}
      data-testid="message-list"
      className="flex max-h-[28rem] flex-col gap-3 overflow-y-auto rounded-2xl border border-border bg-surface p-4"
    >
      {messages.map((m) => (
        <div
          key={m.id}
          data-testid={m.isUser ? 'user-message' : 'expert-message'}
          data-pending={m.pending ? 'true' : undefined}
          className={cn('flex flex-col gap-1', m.isUser ? 'items-end' : 'items-start')}
        >
          <span className="text-sm text-subtle">
            {m.isUser ? t('You') : expertName}
            {' · '}
            <time dateTime={m.timestamp}>{timeFormat.format(new Date(m.timestamp))}</time>
          </span>
          <p
            dir="auto"
            className={cn(
              'max-w-[85%] rounded-2xl px-4 py-2 text-lg whitespace-pre-wrap',
              m.isUser ? 'bg-primary text-primary-foreground' : 'bg-surface-sunken text-foreground',
            )}
          >
            {m.pending ? (
              <>
                <span aria-hidden="true">{m.content}</span>
                <span className="sr-only">{t('The expert is thinking')}</span>
              </>
            ) : (
              m.content
            )}
            {m.cut && <span className="text-subtle"> {t('(interrupted)')}</span>}
          </p>
          {m.adviceNote && (
            <p dir="auto" className="max-w-[85%] px-2 text-sm text-subtle" data-testid="advice-note">
              {m.adviceNote}
            </p>
          )}
          {!m.isUser && !m.pending && onReplay && (
            <ReplayButton playing={replaying === m.id} onClick={() => onReplay(m)} />
          )}
          {m.failed && onRetry && (
            <Button variant="link" size="sm" onClick={() => onRetry(m)}>
              <RotateCcw aria-hidden="true" />
              {t('Not sent. Send again')}
            </Button>
          )}
        </div>
      ))}
    </div>
  );
}

/** A reply's play button: "Play this reply", and while it plays, a stop button. */
function ReplayButton({ playing, onClick }: { playing: boolean; onClick: () => void }) {
  const t = useT();
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={playing ? t('Stop playing this reply') : t('Play this reply')}
      data-testid="replay"
      data-playing={playing || undefined}
      onClick={onClick}
    >
      {playing ? <Square aria-hidden="true" className="fill-current" /> : <Play aria-hidden="true" />}
      {playing ? t('Stop') : t('Play')}
    </Button>
  );
}
