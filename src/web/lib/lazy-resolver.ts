import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver that loads its zod schema (and with it zod and the resolver) the first
 * time the form validates. Forms validate on submit, so pages with forms keep zod out of their first
 * load (the 170 KB budget of / and /auth) and still use the contract's schemas and messages.
 */
export function lazyZodResolver<Schema extends z.ZodType<FieldValues, FieldValues>>(
  load: () => Promise<Schema>,
): Resolver<z.input<Schema>, unknown, z.output<Schema>> {
  type Loaded = Resolver<z.input<Schema>, unknown, z.output<Schema>>;
  let resolver: Promise<Loaded> | undefined;
  return async (values, context, options) => {
    resolver ??= Promise.all([load(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema) as unknown as Loaded,
    );
    return (await resolver)(values, context, options);
  };
}

/** The account schemas, loaded on demand. */
export const accountSchemas = () => import('../../contract/accounts.js');
