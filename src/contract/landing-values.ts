/**
 * The landing pages and campaign links, without zod: the first load of a landing page, the server's
 * head tags and the admin console all read these.
 */

export const landingPageKeys = ['my', 'your', 'mentor'] as const;
export type LandingPageKey = (typeof landingPageKeys)[number];

/** The query parameter of a campaign link that carries its tracking code. */
export const TRACKING_PARAM = 'ref';

/** A tracking code as the server makes them, and the most a visit may send. */
export const TRACKING_CODE_PATTERN = /^[a-z0-9]{4,32}$/;

/** The head of each landing page: its name in the console, and what search engines and link previews show. */
export const landingPageMeta: Record<LandingPageKey, { name: string; title: string; description: string }> = {
  my: {
    name: 'Loneliness Support',
    title: 'Loneliness Support: Someone to Talk To, Day or Night',
    description:
      'Feeling lonely? Talk out loud with a kind, patient voice at any hour. Voxpert listens, answers warmly and is there at 3 a.m. Free to try, no sign-up needed.',
  },
  your: {
    name: 'Aging Alone Support',
    title: 'Aging Alone Support: A Friendly Voice at Home',
    description:
      'Living alone in later life? Just talk: no typing, no small buttons. Voxpert is a friendly voice for a chat, a question or a reminder, whenever you like. Free to try.',
  },
  mentor: {
    name: 'Life Guidance',
    title: 'Life Guidance: Talk Through Your Next Step',
    description:
      'Facing a decision about work, money or life? Talk it through with an AI mentor who asks good questions and helps you find your next step, in your own words. Free to try.',
  },
};

export function isLandingPageKey(value: unknown): value is LandingPageKey {
  return typeof value === 'string' && (landingPageKeys as readonly string[]).includes(value);
}

/**
 * The landing page a host name shows at its root: hosts starting with "my.", "your." or "mentor."
 * (my.example.com), else null. A bare key ("my") or an IP address is not a landing host.
 */
export function landingPageForHost(hostname: string): LandingPageKey | null {
  const first = hostname.toLowerCase().split('.');
  if (first.length < 2 || /^\d+$/.test(first[first.length - 1] ?? '')) return null;
  const key = first[0];
  return isLandingPageKey(key) ? key : null;
}
