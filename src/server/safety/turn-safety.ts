import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { CallPriority } from '../../contract/billing-values.js';
import { DEFAULT_LANGUAGE, supportedLanguage } from '../../contract/languages.js';
import {
  type AdviceTopic,
  adviceTopics,
  type CrisisKind,
  crisisKinds,
  type SafetyLayer,
  type SafetyNotice,
} from '../../contract/safety-values.js';
import type { Database } from '../db/client.js';
import { messages } from '../db/schema/index.js';
import { detectAdviceTopics } from './advice-topics.js';
import { type CrisisDetection, detectCrisis } from './detect-crisis.js';
import { safetyNotice } from './help-lines.js';
import type { SafetyCheck } from './safety-check.js';
import { recordSafetyEvents } from './safety-events.js';

/**
 * How long the end of a reply waits for an asynchronous safety check still under way before the check
 * is called off. The reply itself never waits for it; only `done` does, and only this long.
 */
export const SAFETY_CHECK_GRACE_MS = 2000;

export type TurnSafetyDeps = {
  db: Database;
  clock: () => Date;
  log: Pick<FastifyBaseLogger, 'error'>;
  /** The model's structured check, or the provider's moderation; none without a provider. */
  safetyCheck?: SafetyCheck | undefined;
  /** The server's secret: salts the keys that count each scope's safety events once. */
  secret: string;
};

export type TurnSafetyInput = {
  text: string;
  /** The conversation's language (BCP-47). */
  language: string;
  /** The country whose help lines to give. */
  country: string;
  /** The priority of the turn's model calls (its person's plan): the check's call waits with it. */
  priority: CallPriority;
  /** The stored user message to mark; null when nothing is stored (a guest). */
  messageId: number | null;
  /**
   * Where the message was said (a conversation, a thread, a guest's address): each kind is counted
   * at most once per scope (SAFETY_EVENT_ONCE_SECONDS), so one person cannot swell the counts.
   */
  eventScope: string;
  /** A safety layer raised the signal, or added kinds to it: the help card to show now. */
  onNotice?(notice: SafetyNotice): void;
};

export type TurnSafety = {
  /** What the offline detector found, at once. */
  readonly offline: CrisisDetection | null;
  /** The kinds found so far by any layer, in the order of `crisisKinds`. */
  kinds(): CrisisKind[];
  notice(): SafetyNotice | null;
  /** Topics of the question that call for the not-professional-advice line. */
  topics(): AdviceTopic[];
  /**
   * The turn is ending: waits for a check still under way (at most SAFETY_CHECK_GRACE_MS, not at all
   * when `wait` is false), calls it off, and waits for the marks and counts to be written.
   */
  settle(wait: boolean): Promise<void>;
};

/**
 * The safety of one turn. The offline detector reads the message at once (its signal comes before
 * the reply starts); the asynchronous check starts beside the reply and its finding is taken whenever
 * it arrives. Either layer raising the signal calls `onNotice`, marks the user's message with the
 * kinds (so a reloaded conversation shows the card again) and counts one safety event per new kind
 * (at most one per kind in the turn's scope): kind, language, layer and hour, never the message or
 * the person. Failures of the check or of the
 * writes are logged, never shown: the reply goes on.
 */
export function watchTurnSafety(
  deps: TurnSafetyDeps,
  input: TurnSafetyInput,
  signal: AbortSignal,
): TurnSafety {
  const language = supportedLanguage(input.language) ?? DEFAULT_LANGUAGE;
  const found = new Map<CrisisKind, SafetyLayer>();
  const topics = new Set<AdviceTopic>(detectAdviceTopics(input.text, language));
  const writes: Promise<void>[] = [];
  const kinds = () => crisisKinds.filter((kind) => found.has(kind));
  const notice = () => (found.size > 0 ? safetyNotice(kinds(), input.country) : null);

  const written = (work: Promise<unknown>, what: string) =>
    writes.push(
      work.then(
        () => {},
        (err: unknown) => deps.log.error({ err }, `safety: ${what} not written`),
      ),
    );

  const raise = (raised: readonly CrisisKind[], layer: SafetyLayer) => {
    const added = raised.filter((kind) => crisisKinds.includes(kind) && !found.has(kind));
    if (added.length === 0) return;
    for (const kind of added) found.set(kind, layer);
    const now = notice();
    if (now) input.onNotice?.(now);
    written(
      recordSafetyEvents(
        deps.db,
        added.map((kind) => ({ kind, layer })),
        language,
        deps.clock(),
        { secret: deps.secret, scope: input.eventScope },
      ),
      'events',
    );
    if (input.messageId !== null) {
      written(
        deps.db.update(messages).set({ safetyKinds: kinds() }).where(eq(messages.id, input.messageId)),
        'message mark',
      );
    }
  };

  const offline = detectCrisis(input.text, language);
  if (offline) raise(offline.kinds, 'offline');

  const stop = new AbortController();
  const onAbort = () => stop.abort();
  signal.addEventListener('abort', onAbort, { once: true });
  let check: Promise<void> = Promise.resolve();
  const safetyCheck = deps.safetyCheck;
  if (safetyCheck) {
    check = Promise.resolve()
      .then(() =>
        safetyCheck({
          text: input.text,
          language: input.language,
          priority: input.priority,
          signal: stop.signal,
        }),
      )
      .then(
        (finding) => {
          if (!finding || stop.signal.aborted) return;
          raise(finding.kinds, finding.source);
          for (const topic of finding.topics) if (adviceTopics.includes(topic)) topics.add(topic);
        },
        (err: unknown) => {
          if (!stop.signal.aborted) deps.log.error({ err }, 'safety: the safety check failed');
        },
      );
  }

  return {
    offline,
    kinds,
    notice,
    topics: () => adviceTopics.filter((topic) => topics.has(topic)),
    async settle(wait) {
      if (wait && !stop.signal.aborted) {
        let timer: NodeJS.Timeout | undefined;
        const grace = new Promise<void>((resolve) => {
          timer = setTimeout(resolve, SAFETY_CHECK_GRACE_MS);
        });
        await Promise.race([check, grace]);
        clearTimeout(timer);
      }
      stop.abort();
      signal.removeEventListener('abort', onAbort);
      await Promise.all(writes);
    },
  };
}
