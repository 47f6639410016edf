/** What the browser reads of each created reminder (spec section 7: id, title, scheduledTime). */
export type ExtractedReminder = { id: number; title: string; scheduledTime: string };

/** 'Reminders Created' (spec section 8): 'Created N reminder(s) from your message.' */
export function createdText(count: number): string {
  return `Created ${count} ${count === 1 ? 'reminder' : 'reminders'} from your message.`;
}
