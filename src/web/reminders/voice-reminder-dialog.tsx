import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Mic, Square } from 'lucide-react';
import { useState } from 'react';
import { reminderMessages } from '../../contract/reminders.js';
import { translator } from '../i18n/current.js';
import { useLocale, useT } from '../i18n/i18n.js';
import { errorMessage } from '../lib/api.js';
import { readStorage, storageKeys } from '../lib/storage-keys.js';
import { Button } from '../ui/button.js';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../ui/dialog.js';
import { FormField, fieldAria, Textarea } from '../ui/input.js';
import { toast } from '../ui/use-toast.js';
import { extractReminders, reminderKeys } from './queries.js';
import { createdText } from './reminder-created.js';
import { useReminderRecognition } from './voice-reminder-recognition.js';
import { joinWords, reminderLanguage } from './voice-reminder-speech.js';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

const noneFound = () =>
  translator()(
    'No reminder was created: we could not find a date or time in your message. Add one, for example "tomorrow at 9 am", and try again.',
  );

/** Voice Reminder: say or type a request, and the reminders it asks for are created. */
export default function VoiceReminderDialog({ open, onOpenChange }: Props) {
  const t = useT();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const locale = useLocale();
  const [language] = useState(() => reminderLanguage(readStorage(storageKeys.selectedLanguage), locale));
  const examples = [
    t('Remind me to take my blood pressure pills every morning at 8'),
    t('Remind me to call Anna tomorrow at 5 pm'),
    t("Doctor's appointment on Friday at 10:30"),
  ];
  const speech = useReminderRecognition(language, (words) => {
    setMessage((prev) => joinWords(prev, words));
    setProblem(null);
  });

  const close = () => {
    speech.abort();
    onOpenChange(false);
  };

  const mutation = useMutation({
    mutationFn: extractReminders,
    onSuccess: (created) => {
      void queryClient.invalidateQueries({ queryKey: reminderKeys.all });
      if (created.length === 0) {
        setProblem(noneFound());
        toast({ title: translator()('No reminder created'), description: noneFound() });
        return;
      }
      toast({
        title: translator()('Reminders Created'),
        description: createdText(created.length),
        variant: 'success',
      });
      setMessage('');
      close();
    },
    onError: (err) => {
      toast({
        title: translator()('Failed to create reminders'),
        description: errorMessage(err),
        variant: 'destructive',
      });
    },
  });
  const pending = mutation.isPending;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (pending) return;
    if (!message.trim()) {
      setProblem(reminderMessages.emptyMessage);
      return;
    }
    speech.abort();
    setProblem(null);
    mutation.mutate({ message, language });
  };

  const status = speech.recording
    ? t('Recording. Say your reminder, then press Stop Recording.')
    : speech.supported
      ? t('Not recording.')
      : '';

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent data-testid="voice-reminder-dialog" className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('Voice Reminder')}</DialogTitle>
          <DialogDescription>{t('Say or type what you want to be reminded of, and when.')}</DialogDescription>
        </DialogHeader>
        <div className="rounded-xl bg-info-soft p-4">
          <p className="text-sm font-medium text-foreground">{t('For example:')}</p>
          <ul className="mt-2 flex list-disc flex-col gap-1 ps-5 text-muted">
            {examples.map((example) => (
              <li key={example}>"{example}"</li>
            ))}
          </ul>
        </div>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={t('Voice reminder')}>
          <FormField id="voice-reminder-message" label={t('Your reminder')} error={problem ?? undefined}>
            <Textarea
              {...fieldAria('voice-reminder-message', problem ?? undefined)}
              value={message}
              onChange={(e) => {
                setMessage(e.target.value);
                setProblem(null);
              }}
              rows={4}
              maxLength={10_000}
              readOnly={pending}
              placeholder={t('Remind me to...')}
            />
          </FormField>
          {speech.interim && (
            <p className="text-subtle italic" data-testid="voice-reminder-interim">
              {speech.interim}
            </p>
          )}
          {speech.supported ? (
            <div className="flex flex-col gap-2">
              <Button
                variant={speech.recording ? 'destructive' : 'secondary'}
                aria-pressed={speech.recording}
                onClick={speech.recording ? speech.stop : speech.start}
                disabled={pending}
                className="self-start"
              >
                {speech.recording ? <Square aria-hidden="true" /> : <Mic aria-hidden="true" />}
                {speech.recording ? t('Stop Recording') : t('Speak My Reminder')}
              </Button>
              <p role="status" className="text-sm text-subtle">
                {status}
              </p>
            </div>
          ) : (
            <p className="text-sm text-muted">
              {t('Speech recognition is not supported in this browser, so please type your reminder.')}
            </p>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={close} disabled={pending}>
              {t('Cancel')}
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? t('Processing...') : t('Create Reminder')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
