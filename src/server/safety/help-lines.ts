import { type ConversationLanguage, supportedLanguage } from '../../contract/languages.js';
import type { CrisisKind, HelpLine, SafetyNotice } from '../../contract/safety-values.js';

/** A line of the table: what the card shows, plus the day someone last compared it with its source. */
export type HelpLineEntry = HelpLine & {
  /** YYYY-MM-DD: when the number was last compared with `url`. */
  checked: string;
};

export type CountryHelp = {
  /** ISO 3166-1 alpha-2, or INT for the international fallback. */
  country: string;
  emergency: HelpLineEntry;
  crisis: HelpLineEntry;
};

const line = (
  kind: HelpLine['kind'],
  name: string,
  phone: string | null,
  url: string,
  checked: string,
  text: { sms: string; body?: string } | null = null,
): HelpLineEntry => ({
  kind,
  name,
  phone,
  sms: text?.sms ?? null,
  smsBody: text?.body ?? null,
  url,
  checked,
});

/** The first version of the table; see docs/SAFETY.md for how each entry is checked and updated. */
const FIRST = '2026-11-24';
const EU_112 = 'https://digital-strategy.ec.europa.eu/en/policies/112';
const emergency = (phone: string, url: string, name = 'Emergency services') =>
  line('emergency', name, phone, url, FIRST);
const crisis = (name: string, phone: string | null, url: string, text?: { sms: string; body?: string }) =>
  line('crisis', name, phone, url, FIRST, text ?? null);

/**
 * Emergency number and crisis line per country: the main markets of the eleven conversation
 * languages, and an international fallback. Every number here is one a person can reach free or at
 * a local rate, at any hour where the service says so.
 */
export const helpLineTable: readonly CountryHelp[] = [
  {
    country: 'US',
    emergency: emergency('911', 'https://www.911.gov/'),
    crisis: crisis('988 Suicide & Crisis Lifeline', '988', 'https://988lifeline.org/', { sms: '988' }),
  },
  {
    country: 'CA',
    emergency: emergency('911', 'https://www.canada.ca/en/services/policing/emergencies.html'),
    crisis: crisis('9-8-8 Suicide Crisis Helpline', '988', 'https://988.ca/', { sms: '988' }),
  },
  {
    country: 'GB',
    emergency: emergency('999', 'https://www.gov.uk/guidance/999-and-112-the-uks-national-emergency-numbers'),
    crisis: crisis('Samaritans', '116 123', 'https://www.samaritans.org/', { sms: '85258', body: 'SHOUT' }),
  },
  {
    country: 'IE',
    emergency: emergency('112', 'https://www.gov.ie/en/publication/emergency-call-answering-service/'),
    crisis: crisis('Samaritans Ireland', '116 123', 'https://www.samaritans.org/ireland/', {
      sms: '50808',
      body: 'HELLO',
    }),
  },
  {
    country: 'AU',
    emergency: emergency('000', 'https://www.triplezero.gov.au/'),
    crisis: crisis('Lifeline', '13 11 14', 'https://www.lifeline.org.au/', { sms: '0477 13 11 14' }),
  },
  {
    country: 'NZ',
    emergency: emergency('111', 'https://www.police.govt.nz/contact-us/emergency-111-calls'),
    crisis: crisis('1737 Need to talk?', '1737', 'https://1737.org.nz/', { sms: '1737' }),
  },
  {
    country: 'IN',
    emergency: emergency('112', 'https://112.gov.in/'),
    crisis: crisis('Tele-MANAS', '14416', 'https://telemanas.mohfw.gov.in/'),
  },
  {
    country: 'ES',
    emergency: emergency('112', EU_112, 'Emergencias'),
    crisis: crisis(
      'Línea 024 de atención a la conducta suicida',
      '024',
      'https://www.sanidad.gob.es/linea024/',
    ),
  },
  {
    country: 'MX',
    emergency: emergency('911', 'https://www.gob.mx/911', 'Emergencias'),
    crisis: crisis('Línea de la Vida', '800 911 2000', 'https://www.gob.mx/salud/conadic'),
  },
  {
    country: 'FR',
    emergency: emergency('112', EU_112, 'Urgences'),
    crisis: crisis('Numéro national de prévention du suicide', '3114', 'https://3114.fr/'),
  },
  {
    country: 'BE',
    emergency: emergency('112', EU_112, 'Urgences'),
    crisis: crisis('Centre de Prévention du Suicide', '0800 32 123', 'https://www.preventionsuicide.be/'),
  },
  {
    country: 'CH',
    emergency: emergency('112', 'https://www.144.ch/', 'Notruf'),
    crisis: crisis('Die Dargebotene Hand / La Main Tendue', '143', 'https://www.143.ch/'),
  },
  {
    country: 'DE',
    emergency: emergency('112', EU_112, 'Notruf'),
    crisis: crisis('TelefonSeelsorge', '0800 111 0 111', 'https://www.telefonseelsorge.de/'),
  },
  {
    country: 'AT',
    emergency: emergency('112', EU_112, 'Notruf'),
    crisis: crisis('TelefonSeelsorge', '142', 'https://www.telefonseelsorge.at/'),
  },
  {
    country: 'RU',
    emergency: emergency('112', 'https://mchs.gov.ru/', 'Экстренные службы'),
    crisis: crisis('Телефон доверия МЧС России', '+7 495 989-50-50', 'https://mchs.gov.ru/'),
  },
  {
    country: 'IL',
    emergency: emergency('101', 'https://www.mdais.org/', 'מד״א'),
    crisis: crisis('ער״ן', '1201', 'https://www.eran.org.il/'),
  },
  {
    country: 'SK',
    emergency: emergency('112', EU_112, 'Tiesňová linka'),
    crisis: crisis('Linka dôvery Nezábudka', '0800 800 566', 'https://www.dusevnezdravie.sk/'),
  },
  {
    country: 'CZ',
    emergency: emergency('112', EU_112, 'Tísňová linka'),
    crisis: crisis('Linka první psychické pomoci', '116 123', 'https://www.linkapsychickepomoci.cz/'),
  },
  {
    country: 'CN',
    emergency: emergency('120', 'https://www.nhc.gov.cn/', '急救电话'),
    crisis: crisis('全国心理援助热线', '12356', 'https://www.nhc.gov.cn/'),
  },
  {
    country: 'JP',
    emergency: emergency('119', 'https://www.fdma.go.jp/', '救急'),
    crisis: crisis('いのちの電話', '0570-783-556', 'https://www.inochinodenwa.org/'),
  },
  {
    country: 'SA',
    emergency: emergency('997', 'https://www.srca.org.sa/', 'الهلال الأحمر السعودي'),
    crisis: crisis('المركز الوطني لتعزيز الصحة النفسية', '920033360', 'https://ncmh.org.sa/'),
  },
  {
    country: 'EG',
    emergency: emergency('123', 'https://www.mohp.gov.eg/', 'الإسعاف'),
    crisis: crisis('الخط الساخن للأمانة العامة للصحة النفسية', '08008880700', 'https://www.mohp.gov.eg/'),
  },
  {
    country: 'AE',
    emergency: emergency(
      '998',
      'https://u.ae/en/information-and-services/justice-safety-and-the-law/emergency-numbers',
      'الإسعاف',
    ),
    crisis: crisis(
      '800 HOPE',
      '800 4673',
      'https://u.ae/en/information-and-services/health-and-fitness/mental-health',
    ),
  },
  {
    // No country known: 112 reaches emergency services from most mobile phones in the world, and the
    // directory lists the crisis lines of every country.
    country: 'INT',
    emergency: emergency('112', EU_112),
    crisis: crisis('Find A Helpline', null, 'https://findahelpline.com/'),
  },
];

