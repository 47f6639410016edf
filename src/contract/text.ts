import { z } from 'zod';

export const invalidCharacters = 'Text must not contain invalid characters';

/** A string schema that refuses the NUL character, which Postgres text cannot store. */
export function text(error?: string) {
  return z.string(error ? { error } : undefined).refine((s) => !s.includes('\u0000'), invalidCharacters);
}
