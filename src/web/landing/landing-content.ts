import type { LandingPageKey } from '../../contract/landing-values.js';

export type LandingContent = {
  headline: string;
  lead: string;
  cta: string;
  topicsHeading: string;
  topics: string[];
  /** What Voxpert is and is not, for this audience. */
  honesty: string;
};

/** The words of each landing page, written for the people it is meant for. */
export const landingContent: Record<LandingPageKey, LandingContent> = {
  my: {
    headline: 'Someone to talk to, whenever you need it',
    lead: 'Loneliness can feel heaviest late at night, at the weekend, or in a home that has gone quiet. Voxpert is a kind, patient voice you can talk to out loud, at any hour, for as long as you like. No judgement, no rush, and nothing you need to explain first.',
    cta: 'Start talking now',
    topicsHeading: 'Talk about anything at all',
    topics: [
      'How your day went, the good parts and the hard ones',
      'A memory you keep coming back to',
      'The worries that keep you awake',
      'Something you are looking forward to',
      'Small ways to meet people nearby, when you feel ready',
    ],
    honesty:
      'Voxpert is an AI companion, not a person and not a therapist. It can keep you company and help you think things through; it does not replace the people in your life or professional care.',
  },
  your: {
    headline: 'A friendly voice at home, any time of day',
    lead: 'Living on your own can mean long, quiet days. With Voxpert you simply talk: no typing, no small buttons, nothing complicated to set up. Ask a question, share a story or just have a chat, and hear a clear, unhurried answer read aloud.',
    cta: 'Start a conversation',
    topicsHeading: 'Things people enjoy talking about',
    topics: [
      'Stories from your life, and the people in them',
      'Questions about the news, history, gardening or cooking',
      'Remembering appointments and when to take medication, with a free account',
      'Ways to keep in touch with family and friends',
      'Ideas for the day ahead',
    ],
    honesty:
      'Voxpert is an AI, not a person or a doctor. You can make its voice slower in the voice settings, and it is always there when you want to talk again.',
  },
  mentor: {
    headline: 'Talk through your next step with a mentor who listens',
    lead: "Big decisions rarely fit into a search box. Say what is on your mind, out loud and in your own words, and Voxpert's AI mentors help you untangle it: they ask good questions, bring ideas from business, science and coaching, and help you find a next step that fits you.",
    cta: 'Talk it through now',
    topicsHeading: 'Bring a question like',
    topics: [
      'Should I change jobs, or ask for more where I am?',
      'How do I finally start the thing I keep putting off?',
      'How should I handle a difficult conversation at work?',
      'How can I spend and save more wisely?',
      'What do I want the next five years to look like?',
    ],
    honesty:
      "Voxpert's mentors are AI. Their guidance is a starting point for your own thinking, not professional medical, legal or financial advice.",
  },
};

/** How a conversation starts, the same on every landing page. */
export const landingSteps = [
  {
    title: 'Tap the microphone',
    text: 'Your browser asks once for permission to use the microphone.',
  },
  {
    title: 'Say what is on your mind',
    text: 'In your own words and your own language. There is no wrong way to begin.',
  },
  {
    title: 'Listen to the answer',
    text: 'A warm voice replies. Tap again whenever you want to say more.',
  },
] as const;
