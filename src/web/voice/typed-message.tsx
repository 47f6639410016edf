import { SendHorizontal } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useT } from '../i18n/i18n.js';
import { Button } from '../ui/button.js';

type Props = {
  /** Sends the text as a turn; false when it cannot be sent yet (the text stays in the field). */
  onSend: (text: string) => boolean;
  /** The person started typing a message (the conversation and the connections are made ready). */
  onTyping: () => void;
  /** Nothing can be sent: the page is not live yet, or a limit was reached. */
  disabled: boolean;
  /** A spoken turn's words are still being caught: they go first, Send waits. */
  waiting: boolean;
  /** The only way to talk in this browser: the field takes the focus. */
  focus: boolean;
};

/**
 * The typed turn: a labelled field under the voice panel. Enter sends, Shift+Enter starts a new line,
 * and the Send button is there for touch. A sent message is announced to screen readers.
 */
export function TypedMessage({ onSend, onTyping, disabled, waiting, focus }: Props) {
  const t = useT();
  const [text, setText] = useState('');
  const [announce, setAnnounce] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (focus) field.current?.focus();
  }, [focus]);

  const send = () => {
    const message = text.trim();
    if (message === '' || disabled || waiting || !onSend(message)) return;
    setText('');
    setAnnounce(t('Message sent.'));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-1.5" data-testid="typed-message">
      <label htmlFor="typed-message-text" className="text-base font-medium text-foreground">
        {t('Type a message')}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id="typed-message-text"
          ref={field}
          rows={1}
          value={text}
          disabled={disabled}
          enterKeyHint="send"
          aria-describedby="typed-message-hint"
          onChange={(event) => {
            if (text === '' && event.target.value !== '') onTyping();
            setText(event.target.value);
            setAnnounce('');
          }}
          onKeyDown={keyDown}
          className="field-sizing-content max-h-40 min-h-12 w-full min-w-0 flex-1 resize-none rounded-lg border border-input bg-surface px-3 py-2.5 text-lg text-foreground placeholder:text-faint focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-60"
        />
        <Button type="submit" size="lg" disabled={disabled || waiting || text.trim() === ''}>
          <SendHorizontal aria-hidden="true" />
          {t('Send')}
        </Button>
      </div>
      <p id="typed-message-hint" className="text-sm text-subtle">
        {t('Enter sends; Shift+Enter starts a new line.')}
      </p>
      <p role="status" className="sr-only" data-testid="typed-message-announce">
        {announce}
      </p>
    </form>
  );
}
