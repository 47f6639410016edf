import { Link } from 'react-router';
import { Button } from '../ui/button.js';
import { ProsePage, type ProseSection } from './prose-page.js';

const languages =
  'English, Spanish, French, German, Russian, Slovak, Hebrew, Arabic, Hindi, Chinese and Japanese';

const sections: readonly ProseSection[] = [
  {
    id: 'why',
    title: 'Why we built Voxpert',
    body: (
      <>
        <p>
          Some questions are easier to say than to type. Some days you simply want someone to talk things
          through with. Voxpert is a voice companion for those moments: you speak, and a friendly AI expert
          listens and answers out loud, patiently and without judgement, at any hour of the day or night.
        </p>
        <p>
          We built it for everyone, and especially for people who find screens and keyboards tiring, who live
          alone, or who would just like a thoughtful voice to think with.
        </p>
      </>
    ),
  },
  {
    id: 'how',
    title: 'How it works',
    body: (
      <ul>
        <li>
          <strong>Choose an expert.</strong> Talk with Business Leaders, Scientists, Tech Innovators, Sports
          Legends, Artists &amp; Creators or a Personal Coach, or let a Random Expert surprise you.
        </li>
        <li>
          <strong>Tap the microphone and talk.</strong> Your expert answers in a natural voice, and you can
          read along on the screen.
        </li>
        <li>
          <strong>Share a document.</strong> Upload a letter, a photo or a PDF and ask what it means.
        </li>
        <li>
          <strong>Keep what matters.</strong> With an account, your conversations are saved, you can download
          transcripts, and you can ask Voxpert to remind you of things.
        </li>
      </ul>
    ),
  },
  {
    id: 'languages',
    title: 'In your language',
    body: <p>Voxpert listens and speaks in 11 languages: {languages}.</p>,
  },
  {
    id: 'plans',
    title: 'Plans',
    body: (
      <>
        <p>
          <strong>Free:</strong> 2 conversations a day and 10 replies in each. <strong>Basic:</strong> $20 a
          month after a 7-day free trial, with unlimited conversations and replies. <strong>Premium:</strong>{' '}
          $35 a month, adding multi-document analysis, unlimited document analysis and priority support. You
          can cancel at any time.
        </p>
        <p>
          <Link to="/pricing">Compare plans and pricing</Link>
        </p>
      </>
    ),
  },
  {
    id: 'care',
    title: 'A word of care',
    body: (
      <>
        <p>
          Voxpert's experts are AI personas, not people. Their answers can be helpful and kind, but they are
          not professional medical, legal or financial advice, and they can be wrong. For decisions about your
          health, money or legal matters, please speak with a qualified professional.
        </p>
        <p>
          <strong>
            If you are in crisis or in danger, please contact your local emergency services now.
          </strong>
        </p>
      </>
    ),
  },
];

export default function AboutPage() {
  return (
    <ProsePage
      title="About Voxpert"
      intro={
        <p>
          Voxpert is a voice AI advice companion. Talk out loud with AI expert personas and hear warm,
          thoughtful answers, in 11 languages, whenever you need them.
        </p>
      }
      sections={sections}
    >
      <div className="mt-12 flex flex-col gap-3 rounded-2xl bg-info-soft p-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xl font-semibold text-info-soft-foreground">Ready to talk?</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to="/">Start Conversing</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/pricing">See Plans &amp; Pricing</Link>
          </Button>
        </div>
      </div>
    </ProsePage>
  );
}
