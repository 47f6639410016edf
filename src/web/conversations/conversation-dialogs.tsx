import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { CONVERSATION_TITLE_MAX, conversationMessages } from '../../contract/categories.js';
import { memoryPaths } from '../../contract/paths/memory.js';
import { translator } from '../i18n/current.js';
import { useT } from '../i18n/i18n.js';
import { errorFields, errorMessage } from '../lib/api.js';
import { ConfirmDialog } from '../ui/confirm-dialog.js';
import { FieldError, fieldAria, Input, Label } from '../ui/input.js';
import { toast } from '../ui/use-toast.js';
import { conversationDeleted } from './deleted-events.js';
import { conversationKeys, deleteConversation, renameConversation } from './queries.js';

/** The Memory tab's cache (profile/memory-queries.ts): deleting a conversation forgets facts told in it. */
const memoryKey = [memoryPaths.view.path] as const;

export type ConversationDialog = 'rename' | 'delete';

type Props = {
  /** The dialog shown; null: none. */
  open: ConversationDialog | null;
  conversation: { id: number; title: string | null };
  name: string;
  onClose: () => void;
  /** The conversation was deleted: the caller puts the focus somewhere that stays. */
  onDeleted: () => void;
  /** A dialog closed otherwise: the focus goes back to the menu's button. */
  returnFocus: () => void;
};

/**
 * The contract's messages shown here (`conversationMessages`: renamed, a title that is missing or too
 * long) are not the browser's own texts: the shared catalog translates them.
 *
 * Rename (a title field, checked as the server checks it, the server's refusal under it) and Delete
 * (asked first, naming the conversation). A deletion refreshes the lists, forgets the cached
 * conversation and the Memory tab's facts, and tells the voice screen, which lets it go if it shows it.
 */
export function ConversationDialogs({ open, conversation, name, onClose, onDeleted, returnFocus }: Props) {
  const t = useT();
  const queryClient = useQueryClient();
  const deleted = useRef(false);
  const [draft, setDraft] = useState(conversation.title ?? '');
  const [error, setError] = useState<string | undefined>();
  const fieldId = useId();
  const formId = useId();

  const placeFocus = (event: Event) => {
    event.preventDefault();
    if (deleted.current) {
      deleted.current = false;
      onDeleted();
    } else returnFocus();
  };

  const save = useMutation({
    mutationFn: (title: string) => renameConversation(conversation.id, title),
    onSuccess: () => {
      toast({ title: conversationMessages.renamed, variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: conversationKeys.lists });
      onClose();
    },
    onError: (err) => setError(errorFields(err).title ?? errorMessage(err)),
  });

  const remove = useMutation({
    mutationFn: () => deleteConversation(conversation.id),
    onSuccess: (answer) => {
      deleted.current = true;
      onClose();
      conversationDeleted(conversation.id);
      toast({ title: answer.message, variant: 'success' });
      queryClient.removeQueries({ queryKey: conversationKeys.detail(conversation.id) });
      void queryClient.invalidateQueries({ queryKey: conversationKeys.lists });
      void queryClient.invalidateQueries({ queryKey: memoryKey });
    },
    onError: (err) =>
      toast({
        title: translator()('The conversation was not deleted'),
        description: errorMessage(err),
        variant: 'destructive',
      }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const title = draft.replace(/\s+/g, ' ').trim();
    if (title === '') return setError(conversationMessages.titleRequired);
    if (Array.from(title).length > CONVERSATION_TITLE_MAX) return setError(conversationMessages.titleMax);
    save.mutate(title);
  };

  return (
    <>
      <ConfirmDialog
        open={open === 'rename'}
        onOpenChange={(next) => {
          if (next) return;
          onClose();
        }}
        onCloseAutoFocus={(event) => {
          placeFocus(event);
          // The next opening starts from the title as it is then.
          setDraft(conversation.title ?? '');
          setError(undefined);
        }}
        testId="rename-conversation-dialog"
        title={t('Rename conversation')}
        description={t('Give it a name you will recognise. It keeps this name from now on.')}
        variant="default"
        confirmLabel={t('Save')}
        pendingLabel={t('Saving...')}
        pending={save.isPending}
        formId={formId}
      >
        <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-1.5">
          <Label htmlFor={fieldId}>{t('Title')}</Label>
          <Input
            {...fieldAria(fieldId, error)}
            value={draft}
            maxLength={CONVERSATION_TITLE_MAX + 20}
            onChange={(e) => {
              setDraft(e.target.value);
              setError(undefined);
            }}
            autoComplete="off"
          />
          <FieldError id={fieldId} message={error} announce />
        </form>
      </ConfirmDialog>
      <ConfirmDialog
        open={open === 'delete'}
        onOpenChange={(next) => !next && onClose()}
        onCloseAutoFocus={placeFocus}
        testId="delete-conversation-dialog"
        title={t('Delete this conversation?')}
        description={t(
          'Its messages, its summary, the files shared in it and what the experts remembered only from it will be deleted for good. Reminders set in it stay.',
        )}
        confirmLabel={t('Delete')}
        pendingLabel={t('Deleting...')}
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
      >
        <p className="font-semibold break-words text-foreground">{name}</p>
      </ConfirmDialog>
    </>
  );
}
