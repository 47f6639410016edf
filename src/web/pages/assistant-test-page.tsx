import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Eraser, Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { AssistantChatRequest, AssistantChatResponse } from '../../contract/chat.js';
import type { SafetyNotice } from '../../contract/safety-values.js';
import { translator } from '../i18n/current.js';
import { useT } from '../i18n/i18n.js';
import { errorMessage } from '../lib/api.js';
import { usePageTitle } from '../lib/use-page-title.js';
import { Button } from '../ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card.js';
import { FormField, fieldAria, Input, Textarea } from '../ui/input.js';
import { toast } from '../ui/use-toast.js';
import { HelpCard } from '../voice/safety/help-card.js';
import { AssistantResponse } from './assistant-response.js';
import { assistantTestSchema, sendAssistantMessage, toChatRequest } from './assistant-test-form.js';

const empty = { conversationId: '', message: '' };

/**
 * /assistant-test: send a message to the assistant chat and see the reply and its thread. A message
 * that speaks of a crisis gets the help card, as on the voice screen.
 */
export default function AssistantTestPage() {
  const t = useT();
  usePageTitle(t('Assistant Test'));
  const [threadId, setThreadId] = useState<string | null>(null);
  const [response, setResponse] = useState<string | null>(null);
  const [adviceNote, setAdviceNote] = useState<string | null>(null);
  // The help card stays until the person closes it (or clears the page), whatever the next reply says.
  const [help, setHelp] = useState<SafetyNotice | null>(null);
  const [schema] = useState(assistantTestSchema);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: empty });
  const { errors } = form.formState;

  const chat = useMutation<AssistantChatResponse, Error, AssistantChatRequest>({
    mutationFn: sendAssistantMessage,
    onSuccess: (res) => {
      setResponse(res.response);
      setAdviceNote(res.adviceNote ?? null);
      setThreadId(res.threadId);
      if (res.safety) setHelp(res.safety);
    },
    onError: (err) => {
      toast({
        title: translator()('Error sending message'),
        description: errorMessage(err) || translator()('Please try again.'),
        variant: 'destructive',
      });
    },
  });

  const onSubmit = form.handleSubmit((values) => chat.mutate(toChatRequest(values, threadId)));
  const clear = () => {
    form.reset(empty);
    setThreadId(null);
    setResponse(null);
    setAdviceNote(null);
    setHelp(null);
    chat.reset();
  };

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6 sm:py-10">
      <div>
        <h1 className="text-3xl font-bold text-foreground">{t('Assistant Test')}</h1>
        <p className="mt-2 text-lg text-muted">
          {t('Send a message to the assistant. Replies in the same thread remember what was said before.')}
        </p>
      </div>
      {/* The assistant answers in English: the card speaks it too. */}
      {help && <HelpCard notice={help} language="en-US" onClose={() => setHelp(null)} />}
      <Card>
        <CardHeader>
          <CardTitle>{t('Message')}</CardTitle>
          <CardDescription>{t('The conversation ID is optional.')}</CardDescription>
        </CardHeader>
        <CardContent>
          <form
            onSubmit={onSubmit}
            noValidate
            className="flex flex-col gap-5"
            aria-label={t('Assistant test')}
          >
            <div className="grid gap-5 sm:grid-cols-2">
              <FormField
                id="assistant-conversation"
                label={t('Conversation ID')}
                error={errors.conversationId?.message}
              >
                <Input
                  {...fieldAria('assistant-conversation', errors.conversationId?.message)}
                  {...form.register('conversationId')}
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder={t('Optional, e.g. 12')}
                />
              </FormField>
              <FormField id="assistant-thread" label={t('Thread ID')} hint={t('Filled in from the reply.')}>
                <Input id="assistant-thread" value={threadId ?? ''} readOnly placeholder={t('None yet')} />
              </FormField>
            </div>
            <FormField id="assistant-message" label={t('Message')} error={errors.message?.message}>
              <Textarea
                {...fieldAria('assistant-message', errors.message?.message)}
                {...form.register('message')}
                rows={5}
              />
            </FormField>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Button type="submit" size="lg" disabled={chat.isPending}>
                <Send aria-hidden="true" />
                {chat.isPending ? t('Sending...') : t('Send Message')}
              </Button>
              <Button size="lg" variant="outline" onClick={clear}>
                <Eraser aria-hidden="true" />
                {t('Clear')}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
      <AssistantResponse response={response} adviceNote={adviceNote} pending={chat.isPending} />
    </div>
  );
}
