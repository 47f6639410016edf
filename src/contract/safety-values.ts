// Without zod: the voice screen reads these when a help card is shown.

/** What a crisis message is about; the order is the order of concern when one message says several. */
export const crisisKinds = [
  'suicide',
  'selfHarm',
  'harmToOthers',
  'abuseOrDanger',
  'medicalEmergency',
] as const;
export type CrisisKind = (typeof crisisKinds)[number];

/** Topics whose answers carry a short line saying they are not professional advice. */
export const adviceTopics = ['medical', 'legal', 'financial'] as const;
export type AdviceTopic = (typeof adviceTopics)[number];

/** Which layer raised a safety signal: the offline phrases, the model's own check, or the provider's moderation. */
export const safetyLayers = ['offline', 'model', 'moderation'] as const;
export type SafetyLayer = (typeof safetyLayers)[number];

/** One number a person in trouble can call or text, as the help card shows it. */
export type HelpLine = {
  /** `emergency`: police, ambulance, fire; `crisis`: a listening or crisis line. */
  kind: 'emergency' | 'crisis';
  /** The service's own name ("Samaritans", "988 Suicide & Crisis Lifeline"). */
  name: string;
  /** To call, written the way the service writes it ("116 123"); null when it takes no calls. */
  phone: string | null;
  /** A number that takes text messages (SMS); null when there is none. */
  sms: string | null;
  /** The word to text, when the service asks for one ("SHOUT"). */
  smsBody: string | null;
  /** The service's own page. */
  url: string;
};

/**
 * What the help card shows for a message that speaks of a crisis: the kinds found, the country whose
 * lines are shown (ISO 3166 alpha-2, or `INT` for the international fallback), and the lines in the
 * order to show them (the emergency number first for a medical emergency).
 */
export type SafetyNotice = {
  kinds: CrisisKind[];
  country: string;
  helpLines: HelpLine[];
};

/** The digits (and a leading +) of a number, as a `tel:` or `sms:` link takes them. */
export const dialable = (number: string): string => number.replace(/[^\d+]/g, '');
