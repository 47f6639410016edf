import type { CallPriority } from '../../contract/billing-values.js';
import type { AdviceTopic, SafetyLayer } from '../../contract/safety-values.js';
import type { CrisisKind } from './patterns/types.js';

export { type AdviceTopic, adviceTopics } from '../../contract/safety-values.js';

/** Which layer raised a finding: the offline phrases, the model's own check, or the provider's moderation. */
export type SafetySource = SafetyLayer;

/** What a safety layer found in one user message. Empty lists mean nothing was found. */
export type SafetyFinding = {
  /** Crisis kinds, in the order of `crisisKinds`. */
  kinds: CrisisKind[];
  /** Topics that call for the not-professional-advice line. */
  topics: AdviceTopic[];
  source: SafetySource;
};

/**
 * An asynchronous safety layer run on the user's message alongside the reply (the model's
 * structured check, the provider's moderation). It must never delay the reply: the turn starts the
 * model at once and takes the finding whenever it arrives. Resolves null when it has nothing to say
 * or could not run (a failure of a safety layer is logged, never shown to the user); honours `signal`.
 */
export type SafetyCheck = (input: {
  text: string;
  language: string;
  /** Whose turn it is (model-limiter.ts): the model's check waits for the provider with the reply's priority. */
  priority: CallPriority;
  signal: AbortSignal;
}) => Promise<SafetyFinding | null>;
