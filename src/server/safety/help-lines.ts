import { type ConversationLanguage, supportedLanguage } from '../../contract/languages.js';
import type { CrisisKind, HelpLine, SafetyNotice } from '../../contract/safety-values.js';

/** A line of the table: what the card shows, plus where its number was confirmed and when. */
export type HelpLineEntry = HelpLine & {
  /** YYYY-MM-DD: when the number was last compared with `sources`. */
  checked: string;
  /**
   * The pages that show this number (and text number), the service's own or a government's first
   * where one was found. Re-checking an entry means opening these (docs/SAFETY.md has their dates).
   */
  sources: readonly string[];
};

export type CountryHelp = {
  /** ISO 3166-1 alpha-2, or INT for the international fallback. */
  country: string;
  emergency: HelpLineEntry;
  crisis: HelpLineEntry;
  /** A separate service that takes text messages, where it is not the crisis line's own. */
  text?: HelpLineEntry;
};

/**
 * The day every entry was last compared with its sources. The comparison was made against stored
 * copies of the pages (see docs/SAFETY.md); an entry changed later gets its own date.
 */
const CHECKED = '2026-11-24';

type Text = { sms: string; body?: string };

const line = (
  kind: HelpLine['kind'],
  name: string,
  phone: string | null,
  url: string,
  sources: readonly string[],
  text: Text | null = null,
): HelpLineEntry => ({
  kind,
  name,
  phone,
  sms: text?.sms ?? null,
  smsBody: text?.body ?? null,
  url,
  checked: CHECKED,
  sources,
});

const EU_112 = 'https://digital-strategy.ec.europa.eu/en/policies/112';
/** Pages that show 112 as the free emergency number in every EU member state. */
const EU_112_SOURCES = [
  'https://www.news.lt/Law-And-Order-Crime/Need-help-Dial-112.im?f=c&id=189320&p=12',
  'http://www.questbg.com/index.php/news-a-events/mish-mash/806-112-emergency-services-across-all-eu.html',
];
/** The directory of crisis lines the card links to where no crisis line could be confirmed. */
const DIRECTORY = 'https://findahelpline.com/';
const DIRECTORY_SOURCES = [
  'https://findahelpline.com/AU',
  'https://lifeline-international.com/from-idea-to-impact-how-throughline-is-bridging-the-gap-in-global-crisis-support/',
];

const emergency = (phone: string, url: string, sources: readonly string[], name = 'Emergency services') =>
  line('emergency', name, phone, url, sources);
const crisis = (name: string, phone: string, url: string, sources: readonly string[], text?: Text) =>
  line('crisis', name, phone, url, sources, text ?? null);
/** A text-only service: no number to call, a number to text (and the word to send, if it asks one). */
const textLine = (name: string, text: Text, url: string, sources: readonly string[]) =>
  line('crisis', name, null, url, sources, text);
/**
 * A country whose crisis line could not be confirmed: the card links to the directory's page for the
 * country instead of showing a number nobody could vouch for (the emergency number is still shown).
 */
const directory = (country: string) =>
  line('crisis', 'Find A Helpline', null, `${DIRECTORY}${country}`, DIRECTORY_SOURCES);

/**
 * Emergency number and crisis line per country: the main markets of the eleven conversation
 * languages, and an international fallback. Every number here was found on the pages in its
 * `sources`; docs/SAFETY.md records what each page showed, its date, and what was changed.
 */
