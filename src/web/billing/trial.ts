import { useAuth } from '../auth/use-auth.js';
import type { Plan } from './plans.js';

/**
 * Whether Basic's free trial may be offered: to a guest (a new account gets it), and to a signed-in
 * person whose e-mail address has not had it (the trial is once per address; the server says).
 */
export function useTrialAvailable(): boolean {
  const { user } = useAuth();
  return user?.trialAvailable ?? true;
}

/** The plan as it is offered to this person: without its trial when the trial is not theirs to take. */
export function offeredPlan(plan: Plan, trialAvailable: boolean): Plan {
  return trialAvailable ? plan : { ...plan, trialDays: 0 };
}
