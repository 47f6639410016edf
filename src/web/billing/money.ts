/** "$20.00" from integer cents. */
export function dollars(cents: number): string {
  return `$${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** The checkout's button: what is paid now, or the free trial it starts. */
export function checkoutAction(due: { amountDueNowCents: number; trialDays: number }): string {
  return due.amountDueNowCents > 0
    ? `Pay ${dollars(due.amountDueNowCents)}`
    : `Start ${due.trialDays}-day free trial`;
}
