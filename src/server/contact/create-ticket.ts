import type { ContactRequest } from '../../contract/contact.js';
import { contactMessages } from '../../contract/contact.js';
import type { Database } from '../db/client.js';
import { contactTickets } from '../db/schema/index.js';
import type { AttemptLimiter } from '../http/brute-force.js';

/**
 * Stores a contact ticket (status new, priority medium) for the admin's Contact Tickets tab; written
 * signed in, it belongs to the account, whose owner reads the staff's answers in the app.
 */
export async function createTicket(
  deps: { db: Database; limiter: AttemptLimiter; clock: () => Date },
  input: ContactRequest,
  from: { ip: string; userId: number | null },
): Promise<{ success: true; message: string; id: number }> {
  await deps.limiter.consume([['contactIp', from.ip]]);
  const now = deps.clock();
  const [row] = await deps.db
    .insert(contactTickets)
    .values({
      name: input.name,
      email: input.email.toLowerCase(),
      message: input.message,
      userId: from.userId,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: contactTickets.id });
  if (!row) throw new Error('contact ticket not stored');
  return { success: true, message: contactMessages.sent, id: row.id };
}
