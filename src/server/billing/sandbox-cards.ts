/**
 * The sandbox's test cards, as Stripe documents them: 4242 4242 4242 4242 pays; 4000 0000 0000 0341 is
 * accepted at checkout but every later charge (renewal, upgrade) is declined; 4000 0000 0000 0002 is
 * declined; 4000 0000 0000 9995 has insufficient funds. Any other number is refused as unknown.
 */
export type CardOutcome = 'succeeds' | 'laterChargesFail' | 'declined' | 'insufficientFunds';

const testCards: Record<string, CardOutcome> = {
  '4242424242424242': 'succeeds',
  '4000000000000341': 'laterChargesFail',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficientFunds',
};

export const sandboxCardOutcome = (digits: string): CardOutcome | null => testCards[digits] ?? null;

/** A charge on a card stored at checkout (by its last four digits): only 0341's are declined. */
export const sandboxChargeSucceeds = (cardLast4: string | null, cents: number): boolean =>
  cents === 0 || cardLast4 !== '0341';

/** A card expires after the last day of its expiry month (UTC). */
export function cardExpired(expMonth: number, expYear: number, now: Date): boolean {
  const year = now.getUTCFullYear();
  return expYear < year || (expYear === year && expMonth < now.getUTCMonth() + 1);
}
