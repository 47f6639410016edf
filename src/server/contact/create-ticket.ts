import type { ContactRequest } from '../../contract/contact.js';
import { contactMessages } from '../../contract/contact.js';
import { toSubscriptionView } from '../billing/subscription-view.js';
import type { Database } from '../db/client.js';
import { contactTickets, type UserRow } from '../db/schema/index.js';
import type { AttemptLimiter } from '../http/brute-force.js';

/**
 * Stores a contact ticket (status new, priority medium) for the admin's Contact Tickets tab; written
 * signed in, it belongs to the account, whose owner reads the staff's answers in the app. The writer's
 * plan at that moment (Free for a guest or a lapsed subscription) sets how soon it is answered.
 */
export async function createTicket(
  deps: { db: Database; limiter: AttemptLimiter; clock: () => Date },
  input: ContactRequest,
  from: { ip: string; user: UserRow | null },
): Promise<{ success: true; message: string; id: number }> {
  await deps.limiter.consume([['contactIp', from.ip]]);
  const now = deps.clock();
  const plan = from.user ? (toSubscriptionView(from.user, now)?.plan ?? 'free') : 'free';
  const [row] = await deps.db
    .insert(contactTickets)
    .values({
      name: input.name,
      email: input.email.toLowerCase(),
      message: input.message,
      userId: from.user?.id ?? null,
      supportPlan: plan,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: contactTickets.id });
  if (!row) throw new Error('contact ticket not stored');
  return { success: true, message: contactMessages.sent, id: row.id };
}
