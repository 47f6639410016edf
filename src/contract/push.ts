import { z } from 'zod';
import { text } from './text.js';

/** Longest endpoint URL accepted (real ones are well under). */
export const PUSH_ENDPOINT_MAX = 2048;

export const pushMessages = {
  endpoint: 'Endpoint must be an https URL',
  p256dh: 'p256dh must be a base64url P-256 public key',
  auth: 'auth must be a base64url secret of 16 bytes',
  keys: 'keys must hold p256dh and auth',
  expirationTime: 'expirationTime must be a number of milliseconds or null',
  subscribed: 'Notifications will reach this browser',
  endpointTaken: 'This push subscription belongs to another account',
  unsubscribed: 'Notifications will no longer reach this browser',
} as const;

/** base64url of an uncompressed P-256 point (65 bytes) and of a 16-byte secret, padding optional. */
const p256dhText = /^[A-Za-z0-9_-]{86}[AEIMQUYcgkosw048]=?$/;
const authText = /^[A-Za-z0-9_-]{21}[AQgw](==)?$/;

/** Any http(s) URL here; the server narrows it to https (or local http in tests and development). */
const endpointSchema = text(pushMessages.endpoint)
  .pipe(z.string().max(PUSH_ENDPOINT_MAX, pushMessages.endpoint))
  .pipe(z.url({ protocol: /^https?$/, error: pushMessages.endpoint }));

export const pushPublicKeySchema = z
  .object({ publicKey: z.string().describe('The VAPID public key, base64url (applicationServerKey)') })
  .meta({ id: 'PushPublicKey' });

/** What PushSubscription.toJSON() gives in a browser. */
export const pushSubscribeSchema = z
  .object({
    endpoint: endpointSchema,
    keys: z.object(
      {
        p256dh: z.string({ error: pushMessages.p256dh }).regex(p256dhText, pushMessages.p256dh),
        auth: z.string({ error: pushMessages.auth }).regex(authText, pushMessages.auth),
      },
      { error: pushMessages.keys },
    ),
    expirationTime: z.number({ error: pushMessages.expirationTime }).nullable().optional(),
  })
  .meta({ id: 'PushSubscribe' });
export type PushSubscribe = z.infer<typeof pushSubscribeSchema>;

export const pushUnsubscribeSchema = z.object({ endpoint: endpointSchema }).meta({ id: 'PushUnsubscribe' });

/** The JSON a reminder's push carries; the service worker shows it as a notification. */
export type ReminderPushPayload = {
  type: 'reminder';
  id: number;
  title: string;
  body: string;
  /** ISO 8601. */
  scheduledTime: string;
  /** One notification per reminder and occurrence: a repeat replaces rather than stacks. */
  tag: string;
  /** Where a click leads: the voice screen, where the expert says the reminder aloud (followUpPath). */
  url: string;
};

// Request and answer types, inferred from the schemas above (they cost nothing at run time).
export type PushPublicKey = z.infer<typeof pushPublicKeySchema>;
export type PushUnsubscribe = z.infer<typeof pushUnsubscribeSchema>;
