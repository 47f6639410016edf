import { Link } from 'react-router';
import type { ProseSection } from './prose-page.js';

/** The Privacy Policy's sections. */
export const privacySections: readonly ProseSection[] = [
  {
    id: 'data-we-collect',
    title: 'Information we collect',
    body: (
      <ul>
        <li>
          <strong>Your name and email address</strong>, and, if you choose to give them, your gender and
          preferred voice. Your email address is your username.
        </li>
        <li>
          <strong>Your login credentials</strong>: your password and your security question and answer. We
          never store your password or your answer as written; we store only a secure one-way hash of them.
        </li>
        <li>
          <strong>Payment data.</strong> Card payments are handled by our payment processor, Stripe. Your card
          number goes directly to Stripe and never reaches our servers. We keep your plan, your subscription
          status and dates, and the reference numbers Stripe gives us.
        </li>
        <li>
          <strong>Voice recordings.</strong> Your speech is turned into text. Usually your browser does this
          itself, and its maker may process the audio under its own privacy policy. Where your browser cannot,
          the recording is sent to us and passed to our speech-recognition provider to be transcribed. If you
          create a custom voice, we keep the voice samples you upload for that purpose.
        </li>
        <li>
          <strong>Conversation content</strong>: what you say and type, the experts' replies, documents and
          images you upload, and reminders you create.
        </li>
        <li>
          <strong>Messages you send us</strong> through the contact form: your name, email address and
          message.
        </li>
        <li>
          <strong>Technical information</strong>: your IP address, browser type and the time of each request,
          which we use to keep the service secure and working. Your settings and usage counts (for example,
          how many conversations you started today) are kept with your account.
        </li>
      </ul>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How we use your information',
    body: (
      <ul>
        <li>
          To run Voxpert: to hold your conversations, speak the replies, analyse documents you share and send
          your reminders.
        </li>
        <li>To keep your history so you, and only you, can return to it and export it.</li>
        <li>To manage your account, your plan and your payments.</li>
        <li>To protect you and the service: to stop password guessing, abuse and fraud.</li>
        <li>To answer you when you contact us.</li>
        <li>To understand, in totals, how the service is used and what it costs, so we can improve it.</li>
      </ul>
    ),
  },
  {
    id: 'disclosure',
    title: 'When we share information',
    body: (
      <>
        <p>
          We do not sell your personal information, and we do not use it for advertising. We share it only:
        </p>
        <ul>
          <li>
            <strong>With service providers who help us run Voxpert</strong>: the AI provider that writes the
            experts' replies (it receives the text of your conversation and any document you share), speech
            providers, our hosting and storage providers, and Stripe for payments. They may use it only to
            provide their service to us.
          </li>
          <li>
            <strong>When the law requires it</strong>, for example in answer to a valid court order, or to
            protect someone's safety.
          </li>
          <li>
            <strong>If Voxpert changes hands</strong>, with the new owner, who must respect this policy.
          </li>
          <li>
            <strong>With your consent</strong>, in any other case.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'security',
    title: 'How we keep it safe',
    body: (
      <ul>
        <li>Your information travels over encrypted connections (HTTPS).</li>
        <li>Passwords and security answers are stored only as strong one-way hashes (argon2id).</li>
        <li>Your conversations, reminders and settings can be reached only through your own account.</li>
        <li>Repeated wrong passwords or security answers are limited, and signing out ends your session.</li>
      </ul>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <p>
        We keep your information for as long as you have an account. When you delete your account, your
        profile, conversations, reminders and uploaded files are deleted. We keep billing records for as long
        as tax and accounting laws require.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights and choices',
    body: (
      <ul>
        <li>
          <strong>Access:</strong> you can see your profile, conversations and reminders in the app at any
          time.
        </li>
        <li>
          <strong>Export:</strong> you can download the transcript of any saved conversation from your
          profile's Conversations tab.
        </li>
        <li>
          <strong>Correction:</strong> you can change your details on your{' '}
          <Link to="/profile">profile page</Link>.
        </li>
        <li>
          <strong>Deletion:</strong> you can delete your account, and everything in it, from your profile
          page.
        </li>
        <li>
          You may also ask us for a copy of your information, or object to how we use it, through our{' '}
          <Link to="/contact">contact form</Link>, and you may complain to your data protection authority.
        </li>
      </ul>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <>
        <p>
          Voxpert uses <strong>one cookie</strong>: a session cookie that keeps you signed in. It holds a
          random code, cannot be read by scripts, and stops working when you sign out or after 30 days without
          use.
        </p>
        <p>
          We use <strong>no tracking or advertising cookies</strong>. A few preferences, such as your
          language, voice settings and whether you have seen the welcome tour, are kept in your own browser's
          storage and are not sent to us. When you pay, Stripe may set its own cookies to prevent fraud.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: <p>Voxpert is meant for adults. We do not knowingly collect information from anyone under 18.</p>,
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        If we change this policy in a way that matters, we will tell you in the app or by email before the
        change takes effect. The date at the top shows when it last changed.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions about your privacy are welcome. Please write to us through our{' '}
        <Link to="/contact">contact form</Link>; we reply within 24 hours on business days.
      </p>
    ),
  },
];
