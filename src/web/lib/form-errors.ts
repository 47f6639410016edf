import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { errorFields } from './api.js';

/**
 * Puts the server's per-field messages of a refused request (a taken e-mail, a password that is too
 * common) on the form's fields of the same names; fields the form does not show are left out.
 * Answers how many messages were placed.
 *
 * The messages are not the browser's own texts, so they do not go through `t()`: the server sends
 * them already in the person's language, and the messages of the browser's own validation are the
 * contract's zod messages (English in the code), which the shared catalog (`shared.json`) translates
 * through `translateMessage`.
 */
export function setServerFieldErrors<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  names: readonly FieldPath<T>[],
  options: { shouldFocus: boolean } = { shouldFocus: false },
): number {
  const fields = errorFields(err);
  let placed = 0;
  for (const name of names) {
    const message = fields[name];
    if (!message) continue;
    setError(name, { type: 'server', message }, options);
    placed += 1;
  }
  return placed;
}

/**
 * Brings the focused field (one a refusal just focused) to the middle of the screen once its message
 * is drawn, the message under it: clear of the sticky header, under which a plain focus can leave it.
 */
export function revealFocusedField(): void {
  requestAnimationFrame(() => document.activeElement?.scrollIntoView({ block: 'center' }));
}
