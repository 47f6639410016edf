import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { User } from '../../contract/accounts.js';
import { type ContactRequest, type ContactResponse, contactRequestSchema } from '../../contract/contact.js';
import type { contactContract } from '../../contract/contact-routes.js';
import { contactPaths } from '../../contract/paths/contact.js';
import { useAuth } from '../auth/use-auth.js';
import { translator } from '../i18n/current.js';
import { useT } from '../i18n/i18n.js';
import { ApiError } from '../lib/api.js';
import { apiClient } from '../lib/api-client.js';
import { Button } from '../ui/button.js';
import { FormField, fieldAria, Input, Textarea } from '../ui/input.js';
import { toast } from '../ui/use-toast.js';

export type SentMessage = { id: number; email: string };

/** An answer that says the message was not sent; its message is the server's reason. */
class NotSentError extends Error {}

/** The server's reason, else a calm fallback (a network failure, or a proxy's page instead of ours). */
function failureText(err: Error): string {
  const reason = err instanceof ApiError ? err.body?.message : err instanceof NotSentError ? err.message : '';
  return reason?.trim() ? reason : translator()('Please try again later.');
}

async function sendMessage(values: ContactRequest): Promise<ContactResponse> {
  const answer = await contactApi.send({ body: values }, { idempotencyKey: true });
  if (!answer.success) throw new NotSentError(answer.message);
  return answer;
}

function prefill(user: User | null): ContactRequest {
  const name = [user?.firstName, user?.lastName].filter((part) => part?.trim()).join(' ');
  return { name, email: user?.username ?? '', message: '' };
}

const contactApi = apiClient<typeof contactContract>(contactPaths);

type Props = { onSent: (sent: SentMessage) => void; focusFirst?: boolean };

/** Full Name, Email Address, Message, validated with the contract's schema; POST /api/contact. */
export function ContactForm({ onSent, focusFirst = false }: Props) {
  const t = useT();
  const { user } = useAuth();
  const form = useForm({ resolver: zodResolver(contactRequestSchema), defaultValues: prefill(user) });
  const { errors, isDirty } = form.formState;

  // The user may arrive after the form: fill in their name and email unless they already typed.
  useEffect(() => {
    if (user && !isDirty) form.reset(prefill(user));
  }, [user, isDirty, form]);
  useEffect(() => {
    if (focusFirst) form.setFocus('name');
  }, [focusFirst, form]);

  const mutation = useMutation<ContactResponse, Error, ContactRequest>({
    mutationFn: sendMessage,
    onSuccess: (res, values) => {
      toast({
        title: translator()('Message sent successfully!'),
        description: translator()("We'll get back to you within 24 hours on business days."),
        variant: 'success',
      });
      onSent({ id: res.id, email: values.email });
    },
    onError: (err) => {
      toast({
        title: translator()('Failed to send message'),
        description: failureText(err),
        variant: 'destructive',
      });
    },
  });

  const onSubmit = form.handleSubmit((values) => mutation.mutate(values));
  const pending = mutation.isPending;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-label={t('Contact form')}>
      <FormField id="contact-name" label={t('Full Name')} error={errors.name?.message}>
        <Input
          {...fieldAria('contact-name', errors.name?.message)}
          {...form.register('name')}
          autoComplete="name"
          readOnly={pending}
        />
      </FormField>
      <FormField id="contact-email" label={t('Email Address')} error={errors.email?.message}>
        <Input
          {...fieldAria('contact-email', errors.email?.message)}
          {...form.register('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t('you@example.com')}
          readOnly={pending}
        />
      </FormField>
      <FormField
        id="contact-message"
        label={t('Message')}
        error={errors.message?.message}
        hint={t('Tell us how we can help (at least {min} characters).', { min: 10 })}
      >
        <Textarea
          {...fieldAria('contact-message', errors.message?.message)}
          {...form.register('message')}
          rows={6}
          maxLength={5000}
          readOnly={pending}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={pending} className="self-start">
        <Send aria-hidden="true" />
        {pending ? t('Sending...') : t('Send Message')}
      </Button>
    </form>
  );
}
