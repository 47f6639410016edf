import { z } from 'zod';

/**
 * An environment variable holding a JSON table (AI_PRICES, SPEECH_QUOTAS): unset gives the schema's
 * defaults; missing keys keep theirs; the error message names the first wrong key.
 */
export function jsonTableFromEnv<T extends z.ZodType>(schema: T, what: string, example: string) {
  const defaults: z.infer<T> = schema.parse({});
  return z
    .string()
    .optional()
    .transform((raw, ctx): z.infer<T> => {
      if (raw === undefined) return defaults;
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        ctx.addIssue({ code: 'custom', message: `must be JSON, e.g. ${example}` });
        return z.NEVER;
      }
      const result = schema.safeParse(json);
      if (result.success) return result.data;
      const issue = result.error.issues[0];
      const where = issue?.path.join('.') || 'the table';
      ctx.addIssue({
        code: 'custom',
        message: `must be ${what}: ${where} ${issue?.message ?? 'is invalid'}`,
      });
      return z.NEVER;
    });
}