export const helpLineTable: readonly CountryHelp[] = [
  {
    country: 'US',
    emergency: emergency('911', 'https://www.911.gov/', [
      'https://www.lifeintheusa.com/services1/emergency-calls.htm',
      'https://www.co.pine.mn.us/departments/sheriff/calling_9-1-1.php',
    ]),
    crisis: crisis(
      '988 Suicide & Crisis Lifeline',
      '988',
      'https://988lifeline.org/',
      [
        'https://health.wyo.gov/publichealth/prevention/wivpp/suicide-prevention/988-suicide-crisis-lifeline',
        'https://www.mcphs.edu/student-life/counseling-services/emergency-services/988-suicide-and-crisis-lifeline',
        'https://www.cdcr.ca.gov/ccjbh/2022/07/19/dial-988-to-access-24-hour-emotional-support-and-resources/',
      ],
      { sms: '988' },
    ),
  },
  {
    country: 'CA',
    emergency: emergency('911', 'https://www.canada.ca/en/services/policing/emergencies.html', [
      'https://www1.brampton.ca/EN/residents/Emergency-Management/Pages/About-911.aspx',
      'https://www.woodstockpolice.ca/index.php/community-service?id=120',
    ]),
    crisis: crisis(
      '9-8-8 Suicide Crisis Helpline',
      '988',
      'https://988.ca/',
      [
        'https://www.newswire.ca/news-releases/government-of-canada-launches-three-digit-suicide-crisis-helpline-896472116.html',
        'https://cmhakelowna.com/blog/canadas-9-8-8-suicide-crisis-helpline-launches',
      ],
      { sms: '988' },
    ),
  },
  {
    country: 'GB',
    emergency: emergency(
      '999',
      'https://www.gov.uk/guidance/999-and-112-the-uks-national-emergency-numbers',
      [
        'https://www.wellingtonpractice.co.uk/emergency-information/',
        'http://www.dorset.police.uk/Default.aspx?page=728',
      ],
    ),
    // The text number is Shout's, a separate free 24/7 crisis text service (Samaritans take no texts).
    crisis: crisis('Samaritans', '116 123', 'https://www.samaritans.org/', [
      'https://www.samaritans.org/how-we-can-help/contact-samaritan/',
      'https://www.samaritans.org/news/jamie-hepburn-minister-mental-health-launches-samaritans-new-free-phone-number-campaign',
    ]),
    // Samaritans take calls, not texts: the text line is Shout's, a separate free 24/7 service.
    text: textLine('Shout', { sms: '85258', body: 'SHOUT' }, 'https://giveusashout.org/', [
      'https://www.charitytoday.co.uk/mental-health-innovations-delivers-2-3m-value-to-charity-sector/',
      'https://mentalhealthinnovations.org/news-and-information/reports-and-research/transforming-digital-mental-health-support-with-artificial-intelligence/about-mhi-and-shout/',
    ]),
  },
  {
    country: 'IE',
    emergency: emergency('112', 'https://www2.hse.ie/emergencies/when-to-call-112-or-999/', [
      'https://www2.hse.ie/emergencies/when-to-call-112-or-999/',
      'http://nationalambulanceservice.ie/Calling-999-112/When-to-call-999-112/',
    ]),
    crisis: crisis('Samaritans Ireland', '116 123', 'https://www.samaritans.org/ireland/', [
      'https://www.irishexaminer.com/breakingnews/ireland/samaritans-answer-29m-calls-since-2014-charity-to-play-crucial-role-in-new-mental-help-phone-service-914684.html',
      'https://www.belfasttelegraph.co.uk/news/republic-of-ireland/samaritans-answer-2-9m-calls-in-five-years-of-free-helpline-37970429.html',
    ]),
    // The text line is 50808's, a separate free 24/7 text service funded by the HSE. Its keyword
    // (the first version had HELLO) was on no stored page, so the card asks for no particular word.
    text: textLine('50808', { sms: '50808' }, 'https://text50808.ie/', [
      'https://www.irishexaminer.com/news/munster/arid-40195665.html',
      'http://brendangriffin.ie/?p=903',
    ]),
  },
  {
    country: 'AU',
    emergency: emergency('000', 'https://www.triplezero.gov.au/', [
      'https://www.police.nsw.gov.au/?a=6943',
      'https://en.wikipedia.org/wiki/000_(emergency_telephone_number)',
    ]),
    crisis: crisis(
      'Lifeline',
      '13 11 14',
      'https://www.lifeline.org.au/',
      [
        'https://lifeinmind.org.au/news/lifelines-crisis-text-service-now-available-24-7',
        'https://www.thepushupchallenge.com.au/blog/what-happens-when-you-call-lifeline-',
        'https://lifelineh2h.org.au/get-help/telephone-crisis-support/faqs/',
      ],
      { sms: '0477 13 11 14' },
    ),
  },
  {
    country: 'NZ',
    emergency: emergency('111', 'https://www.police.govt.nz/contact-us/emergency-111-calls', [
      'https://m.scoop.co.nz/stories/PA1706/S00527/single-phone-number-to-access-support-services.htm',
      'https://www.odt.co.nz/news/national/launch-two-new-mental-health-services-make-getting-help-easier',
    ]),
    crisis: crisis(
      '1737 Need to talk?',
      '1737',
      'https://1737.org.nz/',
      [
        'https://m.scoop.co.nz/stories/PA1706/S00527/single-phone-number-to-access-support-services.htm',
        'https://vice.com/en/article/new-zealands-biggest-mental-health-helpline-misses-one-in-four-calls',
      ],
      { sms: '1737' },
    ),
  },
  {
    country: 'IN',
    emergency: emergency('112', 'https://112.gov.in/', [
      'https://en.vikaspedia.in/social-welfare/women-and-child-development/emergency-response-support-system',
      'https://www.dnaindia.com/india/report-delhi-to-launch-single-emergency-helpline-112-for-faster-response-cm-rekha-gupta-3197661',
    ]),
    crisis: crisis('Tele-MANAS', '14416', 'https://telemanas.mohfw.gov.in/', [
      'https://www.thehawk.in/news/health/tele-manas-mental-health-helpline-handles-over-238-lakh-calls-since-2022-prataprao-jadhav',
      'https://www.sakshipost.com/news/tele-manas-mental-health-helpline-gets-3500-calls-day-centre-302441',
      'https://www.livemint.com/news/india/govts-mental-health-helpline-tele-manas-receives-over-2-lakh-calls-since-launch-11690014660473.html',
    ]),
  },
  {
    country: 'ES',
    emergency: emergency('112', EU_112, EU_112_SOURCES, 'Emergencias'),
    crisis: crisis(
      'Línea 024 de atención a la conducta suicida',
      '024',
      'https://www.sanidad.gob.es/linea024/',
      [
        'https://www.rtve.es/noticias/20220509/sanidad-presenta-telefono-prevencion-suicidio/2347183.shtml',
        'https://soydemadrid.com/noticia-comunidad-de-madrid/cuatro-meses-del-024-mas-de-500-suicidios-identificados-70252.aspx',
      ],
    ),
  },
  {
    country: 'MX',
    emergency: emergency(
      '911',
      'https://www.gob.mx/911',
      [
        'https://www.elmanana.com/noticias/nacional/instituciones-de-salud-mental-en-mexico-servicios-gratuitos/6020415',
      ],
      'Emergencias',
    ),
    // Run by CONASAMA (the national mental health and addictions commission) since 2023.
    crisis: crisis('Línea de la Vida', '800 911 2000', 'https://www.gob.mx/salud/conadic', [
      'https://www.eluniversal.com.mx/nacion/promueven-la-linea-de-la-vida-tras-presentar-encuesta-sobre-consumo-de-drogas-asi-puedes-pedir-ayuda/',
      'https://tribunademexico.com/ssa-invita-a-hacer-uso-de-linea-de-la-vida/',
      'https://www.proceso.com.mx/ciencia-tecnologia/salud/2025/10/11/se-triplican-llamadas-la-linea-de-la-vida-en-el-primer-trimestre-de-2025-360581.html',
    ]),
  },
  {
    country: 'FR',
    emergency: emergency('112', EU_112, EU_112_SOURCES, 'Urgences'),
    crisis: crisis('Numéro national de prévention du suicide', '3114', 'https://3114.fr/', [
      'https://3114.fr/que-se-passe-t-il-quand-je-contacte-le-3114/',
      'https://www.mayotte.ars.sante.fr/3114-le-numero-national-de-prevention-du-suicide',
    ]),
  },
  {
    country: 'BE',
    emergency: emergency('112', EU_112, EU_112_SOURCES, 'Urgences'),
    crisis: crisis('Centre de Prévention du Suicide', '0800 32 123', 'https://www.preventionsuicide.be/', [
      'https://www.preventionsuicide.be/actualites/le-centre-de-prevention-du-suicide-publie-son-rapport-dactivites-2022',
      'https://www.dhnet.be/dernieres-depeches/2023/09/05/une-nouvelle-campagne-de-prevention-du-suicide-pour-agir-avant-le-drame-ZGY4QISYTREFDEKWQIYM5IIN7Q/',
    ]),
  },
  {
    country: 'CH',
    // 112 always reaches the cantonal police's centre, which alerts ambulance (144) or fire (118).
    emergency: emergency(
      '112',
      'https://blog.alertswiss.ch/de/rubriken/news-babs/europaeischer-tag-des-notrufs-112/',
      [
        'https://blog.alertswiss.ch/de/rubriken/news-babs/europaeischer-tag-des-notrufs-112/',
        'https://www.srf.ch/sendungen/einstein/kleiner-wegweiser-durch-den-notrufnummern-dschungel',
      ],
      'Notruf',
    ),
    crisis: crisis('Die Dargebotene Hand / La Main Tendue', '143', 'https://www.143.ch/', [
      'https://zuerich.143.ch/Service/FAQ',
      'https://winterthur.143.ch/Beratung/Beratungsangebot/Copy_of_Nacht',
      'https://www.horizonte-aargau.ch/eine-nummer-fuer-alle-faelle/',
    ]),
  },
  {
    country: 'DE',
    emergency: emergency('112', EU_112, EU_112_SOURCES, 'Notruf'),
    crisis: crisis('TelefonSeelsorge', '0800 111 0 111', 'https://www.telefonseelsorge.de/', [
      'https://www.domradio.de/glossar/telefonseelsorge-0',
      'https://www.domradio.de/artikel/telefonseelsorge-jetzt-unter-oekumenischem-dachverband',
      'https://www.spektrum.de/news/telefonseelsorge-erste-hilfe-fuer-die-seele/2055834',
    ]),
  },
  {
    country: 'AT',
    emergency: emergency('112', EU_112, EU_112_SOURCES, 'Notruf'),
    crisis: crisis('TelefonSeelsorge', '142', 'https://www.telefonseelsorge.at/', [
      'https://www.ots.at/presseaussendung/OTM_20230425_OTM0006/telefonseelsorge-seit-25-jahren-amtlicher-notruf-fuer-die-seele',
      'https://burgenland.orf.at/stories/3207209/',
      'https://www.katholisch.at/telefonseelsorge',
    ]),
  },
  {
    country: 'RU',
    emergency: emergency(
      '112',
      'https://mchs.gov.ru/',
      [
        'https://kazved.ru/news/v-rossii-nachinaet-rabotat-edinyy-nomer-ekstrennyh-sluzhb-112-4734219',
        'https://sergiev.ru/news/o-poryadke-vyzova-ekstrennykh-operativnykh-sluzhb',
      ],
      'Экстренные службы',
    ),
    // The EMERCOM centre of emergency psychological help, in Moscow, answered around the clock; the
    // only stored page showing it is a 2024 list of help lines published by the children's ombudsman.
    crisis: crisis('Телефон доверия МЧС России', '+7 495 989-50-50', 'https://mchs.gov.ru/', [
      'https://eprimefeed.com/latest-news/lvova-belova-published-the-telephone-numbers-of-psychological-assistance-to-the-victims-of-the-terrorist-attack-rossiyskaya-gazeta/492049/',
    ]),
  },
  {
    country: 'IL',
    emergency: emergency(
      '101',
      'https://www.mdais.org/',
      [
        'https://mdauk.org/ministry-of-health-confirms-mda-as-israels-first-response-organisation/',
        'https://navigateisrael.org/accessing-emergency-medical-services',
      ],
      'מד״א',
    ),
    crisis: crisis('ער״ן', '1201', 'https://www.eran.org.il/', [
      'https://jerusaleminstitute.org.il/en/blog/with-days-like-this/',
      'https://www.p2g-hadera-eiron.org.il/post/eran-at-the-forefront-of-israel-s-mental-wellness',
    ]),
  },
  {
    country: 'SK',
    emergency: emergency('112', EU_112, EU_112_SOURCES, 'Tiesňová linka'),
    crisis: crisis('Linka dôvery Nezábudka', '0800 800 566', 'https://www.dusevnezdravie.sk/', [
      'https://www.24hod.sk/ludia-s-problemami-sa-mozu-obratit-aj-na-linku-dovery-nezabudka-cl712745.html',
      'https://www.webnoviny.sk/dni-nezabudiek-prispeju-na-zachovanie-prevadzky-linky-dovery-vyuzivaju-ju-tisice-ludi-v-tazkych-zivotnych-situaciach/',
      'https://www.teraz.sk/slovensko/ldz-pacient-caka-na-psychiatra-mesiac/498259-clanok.html',
    ]),
  },
  {
    country: 'CZ',
    emergency: emergency('112', EU_112, EU_112_SOURCES, 'Tísňová linka'),
    crisis: crisis('Linka první psychické pomoci', '116 123', 'https://www.linkapsychickepomoci.cz/', [
      'https://www.irozhlas.cz/zpravy-domov/bezplatna-linka-psychicke-pomoci-omezuje-provoz-prosinec-je-pritom_2412080600_job',
      'https://www.idnes.cz/praha/zpravy/linka-duvery-bohnice-ukoncena-cinnost-nedostatek-financi-psychika.A240110_100533_praha-zpravy_vich',
    ]),
  },
  {
    country: 'CN',
    emergency: emergency(
      '120',
      'https://www.nhc.gov.cn/',
      ['https://wjw.beijing.gov.cn/Japan/HealthServices/HealthIndication/202212/t20221230_2887831.html'],
      '急救电话',
    ),
    crisis: crisis('全国心理援助热线', '12356', 'https://www.nhc.gov.cn/', [
      'http://gs.people.com.cn/BIG5/n2/2024/1227/c183356-41089989.html',
      'https://c.m.163.com/news/a/JKBD9CKU0514CC6P.html',
      'http://bzoee.hgtkbf.com/html/4a499551.html',
    ]),
  },
  {
    country: 'JP',
    emergency: emergency(
      '119',
      'https://www.fdma.go.jp/',
      [
        'https://tabunka.tokyo-tsunagari.or.jp/useful/guide_plain/accident/01.html',
        'https://www.naruto-u.ac.jp/iso/international/police.html',
      ],
      '救急',
    ),
    // Free and answered at any hour; the first version's いのちの電話 navi-dial number
    // (0570-783-556) is answered 10:00-22:00 only and is charged to the caller.
    crisis: crisis('よりそいホットライン', '0120-279-338', 'https://www.since2011.net/yorisoi/', [
      'https://e-town-iwakuni.net/?p=8947',
      'http://279338.jp/yorisoi/',
      'https://kotobank.jp/word/%E3%82%88%E3%82%8A%E3%81%9D%E3%81%84%E3%81%BB%E3%81%A4%E3%81%A8%E3%82%89%E3%81%84%E3%82%93-3193813',
      'https://www.hurights.or.jp/archives/newsinbrief-ja/section1/2015/01/post-52.html',
      'https://tascalne.com/?p=1098',
    ]),
  },
  {
    country: 'SA',
    emergency: emergency(
      '997',
      'https://www.srca.org.sa/',
      [
        'https://www.zawya.com/en/life/health/saudi-red-crescent-in-jeddah-handles-11-154-emergency-cases-during-september-2023-w7ro5gvk',
        'https://www.arabnews.pk/node/2478846',
        'https://expatica.com/sa/healthcare/healthcare-basics/emergency-numbers-and-services-in-saudi-arabia-70990',
      ],
      'الهلال الأحمر السعودي',
    ),
    // The first version's mental-health line (920033360) was on no stored page.
    crisis: directory('SA'),
  },
  {
    country: 'EG',
    emergency: emergency(
      '123',
      'https://www.mohp.gov.eg/',
      ['https://www.elmhata.com/archives/4548', 'https://ir.iqraa.news/?p=1210476'],
      'الإسعاف',
    ),
    crisis: crisis('الخط الساخن للأمانة العامة للصحة النفسية', '08008880700', 'https://www.mohp.gov.eg/', [
      'https://elmogaz.com/721088',
    ]),
  },
  {
    country: 'AE',
    emergency: emergency(
      '998',
      'https://u.ae/en/information-and-services/justice-safety-and-the-law/emergency-numbers',
      [
        'https://nationalambulance.ae/en/news_detail/32',
        'https://www.thenationalnews.com/uae/health/northern-emirates-given-new-helpline-1.128229',
        'https://trekmedics.org/database/united_arab_emirates/?country=United%20Arab%20Emirates',
      ],
      'الإسعاف',
    ),
    crisis: crisis(
      '800 HOPE',
      '800 4673',
      'https://u.ae/en/information-and-services/health-and-fitness/mental-health',
      [
        'https://www.thenationalnews.com/uae/health/uae-s-mental-health-helpline-receives-more-than-700-calls-during-pandemic-1.1091296',
        'https://www.thenationalnews.com/uae/health/coronavirus-uae-sets-up-free-national-helpline-to-support-mental-health-1.1021577',
      ],
    ),
  },
  {
    // No country known: 112 reaches emergency services from most mobile phones in the world, and the
    // directory lists the crisis lines of every country.
    country: 'INT',
    emergency: emergency('112', EU_112, [
      'https://review.trendsmask.com/what-is-112-number-86728.html',
      ...EU_112_SOURCES,
    ]),
    crisis: line('crisis', 'Find A Helpline', null, DIRECTORY, DIRECTORY_SOURCES),
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

const stripped = ({ checked: _checked, sources: _sources, ...shown }: HelpLineEntry): HelpLine => shown;

/**
 * What the help card shows for `kinds` in `country`: the crisis line first (with its separate text
 * service, if any), the emergency number after it; for a medical emergency the emergency number first.
 */
export function safetyNotice(kinds: readonly CrisisKind[], country: string): SafetyNotice {
  const help = helpFor(country);
  const listening = help.text ? [help.crisis, help.text] : [help.crisis];
  const lines = kinds.includes('medicalEmergency')
    ? [help.emergency, ...listening]
    : [...listening, help.emergency];
  return { kinds: [...kinds], country: help.country, helpLines: lines.map(stripped) };
}
