import { createSealer, SealError, type Sealer, type SealingKey } from './sealer.js';

/**
 * The process's keys for what people say, set once at start-up (before the database is opened) by
 * `installKeys`. The database columns that hold people's words (db/schema/sealed-columns.ts) seal and open
 * through it. Keys given again later (tests start several apps in one process) are added: the newest
 * set's first key seals, every key given opens.
 */
let keys: SealingKey[] = [];
let sealer: Sealer | null = null;

export function installKeys(given: readonly SealingKey[]): void {
  for (const k of given) {
    const known = keys.find((have) => have.id === k.id);
    if (known && !known.key.equals(k.key)) throw new SealError(`key id ${k.id} names two different keys`);
  }
  const rest = keys.filter((have) => !given.some((k) => k.id === have.id));
  keys = [...given, ...rest];
  sealer = createSealer(keys);
}

/** The sealer of the keys given to `installKeys`; throws when none were given (nothing is stored in plain). */
export function activeSealer(): Sealer {
  if (!sealer)
    throw new SealError('no encryption keys: installKeys() was not called before the database was used');
  return sealer;
}
