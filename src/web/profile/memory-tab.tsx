import { useMutation, useQuery } from '@tanstack/react-query';
import { Brain, Pencil, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { MemoryFact, MemoryView } from '../../contract/memory.js';
import { MEMORY_FACT_TEXT_MAX, memoryKindLabels, memoryMessages } from '../../contract/memory-values.js';
import { translator } from '../i18n/current.js';
import { useT } from '../i18n/i18n.js';
import { errorFields, errorMessage } from '../lib/api.js';
import { queryClient } from '../lib/query-client.js';
import { Alert } from '../ui/alert.js';
import { Button } from '../ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card.js';
import { ConfirmDialog } from '../ui/confirm-dialog.js';
import { FieldError, fieldAria, Input, Label } from '../ui/input.js';
import { Spinner } from '../ui/spinner.js';
import { Switch } from '../ui/switch.js';
import { toast } from '../ui/use-toast.js';
import {
  deleteFact,
  editFact,
  forgetEverything,
  memoryKey,
  memoryQuery,
  switchMemory,
} from './memory-queries.js';

const setView = (change: (view: MemoryView) => MemoryView) =>
  queryClient.setQueryData<MemoryView>(memoryKey, (view) => (view ? change(view) : view));

/** A failed change's toast; `title` is already translated (called when it fails). */
const failed = (title: () => string) => (err: unknown) =>
  toast({ title: title(), description: errorMessage(err), variant: 'destructive' });

/**
 * Memory tab: every fact the experts remember, each edited or deleted on its own, "Forget everything"
 * (confirmed), and the switch that turns memory off.
 */
export function MemoryTab() {
  const t = useT();
  const query = useQuery(memoryQuery());
  const [confirmOpen, setConfirmOpen] = useState(false);
  const listHeading = useRef<HTMLHeadingElement>(null);

  const toggle = useMutation({
    mutationFn: switchMemory,
    onSuccess: (view) => {
      queryClient.setQueryData(memoryKey, view);
      toast({
        title: view.enabled ? translator()('Memory is on') : translator()('Memory is off'),
        description: view.enabled
          ? translator()('The experts will remember what you choose to share.')
          : translator()('Nothing new will be remembered, and the experts will not use what is listed here.'),
        variant: 'success',
      });
    },
    onError: failed(() => translator()('Your memory setting was not changed')),
  });

  const forget = useMutation({
    mutationFn: forgetEverything,
    onSuccess: (answer) => {
      setView((view) => ({ ...view, facts: [] }));
      setConfirmOpen(false);
      toast({ title: translator()('Forgotten'), description: answer.message, variant: 'success' });
      listHeading.current?.focus();
    },
    onError: failed(() => translator()('Nothing was forgotten')),
  });

  const view = query.data;
  const enabled = toggle.isPending ? Boolean(toggle.variables) : (view?.enabled ?? true);

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('What the experts remember')}</CardTitle>
        <CardDescription>
          {t(
            'Things you chose to share: the name you like to be called, your family, your goals and what you asked to be reminded of. The experts use them only to carry on where you left off, in your next conversations. Nothing about your health is kept unless you say "remember that...", and nothing from a difficult moment is kept.',
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {query.isPending ? (
          <Spinner label={t('Loading what the experts remember')} />
        ) : !view ? (
          <Alert tone="error" title={t('We could not load what the experts remember.')}>
            <Button variant="outline" className="mt-3" onClick={() => void query.refetch()}>
              {t('Try Again')}
            </Button>
          </Alert>
        ) : (
          <>
            <div className="flex items-start justify-between gap-4">
              <div className="flex flex-col gap-1">
                <Label htmlFor="memory-enabled" className="text-base">
                  {t('Remember what I share')}
                </Label>
                <p id="memory-enabled-hint" className="text-subtle">
                  {enabled
                    ? t('On: the experts remember what you share and use it in your next conversations.')
                    : t(
                        'Off: nothing new is remembered and the experts do not use anything listed here. What is listed stays until you delete it.',
                      )}
                </p>
              </div>
              <Switch
                id="memory-enabled"
                aria-describedby="memory-enabled-hint"
                checked={enabled}
                disabled={toggle.isPending}
                onCheckedChange={(checked) => toggle.mutate(checked)}
                className="mt-1"
              />
            </div>

            <section aria-labelledby="memory-list-heading" className="flex flex-col gap-3">
              <h3
                id="memory-list-heading"
                ref={listHeading}
                tabIndex={-1}
                className="text-lg font-semibold text-foreground focus-visible:outline-none"
              >
                {t('Remembered ({count} of {max})', { count: view.facts.length, max: view.max })}
              </h3>
              {view.facts.length >= view.max && (
                <Alert tone="info">
                  {t(
                    'Memory is full, so nothing new is remembered. Delete something you no longer need to make room.',
                  )}
                </Alert>
              )}
              {view.facts.length === 0 ? (
                <div className="flex flex-col items-center gap-3 rounded-xl bg-surface-muted p-8 text-center">
                  <Brain className="size-10 text-primary" aria-hidden="true" />
                  <p className="text-lg font-medium text-foreground">{t('Nothing remembered yet')}</p>
                  <p className="text-subtle">
                    {t(
                      'Tell an expert, for example, "Please call me Maggie" or "My goal is to walk every day", and it will appear here.',
                    )}
                  </p>
                  <Button asChild variant="outline">
                    <Link to="/">{t('Start a conversation')}</Link>
                  </Button>
                </div>
              ) : (
                <ul className="flex flex-col gap-3" data-testid="memory-list">
                  {view.facts.map((fact) => (
                    <FactItem key={fact.id} fact={fact} onGone={() => listHeading.current?.focus()} />
                  ))}
                </ul>
              )}
            </section>

            {view.facts.length > 0 && (
              <ConfirmDialog
                open={confirmOpen}
                onOpenChange={setConfirmOpen}
                trigger={
                  <Button variant="outline" className="self-start text-danger-strong">
                    <Trash2 aria-hidden="true" />
                    {t('Forget everything')}
                  </Button>
                }
                title={t('Forget everything?')}
                description={t(
                  'Every fact listed here will be deleted for good. The experts will not remember any of it in your next conversations.',
                )}
                cancelLabel={t('Keep them')}
                confirmLabel={t('Forget everything')}
                pendingLabel={t('Forgetting...')}
                pending={forget.isPending}
                onConfirm={() => forget.mutate()}
              />
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** One fact: its kind and words, Edit (an inline form) and Delete. */
function FactItem({ fact, onGone }: { fact: MemoryFact; onGone: () => void }) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(fact.text);
  const [error, setError] = useState<string | undefined>();
  const editButton = useRef<HTMLButtonElement>(null);
  const fieldId = useId();
  const label = memoryKindLabels[fact.kind];

  const close = () => {
    setEditing(false);
    setError(undefined);
    // Back to the Edit button once it is shown again.
    requestAnimationFrame(() => editButton.current?.focus());
  };

  const save = useMutation({
    mutationFn: (text: string) => editFact(fact.id, text),
    onSuccess: (saved) => {
      setView((view) => ({ ...view, facts: view.facts.map((f) => (f.id === saved.id ? saved : f)) }));
      toast({
        title: translator()('Saved'),
        description: translator()('The expert will remember it this way.'),
        variant: 'success',
      });
      close();
    },
    onError: (err) => setError(errorFields(err).text ?? errorMessage(err)),
  });

  const remove = useMutation({
    mutationFn: () => deleteFact(fact.id),
    onSuccess: (answer) => {
      setView((view) => ({ ...view, facts: view.facts.filter((f) => f.id !== fact.id) }));
      toast({ title: translator()('Forgotten'), description: answer.message, variant: 'success' });
      onGone();
    },
    onError: failed(() => translator()('This was not forgotten')),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (text === '') return setError(memoryMessages.textRequired);
    if (text.length > MEMORY_FACT_TEXT_MAX) return setError(memoryMessages.textMax);
    save.mutate(text);
  };

  return (
    <li className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 sm:flex-row sm:items-center">
      {editing ? (
        <form
          noValidate
          onSubmit={submit}
          onKeyDown={(e) => {
            if (e.key === 'Escape') close();
          }}
          className="flex w-full flex-col gap-2"
        >
          <Label htmlFor={fieldId}>{t('Edit: {label}', { label })}</Label>
          <Input
            {...fieldAria(fieldId, error)}
            value={draft}
            maxLength={MEMORY_FACT_TEXT_MAX + 20}
            onChange={(e) => setDraft(e.target.value)}
            autoFocus
          />
          <FieldError id={fieldId} message={error} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? t('Saving...') : t('Save')}
            </Button>
            <Button variant="outline" onClick={close}>
              {t('Cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <>
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <p className="text-sm text-subtle">{label}</p>
            <p className="break-words text-lg text-foreground">{fact.text}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              ref={editButton}
              variant="outline"
              aria-label={t('Edit: {label}', { label: fact.text })}
              onClick={() => {
                setDraft(fact.text);
                setEditing(true);
              }}
            >
              <Pencil aria-hidden="true" />
              {t('Edit')}
            </Button>
            <Button
              variant="outline"
              aria-label={t('Delete: {text}', { text: fact.text })}
              disabled={remove.isPending}
              onClick={() => remove.mutate()}
            >
              <Trash2 aria-hidden="true" />
              {remove.isPending ? t('Deleting...') : t('Delete')}
            </Button>
          </div>
        </>
      )}
    </li>
  );
}
