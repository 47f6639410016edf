import { BellRing, Mic, Paperclip, PartyPopper, Sparkles, UsersRound } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import type { Translator } from '../../i18n/translate.js';

export type TutorialStep = {
  id: 'welcome' | 'expert' | 'voice' | 'documents' | 'insights' | 'ready';
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** The step's words in the page's language (given its translator). */
  title: (t: Translator) => string;
  /** Wide screens. */
  body: (t: Translator) => string;
  /** Phones and small tablets (below 768 px), where the controls sit in different places. */
  mobileBody?: (t: Translator) => string;
};

/** The six steps of the onboarding tutorial. */
export const tutorialSteps: readonly TutorialStep[] = [
  {
    id: 'welcome',
    icon: Sparkles,
    title: (t) => t('Welcome to Voxpert'),
    body: (t) =>
      t(
        'Voxpert lets you talk out loud with friendly AI experts, at any hour of the day or night. This short tour shows you how it works. It takes about a minute.',
      ),
  },
  {
    id: 'expert',
    icon: UsersRound,
    title: (t) => t('Choose your expert'),
    body: (t) =>
      t(
        'Pick who you would like to talk with from the expert list: Business Leaders, Scientists, Tech Innovators, Sports Legends, Artists & Creators or a Personal Coach. Not sure? Choose Random Expert and enjoy the surprise.',
      ),
    mobileBody: (t) =>
      t(
        'Tap the dropdown at the top of the conversation screen to pick who you would like to talk with: Business Leaders, Scientists, Tech Innovators, Sports Legends, Artists & Creators or a Personal Coach. Not sure? Choose Random Expert.',
      ),
  },
  {
    id: 'voice',
    icon: Mic,
    title: (t) => t('Just talk'),
    body: (t) =>
      t(
        'Tap the microphone and speak naturally, just as you would to a friend. Tap it again when you have finished. Your expert answers out loud, and you can read along on the screen if you like.',
      ),
    mobileBody: (t) =>
      t(
        'Tap the big round microphone and speak naturally, just as you would to a friend. Tap it again when you have finished. Your expert answers out loud.',
      ),
  },
  {
    id: 'documents',
    icon: Paperclip,
    title: (t) => t('Share a document'),
    body: (t) =>
      t(
        'Have a letter, a photo or a PDF you would like explained? Open the options menu, choose File Upload, and your expert will read it and talk it through with you in plain words.',
      ),
    mobileBody: (t) =>
      t(
        'Have a letter, a photo or a PDF you would like explained? Tap the paperclip icon to share it, and your expert will read it and talk it through with you in plain words.',
      ),
  },
  {
    id: 'insights',
    icon: BellRing,
    title: (t) => t('Keep what matters'),
    body: (t) =>
      t(
        'Your conversations are saved, so you can come back to a good idea or download a transcript. Say something like "remind me to call my sister on Sunday at 5 pm" and Voxpert sets a reminder for you.',
      ),
  },
  {
    id: 'ready',
    icon: PartyPopper,
    title: (t) => t("You're all set"),
    body: (t) =>
      t(
        'That is all there is to it. Whenever you are ready, say hello to your expert. You can see this tour again at any time from Need Help? and View App Tutorial.',
      ),
  },
];
