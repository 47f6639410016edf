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
          the recording is sent to us and passed straight on to our speech-recognition provider to be
          transcribed; we do not keep the recording.
        </li>
        <li>
          <strong>Conversation content</strong>: when you are signed in, the text of what you say and type,
          the experts' replies, and the reminders you create. As a guest, nothing of your conversation is
          stored: it lives in your browser's page until you close it.
        </li>
        <li>
          <strong>What the experts remember</strong>, when you are signed in and memory is on: short facts you
          chose to share in a conversation (the name you like to be called, family members, your goals, what
          you asked to be reminded of, and anything you say "remember that..." about). Nothing about your
          health is kept unless you ask for it to be remembered, and nothing from a message about a crisis is
          kept. You see every fact in your profile's Memory tab, and can edit, delete or turn this off there.
        </li>
        <li>
          <strong>Messages you send us</strong> through the contact form: your name, email address and
          message.
        </li>
        <li>
          <strong>Technical information</strong>: for each browser you sign in with, its type (as the browser
          names itself) and when it was last used. We do not store your IP address: to stop password guessing
          and abuse we count attempts under a salted, one-way hash of it, which cannot be turned back into the
          address. Your settings and usage counts (for example, how many conversations you started today) are
          kept with your account.
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
        <li>
          To let the experts carry on where you left off: what they remember is given to them at the start of
          your later conversations, and is used for nothing else.
        </li>
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
            experts' replies and the speech providers (what each receives is set out below), our hosting
            provider, and Stripe for payments. They may use it only to provide their service to us.
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
    id: 'ai-and-speech',
    title: 'What the AI and speech services receive',
    body: (
      <>
        <ul>
          <li>
            <strong>The AI provider</strong> that writes the experts' replies receives, for each reply, the
            expert's instructions, the conversation's language and the recent part of the conversation (your
            messages and the expert's replies, up to about 24,000 characters). When you ask for a reminder in
            conversation, it receives that message with your local date, time and time zone. When memory is
            on, it receives what the experts remember (see your Memory tab) with each reply, and a message
            that may share something to remember, to find the facts in it. When you share a file, it receives
            the text read from it (shortened to its main sentences when long), its name and size, and the
            picture itself only when the provider can see pictures. It never receives the name on your
            account, your email address or your account number (only a name you asked the experts to call you,
            as part of what they remember).
          </li>
          <li>
            <strong>The speech provider</strong> receives the text of each reply sentence, with the voice and
            speed you chose, and sends back the audio. The audio of a sentence may be kept on our server, by
            its text alone and not linked to you, so the same sentence is not made twice; the oldest is
            deleted when that store is full.
          </li>
          <li>
            <strong>The speech-recognition provider</strong> receives a recording only when your browser
            cannot turn speech into text itself, or the sound of a recording or video you share, and sends
            back the text.
          </li>
        </ul>
        <p>
          When this server has no AI or speech provider connected, none of this leaves the server: the experts
          answer with short demonstration replies and your browser speaks them with its own voice.
        </p>
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
        <li>IP addresses are never stored; attempt counters keep only a salted one-way hash of them.</li>
        <li>Your conversations, reminders and settings can be reached only through your own account.</li>
        <li>Repeated wrong passwords or security answers are limited, and signing out ends your session.</li>
      </ul>
    ),
  },
  {
    id: 'retention',
    title: 'What we keep, where, and for how long',
    body: (
      <>
        <p>
          Everything below is kept in Voxpert's database on our server, except where another place is named.
        </p>
        <ul>
          <li>
            <strong>Your account</strong> (name, email, gender, security question, settings, plan and usage
            counts; password and security answer only as one-way hashes): until you delete your account.
          </li>
          <li>
            <strong>Pictures you choose</strong> for your profile and for the experts' voices (made again by
            our server into a small square picture, without what the original file carried about it, such as
            where it was taken): until you remove them or delete your account. Only you see them.
          </li>
          <li>
            <strong>Your conversations</strong>, their messages, and your <strong>reminders</strong>: until
            you delete your account (a reminder also when you delete it).
          </li>
          <li>
            <strong>What the experts remember</strong> (each fact, its kind and when it was kept or changed,
            and whether memory is on): until you delete the fact, choose Forget everything, or delete your
            account. Turning memory off keeps the facts already listed, unused, until you delete them.
          </li>
          <li>
            <strong>Files you share</strong> (the file, its name, and the text read from it), on our server's
            disk or in our cloud storage, and how many you shared each day: until you delete your account.
            Only you can open them.
          </li>
          <li>
            <strong>Signed-in browsers</strong> (a one-way hash of the session code, the browser type, when it
            signed in and was last used): until you sign out, change or reset your password (changing it in
            your profile signs out every other browser) or delete your account. A browser unused for 30 days
            is signed out, and its record is deleted when the server next restarts.
          </li>
          <li>
            <strong>Reminder notifications</strong> (the address your browser's push service gave us, with its
            keys): until you sign out in that browser, the push service says the browser is gone, or you
            delete your account.
          </li>
          <li>
            <strong>Your plan and payments</strong> (plan, status and dates, checkouts, Stripe's reference
            numbers): until you delete your account. Stripe keeps its own record of payments under its privacy
            policy.
          </li>
          <li>
            <strong>Whether your email address has had the free trial.</strong> Basic's 7-day free trial is
            given once per email address. If you used it and then delete your account, or your account's email
            address is changed, we keep a salted, one-way hash of the address it had (nothing else about you
            or your account), so that an account with that address is not offered a second trial. The hash
            cannot be turned back into your address; we keep it as long as we offer the trial.
          </li>
          <li>
            <strong>Attempt counters and daily allowances</strong> (a salted hash of your IP address, of your
            email with it, or of your account number, and a count): they count for 15 minutes to one day, and
            are deleted when the server next restarts after that.
          </li>
          <li>
            <strong>Answers to repeated requests</strong> (when your browser sends a request twice, the first
            answer is kept so the action happens once; a guest is known by a salted hash of the IP address):
            one day.
          </li>
          <li>
            <strong>Messages to us</strong> (name, email, message) and our answers: until we delete them after
            handling your request. A message sent while signed in is shown with our answers in your account;
            deleting your account unlinks them but does not delete them; ask us through the contact form and
            we will.
          </li>
          <li>
            <strong>Our server's logs</strong> record each request's time, address within Voxpert and result,
            without your IP address, cookies or passwords.
          </li>
        </ul>
        <p>
          When you delete your account, everything above that belongs to it is deleted at once, and every
          browser signed in to it is signed out. Totals that name no one (how many replies were made each day
          and what they cost) are kept, and, if you used the free trial, the hash of your email address
          described above.
        </p>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights and choices',
    body: (
      <ul>
        <li>
          <strong>Access:</strong> you can see your profile, conversations, reminders and what the experts
          remember (the Memory tab) in the app at any time.
        </li>
        <li>
          <strong>Export:</strong> you can download everything your account holds, as one file, with{' '}
          <strong>Download my data</strong> in your profile's Settings tab, and download the transcript of any
          saved conversation from your profile's Conversations tab.
        </li>
        <li>
          <strong>Correction:</strong> you can change your name, email address, password and picture on your{' '}
          <Link to="/profile">profile page</Link>, and edit or delete what the experts remember in its Memory
          tab, where you can also turn memory off.
        </li>
        <li>
          <strong>Deletion:</strong> you can delete your account, and everything in it, from your profile
          page.
        </li>
        <li>
          You may also ask us about your information, or object to how we use it, through our{' '}
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
