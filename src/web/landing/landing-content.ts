import type { LandingPageKey } from '../../contract/landing-values.js';
import type { Translator } from '../../i18n/translate.js';

export type LandingContent = {
  headline: string;
  lead: string;
  cta: string;
  topicsHeading: string;
  topics: string[];
  /** What Voxpert is and is not, for this audience. */
  honesty: string;
};

/** The words of each landing page, written for the people it is meant for, in the page's language. */
export function landingContent(page: LandingPageKey, t: Translator): LandingContent {
  switch (page) {
    case 'my':
      return {
        headline: t('Someone to talk to, whenever you need it'),
        lead: t(
          'Loneliness can feel heaviest late at night, at the weekend, or in a home that has gone quiet. Voxpert is a kind, patient voice you can talk to out loud, at any hour, for as long as you like. No judgement, no rush, and nothing you need to explain first.',
        ),
        cta: t('Start talking now'),
        topicsHeading: t('Talk about anything at all'),
        topics: [
          t('How your day went, the good parts and the hard ones'),
          t('A memory you keep coming back to'),
          t('The worries that keep you awake'),
          t('Something you are looking forward to'),
          t('Small ways to meet people nearby, when you feel ready'),
        ],
        honesty: t(
          'Voxpert is an AI companion, not a person and not a therapist. It can keep you company and help you think things through; it does not replace the people in your life or professional care.',
        ),
      };
    case 'your':
      return {
        headline: t('A friendly voice at home, any time of day'),
        lead: t(
          'Living on your own can mean long, quiet days. With Voxpert you simply talk: no typing, no small buttons, nothing complicated to set up. Ask a question, share a story or just have a chat, and hear a clear, unhurried answer read aloud.',
        ),
        cta: t('Start a conversation'),
        topicsHeading: t('Things people enjoy talking about'),
        topics: [
          t('Stories from your life, and the people in them'),
          t('Questions about the news, history, gardening or cooking'),
          t('Remembering appointments and when to take medication, with a free account'),
          t('Ways to keep in touch with family and friends'),
          t('Ideas for the day ahead'),
        ],
        honesty: t(
          'Voxpert is an AI, not a person or a doctor. You can make its voice slower in the voice settings, and it is always there when you want to talk again.',
        ),
      };
    case 'mentor':
      return {
        headline: t('Talk through your next step with a mentor who listens'),
        lead: t(
          "Big decisions rarely fit into a search box. Say what is on your mind, out loud and in your own words, and Voxpert's AI mentors help you untangle it: they ask good questions, bring ideas from business, science and coaching, and help you find a next step that fits you.",
        ),
        cta: t('Talk it through now'),
        topicsHeading: t('Bring a question like'),
        topics: [
          t('Should I change jobs, or ask for more where I am?'),
          t('How do I finally start the thing I keep putting off?'),
          t('How should I handle a difficult conversation at work?'),
          t('How can I spend and save more wisely?'),
          t('What do I want the next five years to look like?'),
        ],
        honesty: t(
          "Voxpert's mentors are AI. Their guidance is a starting point for your own thinking, not professional medical, legal or financial advice.",
        ),
      };
  }
}

/** How a conversation starts, the same on every landing page. */
export const landingSteps = (t: Translator) => [
  {
    title: t('Tap the microphone'),
    text: t('Your browser asks once for permission to use the microphone.'),
  },
  {
    title: t('Say what is on your mind'),
    text: t('In your own words and your own language. There is no wrong way to begin.'),
  },
  {
    title: t('Listen to the answer'),
    text: t('A warm voice replies. Tap again whenever you want to say more.'),
  },
];

/**
 * A landing page's head in the page's language: its name, title and description (the contract's
 * landingPageMeta is their English; the server writes the same into the page's head).
 */
export function landingMeta(
  page: LandingPageKey,
  t: Translator,
): { name: string; title: string; description: string } {
  switch (page) {
    case 'my':
      return {
        name: t('Loneliness Support'),
        title: t('Loneliness Support: Someone to Talk To, Day or Night'),
        description: t(
          'Feeling lonely? Talk out loud with a kind, patient voice at any hour. Voxpert listens, answers warmly and is there at 3 a.m. Free to try, no sign-up needed.',
        ),
      };
    case 'your':
      return {
        name: t('Aging Alone Support'),
        title: t('Aging Alone Support: A Friendly Voice at Home'),
        description: t(
          'Living alone in later life? Just talk: no typing, no small buttons. Voxpert is a friendly voice for a chat, a question or a reminder, whenever you like. Free to try.',
        ),
      };
    case 'mentor':
      return {
        name: t('Life Guidance'),
        title: t('Life Guidance: Talk Through Your Next Step'),
        description: t(
          'Facing a decision about work, money or life? Talk it through with an AI mentor who asks good questions and helps you find your next step, in your own words. Free to try.',
        ),
      };
  }
}
