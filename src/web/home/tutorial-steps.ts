import { BellRing, Mic, Paperclip, PartyPopper, Sparkles, UsersRound } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';

export type TutorialStep = {
  id: 'welcome' | 'expert' | 'voice' | 'documents' | 'insights' | 'ready';
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  title: string;
  /** Wide screens. */
  body: string;
  /** Phones and small tablets (below 768 px), where the controls sit in different places. */
  mobileBody?: string;
};

/** The six steps of the onboarding tutorial. */
export const tutorialSteps: readonly TutorialStep[] = [
  {
    id: 'welcome',
    icon: Sparkles,
    title: 'Welcome to Voxpert',
    body: 'Voxpert lets you talk out loud with friendly AI experts, at any hour of the day or night. This short tour shows you how it works. It takes about a minute.',
  },
  {
    id: 'expert',
    icon: UsersRound,
    title: 'Choose your expert',
    body: 'Pick who you would like to talk with from the expert list: Business Leaders, Scientists, Tech Innovators, Sports Legends, Artists & Creators or a Personal Coach. Not sure? Choose Random Expert and enjoy the surprise.',
    mobileBody:
      'Tap the dropdown at the top of the conversation screen to pick who you would like to talk with: Business Leaders, Scientists, Tech Innovators, Sports Legends, Artists & Creators or a Personal Coach. Not sure? Choose Random Expert.',
  },
  {
    id: 'voice',
    icon: Mic,
    title: 'Just talk',
    body: 'Tap the microphone and speak naturally, just as you would to a friend. Tap it again when you have finished. Your expert answers out loud, and you can read along on the screen if you like.',
    mobileBody:
      'Tap the big round microphone and speak naturally, just as you would to a friend. Tap it again when you have finished. Your expert answers out loud.',
  },
  {
    id: 'documents',
    icon: Paperclip,
    title: 'Share a document',
    body: 'Have a letter, a photo or a PDF you would like explained? Open the options menu, choose File Upload, and your expert will read it and talk it through with you in plain words.',
    mobileBody:
      'Have a letter, a photo or a PDF you would like explained? Tap the paperclip icon to share it, and your expert will read it and talk it through with you in plain words.',
  },
  {
    id: 'insights',
    icon: BellRing,
    title: 'Keep what matters',
    body: 'Your conversations are saved, so you can come back to a good idea or download a transcript. Say something like "remind me to call my sister on Sunday at 5 pm" and Voxpert sets a reminder for you.',
  },
  {
    id: 'ready',
    icon: PartyPopper,
    title: "You're all set",
    body: 'That is all there is to it. Whenever you are ready, say hello to your expert. You can see this tour again at any time from Need Help? and View App Tutorial.',
  },
];