export const INTERNATIONAL = 'INT';
const byCountry = new Map(helpLineTable.map((entry) => [entry.country, entry]));

/** The help of one country, or the international fallback. */
export function helpFor(country: string): CountryHelp {
  const found = byCountry.get(country.toUpperCase()) ?? byCountry.get(INTERNATIONAL);
  if (!found) throw new Error('The help-line table has no international fallback');
  return found;
}

/** The country whose help lines a language's speakers most likely need when nothing else is known. */
export const languageCountry: Record<ConversationLanguage, string> = {
  'en-US': 'US',
  'he-IL': 'IL',
  'es-ES': 'ES',
  'fr-FR': 'FR',
  'de-DE': 'DE',
  'ru-RU': 'RU',
  'sk-SK': 'SK',
  'zh-CN': 'CN',
  'ja-JP': 'JP',
  'ar-SA': 'SA',
  'hi-IN': 'IN',
};

/** Zones whose name does not start with a prefix of ZONE_PREFIXES, by country. */
const ZONES: Record<string, string[]> = {
  US: [
    'America/New_York',
    'America/Chicago',
    'America/Denver',
    'America/Los_Angeles',
    'America/Phoenix',
    'America/Anchorage',
    'America/Juneau',
    'America/Sitka',
    'America/Nome',
    'America/Adak',
    'America/Detroit',
    'America/Boise',
    'America/Menominee',
    'Pacific/Honolulu',
    'EST5EDT',
    'CST6CDT',
    'MST7MDT',
    'PST8PDT',
  ],
  CA: [
    'America/Toronto',
    'America/Vancouver',
    'America/Edmonton',
    'America/Winnipeg',
    'America/Regina',
    'America/Halifax',
    'America/St_Johns',
    'America/Moncton',
    'America/Montreal',
    'America/Whitehorse',
    'America/Yellowknife',
    'America/Iqaluit',
    'America/Glace_Bay',
    'America/Goose_Bay',
    'America/Dawson_Creek',
  ],
  GB: ['Europe/London', 'Europe/Belfast', 'GB', 'GB-Eire'],
  IE: ['Europe/Dublin', 'Eire'],
  NZ: ['Pacific/Auckland', 'Pacific/Chatham', 'NZ'],
  IN: ['Asia/Kolkata', 'Asia/Calcutta'],
  ES: ['Europe/Madrid', 'Atlantic/Canary', 'Africa/Ceuta'],
  MX: [
    'America/Mexico_City',
    'America/Cancun',
    'America/Merida',
    'America/Monterrey',
    'America/Matamoros',
    'America/Chihuahua',
    'America/Ciudad_Juarez',
    'America/Ojinaga',
    'America/Mazatlan',
    'America/Bahia_Banderas',
    'America/Hermosillo',
    'America/Tijuana',
  ],
  FR: ['Europe/Paris'],
  BE: ['Europe/Brussels'],
  CH: ['Europe/Zurich'],
  DE: ['Europe/Berlin', 'Europe/Busingen'],
  AT: ['Europe/Vienna'],
  RU: [
    'Europe/Moscow',
    'Europe/Kaliningrad',
    'Europe/Samara',
    'Europe/Volgograd',
    'Europe/Saratov',
    'Europe/Ulyanovsk',
    'Europe/Astrakhan',
    'Europe/Kirov',
    'Asia/Yekaterinburg',
    'Asia/Omsk',
    'Asia/Novosibirsk',
    'Asia/Barnaul',
    'Asia/Tomsk',
    'Asia/Novokuznetsk',
    'Asia/Krasnoyarsk',
    'Asia/Irkutsk',
    'Asia/Chita',
    'Asia/Yakutsk',
    'Asia/Khandyga',
    'Asia/Vladivostok',
    'Asia/Ust-Nera',
    'Asia/Magadan',
    'Asia/Sakhalin',
    'Asia/Srednekolymsk',
    'Asia/Kamchatka',
    'Asia/Anadyr',
    'W-SU',
  ],
  IL: ['Asia/Jerusalem', 'Asia/Tel_Aviv', 'Israel'],
  SK: ['Europe/Bratislava'],
  CZ: ['Europe/Prague'],
  CN: ['Asia/Shanghai', 'Asia/Urumqi', 'Asia/Chongqing', 'Asia/Chungking', 'Asia/Harbin', 'PRC'],
  JP: ['Asia/Tokyo', 'Japan'],
  SA: ['Asia/Riyadh'],
  EG: ['Africa/Cairo', 'Egypt'],
  AE: ['Asia/Dubai'],
};
/** Whole families of zones that belong to one country. */
const ZONE_PREFIXES: [string, string][] = [
  ['america/indiana/', 'US'],
  ['america/kentucky/', 'US'],
  ['america/north_dakota/', 'US'],
  ['us/', 'US'],
  ['canada/', 'CA'],
  ['australia/', 'AU'],
  ['mexico/', 'MX'],
];
const zoneCountry = new Map(
  Object.entries(ZONES).flatMap(([country, zones]) => zones.map((zone) => [zone.toLowerCase(), country])),
);

