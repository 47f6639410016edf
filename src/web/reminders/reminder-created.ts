/** The 'Reminders Created' toast's text: 'Created N reminder(s) from your message.' */
export function createdText(count: number): string {
  return `Created ${count} ${count === 1 ? 'reminder' : 'reminders'} from your message.`;
}
