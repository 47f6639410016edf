import type { CrisisKind } from '../../contract/safety-values.js';
import { type CountryHelp, helpFor, INTERNATIONAL } from './help-lines.js';

/** How the instruction to the model names a kind of crisis. */
const KIND_WORDS: Record<CrisisKind, string> = {
  suicide: 'thoughts of suicide or of not wanting to live',
  selfHarm: 'hurting themselves',
  harmToOthers: 'hurting someone else',
  abuseOrDanger: 'abuse or being in danger',
  medicalEmergency: 'a medical emergency happening now',
};

/** The help of a country in words for a prompt: the crisis line, then the emergency number. */
export function helpLineWords(help: CountryHelp): string {
  const { crisis, emergency } = help;
  const texting = (sms: string, body: string | null) => `text ${body ? `${body} to ` : ''}${sms}`;
  const text = help.text?.sms
    ? `, or ${texting(help.text.sms, help.text.smsBody)} (${help.text.name})`
    : crisis.sms
      ? crisis.sms === crisis.phone
        ? ' (call or text)'
        : `, or ${texting(crisis.sms, crisis.smsBody)}`
      : '';
  const line = crisis.phone
    ? `${crisis.name} on ${crisis.phone}${text}`
    : 'a local crisis line (the card on their screen links to a directory of them)';
  const where = help.country === INTERNATIONAL ? 'where they are' : `in their country (${help.country})`;
  return `${line}, and the emergency number ${where} is ${emergency.phone}`;
}

/**
 * The instruction added for one turn when a safety layer found a crisis in the person's message:
 * step out of the persona, warmth, the help line of their country, someone they trust; for a
 * medical emergency the emergency number first.
 */
export function reinforcedSafetyInstruction(
  kinds: readonly CrisisKind[],
  country: string,
  languageName?: string,
): string {
  const help = helpFor(country);
  const about = kinds.map((kind) => KIND_WORDS[kind]).join(', ');
  const first = kinds.includes('medicalEmergency')
    ? `Tell them first to call the emergency number ${help.emergency.phone} now.`
    : `Give them the crisis line: ${helpLineWords(help)}.`;
  return [
    `SAFETY, THIS TURN: the person's last message appears to speak of ${about}.`,
    'Step out of your persona now: no expertise, no role play, no advice on the topic of the conversation.',
    'Answer as a caring person would, briefly and warmly, without judgement or lecturing; say you are glad they told you.',
    first,
    kinds.includes('medicalEmergency') ? `Then mention the crisis line: ${helpLineWords(help)}.` : '',
    'Encourage them to reach out right now to someone they trust, and to stay with people if they are in danger.',
    `Say the numbers clearly${languageName ? `, in ${languageName}` : ''}, keep it to a few short spoken sentences, and end by gently asking how they are right now.`,
  ]
    .filter(Boolean)
    .join(' ');
}