/** The country of an IANA time zone, when the table has help for it ("Europe/Vienna" -> AT). */
export function countryOfZone(zone: string | null | undefined): string | undefined {
  if (!zone) return undefined;
  const name = zone.trim().toLowerCase();
  return zoneCountry.get(name) ?? ZONE_PREFIXES.find(([prefix]) => name.startsWith(prefix))?.[1];
}

/**
 * The first region of an Accept-Language header, by preference, that the table has help for
 * ("de-AT,de;q=0.9,en;q=0.5" -> AT). Tags without a region, and regions the table lacks, are skipped.
 */
export function countryOfAcceptLanguage(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const tags = header
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((t) => t.q > 0 && !Number.isNaN(t.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of tags) {
    // language[-script]-REGION: the region is the first later subtag of two letters.
    const region = tag
      .split(/[-_]/)
      .slice(1)
      .find((sub) => /^[a-z]{2}$/i.test(sub));
    if (region && byCountry.has(region.toUpperCase())) return region.toUpperCase();
  }
  return undefined;
}

/** What is known of where the person is. */
export type Whereabouts = {
  /** The conversation's language. */
  language: string;
  /** The time zone of the user's settings. */
  timeZone?: string | null;
  /** The request's Accept-Language header. */
  acceptLanguage?: string | null;
};

/**
 * The country whose help lines to give: the one of the user's time zone, else the region of the
 * browser's languages, else the conversation language's main country, else the international fallback.
 */
export function chooseCountry(where: Whereabouts): string {
  const language = supportedLanguage(where.language);
  return (
    countryOfZone(where.timeZone) ??
    countryOfAcceptLanguage(where.acceptLanguage) ??
    (language ? languageCountry[language] : undefined) ??
    INTERNATIONAL
  );
}

const stripped = ({ checked: _checked, ...shown }: HelpLineEntry): HelpLine => shown;

/**
 * What the help card shows for `kinds` in `country`: the crisis line first, the emergency number
 * after it; for a medical emergency the emergency number first.
 */
export function safetyNotice(kinds: readonly CrisisKind[], country: string): SafetyNotice {
  const help = helpFor(country);
  const lines = kinds.includes('medicalEmergency')
    ? [help.emergency, help.crisis]
    : [help.crisis, help.emergency];
  return { kinds: [...kinds], country: help.country, helpLines: lines.map(stripped) };
}
