import { z } from 'zod';
import { text } from './text.js';

export const contactMessages = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  message: 'Message must be at least 10 characters',
  nameMax: 'Name must be at most 100 characters',
  messageMax: 'Message must be at most 5000 characters',
  sent: "Message sent successfully! We'll get back to you within 24 hours on business days.",
} as const;

/** The contact form, used by the form and by POST /api/contact. */
export const contactRequestSchema = z
  .object({
    name: text(contactMessages.name).trim().min(2, contactMessages.name).max(100, contactMessages.nameMax),
    email: text(contactMessages.email)
      .trim()
      .max(254, contactMessages.email)
      .pipe(z.email({ error: contactMessages.email })),
    message: text(contactMessages.message)
      .trim()
      .min(10, contactMessages.message)
      .max(5000, contactMessages.messageMax),
  })
  .meta({ id: 'ContactRequest' });

export type ContactRequest = z.infer<typeof contactRequestSchema>;

export const contactResponseSchema = z
  .object({ success: z.boolean(), message: z.string(), id: z.number().int() })
  .meta({ id: 'ContactResponse' });
export type ContactResponse = z.infer<typeof contactResponseSchema>;
