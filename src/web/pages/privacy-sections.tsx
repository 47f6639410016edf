import type { Translator } from '../../i18n/translate.js';
import type { ProseSection } from './prose-page.js';
import { bold, linkTo } from './prose-tags.js';

/** The Privacy Policy's sections, in the translator's language (the ids stay the same in every language). */
export function privacySections(t: Translator): readonly ProseSection[] {
  return [
    {
      id: 'data-we-collect',
      title: t('Information we collect'),
      body: (
        <ul>
          <li>
            {t.rich(
              '<b>Your name and email address</b>, and, if you choose to give them, your gender and preferred voice. Your email address is your username.',
              { b: bold },
            )}
          </li>
          <li>
            {t.rich(
              '<b>Your login credentials</b>: your password and your security question and answer. We never store your password or your answer as written; we store only a secure one-way hash of them.',
              { b: bold },
            )}
          </li>
          <li>
            {t.rich(
              '<b>Payment data.</b> Card payments are handled by our payment processor, Stripe. Your card number goes directly to Stripe and never reaches our servers. We keep your plan, your subscription status and dates, and the reference numbers Stripe gives us.',
              { b: bold },
            )}
          </li>
          <li>
            {t.rich(
              '<b>Voice recordings.</b> Your speech is turned into text. Usually your browser does this itself, and its maker may process the audio under its own privacy policy. Where your browser cannot, the recording is sent to us and passed straight on to our speech-recognition provider to be transcribed; we do not keep the recording.',
              { b: bold },
            )}
          </li>
          <li>
            {t.rich(
              '<b>Your own voice</b>, only if you have Premium and choose to make one: a recording of you saying the consent sentence with your name, and the short passages you read. From them our voice provider makes a copy of your voice that only you can use.',
              { b: bold },
            )}
          </li>
          <li>
            {t.rich(
              "<b>Conversation content</b>: when you are signed in, the text of what you say and type, the experts' replies, and the reminders you create. As a guest, nothing of your conversation is stored: it lives in your browser's page until you close it.",
              { b: bold },
            )}
          </li>
          <li>
            {t.rich(
              '<b>What the experts remember</b>, when you are signed in and memory is on: short facts you chose to share in a conversation (the name you like to be called, family members, your goals, what you asked to be reminded of, and anything you say "remember that..." about). Nothing about your health is kept unless you ask for it to be remembered, and nothing from a message about a crisis is kept. You see every fact in your profile\'s Memory tab, and can edit, delete or turn this off there.',
              { b: bold },
            )}
          </li>
          <li>
            {t.rich(
              '<b>Messages you send us</b> through the contact form: your name, email address and message.',
              { b: bold },
            )}
          </li>
          <li>
            {t.rich(
              '<b>Technical information</b>: for each browser you sign in with, its type (as the browser names itself) and when it was last used. We do not store your IP address: to stop password guessing and abuse we count attempts under a salted, one-way hash of it, which cannot be turned back into the address. Your settings and usage counts (for example, how many conversations you started today) are kept with your account.',
              { b: bold },
            )}
          </li>
        </ul>
      ),
    },
    {
      id: 'how-we-use',
      title: t('How we use your information'),
      body: (
        <ul>
          <li>
            {t(
              'To run Voxpert: to hold your conversations, speak the replies, analyse documents you share and send your reminders.',
            )}
          </li>
          <li>{t('To keep your history so you, and only you, can return to it and export it.')}</li>
          <li>
            {t(
              'To let the experts carry on where you left off: what they remember is given to them at the start of your later conversations, and is used for nothing else.',
            )}
          </li>
          <li>{t('To manage your account, your plan and your payments.')}</li>
          <li>{t('To protect you and the service: to stop password guessing, abuse and fraud.')}</li>
          <li>{t('To answer you when you contact us.')}</li>
          <li>
            {t('To understand, in totals, how the service is used and what it costs, so we can improve it.')}
          </li>
        </ul>
      ),
    },
    {
      id: 'disclosure',
      title: t('When we share information'),
      body: (
        <>
          <p>
            {t(
              'We do not sell your personal information, and we do not use it for advertising. We share it only:',
            )}
          </p>
          <ul>
            <li>
              {t.rich(
                "<b>With service providers who help us run Voxpert</b>: the AI provider that writes the experts' replies and the speech providers (what each receives is set out below), our hosting provider, and Stripe for payments. They may use it only to provide their service to us.",
                { b: bold },
              )}
            </li>
            <li>
              {t.rich(
                "<b>When the law requires it</b>, for example in answer to a valid court order, or to protect someone's safety.",
                { b: bold },
              )}
            </li>
            <li>
              {t.rich('<b>If Voxpert changes hands</b>, with the new owner, who must respect this policy.', {
                b: bold,
              })}
            </li>
            <li>{t.rich('<b>With your consent</b>, in any other case.', { b: bold })}</li>
          </ul>
        </>
      ),
    },
    {
      id: 'ai-and-speech',
      title: t('What the AI and speech services receive'),
      body: (
        <>
          <ul>
            <li>
              {t.rich(
                "<b>The AI provider</b> that writes the experts' replies receives, for each reply, the expert's instructions, the conversation's language and the recent part of the conversation (your messages and the expert's replies, up to about 24,000 characters). When you ask for a reminder in conversation, it receives that message with your local date, time and time zone. When memory is on, it receives what the experts remember (see your Memory tab) with each reply, and a message that may share something to remember, to find the facts in it. When you share a file, it receives the text read from it (shortened to its main sentences when long), its name and size, and the picture itself only when the provider can see pictures. It never receives the name on your account, your email address or your account number (only a name you asked the experts to call you, as part of what they remember).",
                { b: bold },
              )}
            </li>
            <li>
              {t.rich(
                '<b>The speech provider</b> receives the text of each reply sentence, with the voice and speed you chose, and sends back the audio. The audio of a sentence may be kept on our server, by its text alone and not linked to you, so the same sentence is not made twice; the oldest is deleted when that store is full.',
                { b: bold },
              )}
            </li>
            <li>
              {t.rich(
                '<b>The voice provider</b> (ElevenLabs), only if you make your own voice: it receives your recordings once and makes the copy of your voice; then, while you have chosen that voice, the text of each reply sentence, and sends back the audio in your voice. That audio is not kept on our server.',
                { b: bold },
              )}
            </li>
            <li>
              {t.rich(
                '<b>The speech-recognition provider</b> receives a recording only when your browser cannot turn speech into text itself, or the sound of a recording or video you share, and sends back the text.',
                { b: bold },
              )}
            </li>
          </ul>
          <p>
            {t(
              'When this server has no AI or speech provider connected, none of this leaves the server: the experts answer with short demonstration replies and your browser speaks them with its own voice.',
            )}
          </p>
        </>
      ),
    },
    {
      id: 'security',
      title: t('How we keep it safe'),
      body: (
        <ul>
          <li>{t('Your information travels over encrypted connections (HTTPS).')}</li>
          <li>
            {t(
              'What you say is stored encrypted (AES-256-GCM): your messages, conversation titles, what the experts remember, summaries and the files you share, with the keys kept apart from the database.',
            )}
          </li>
          <li>{t('Passwords and security answers are stored only as strong one-way hashes (argon2id).')}</li>
          <li>
            {t('IP addresses are never stored; attempt counters keep only a salted one-way hash of them.')}
          </li>
          <li>
            {t('Your conversations, reminders and settings can be reached only through your own account.')}
          </li>
          <li>
            {t(
              'Repeated wrong passwords or security answers are limited, and signing out ends your session.',
            )}
          </li>
        </ul>
      ),
    },
    {
      id: 'retention',
      title: t('What we keep, where, and for how long'),
      body: (
        <>
          <p>
            {t(
              "Everything below is kept in Voxpert's database on our server, except where another place is named.",
            )}
          </p>
          <ul>
            <li>
              {t.rich(
                '<b>Your account</b> (name, email, gender, security question, settings, plan and usage counts; password and security answer only as one-way hashes): until you delete your account.',
                { b: bold },
              )}
            </li>
            <li>
              {t.rich(
                "<b>Pictures you choose</b> for your profile and for the experts' voices (made again by our server into a small square picture, without what the original file carried about it, such as where it was taken): until you remove them or delete your account. Only you see them.",
                { b: bold },
              )}
            </li>
            <li>
              {t.rich(
                '<b>Your own voice</b>: your recordings in our database and the copy of your voice at ElevenLabs, until you delete it in Voice Settings or delete your account. When you cancel Premium it is no longer used, and both are deleted when the paid period ends. "Download my data" includes the recordings.',
                { b: bold },
              )}
            </li>
            <li>
              {t.rich(
                '<b>Your conversations</b>, their messages, and your <b>reminders</b>: until you delete your account (a reminder also when you delete it).',
                { b: bold },
              )}
            </li>
            <li>
              {t.rich(
                '<b>What the experts remember</b> (each fact, its kind and when it was kept or changed, and whether memory is on): until you delete the fact, choose Forget everything, or delete your account. Turning memory off keeps the facts already listed, unused, until you delete them.',
                { b: bold },
              )}
            </li>
            <li>
              {t.rich(
                "<b>Files you share</b> (the file, its name, and the text read from it), on our server's disk or in our cloud storage, and how many you shared each day: until you delete your account. Only you can open them.",
                { b: bold },
              )}
            </li>
            <li>
              {t.rich(
                '<b>Signed-in browsers</b> (a one-way hash of the session code, the browser type, when it signed in and was last used): until you sign out, change or reset your password (changing it in your profile signs out every other browser) or delete your account. A browser unused for 30 days is signed out, and its record is deleted when the server next restarts.',
                { b: bold },
              )}
            </li>
            <li>
              {t.rich(
                "<b>Reminder notifications</b> (the address your browser's push service gave us, with its keys): until you sign out in that browser, the push service says the browser is gone, or you delete your account.",
                { b: bold },
              )}
            </li>
            <li>
              {t.rich(
                "<b>Your plan and payments</b> (plan, status and dates, checkouts, Stripe's reference numbers): until you delete your account. Stripe keeps its own record of payments under its privacy policy.",
                { b: bold },
              )}
            </li>
            <li>
              {t.rich(
                "<b>Whether your email address has had the free trial.</b> Basic's 7-day free trial is given once per email address. If you used it and then delete your account, or your account's email address is changed, we keep a salted, one-way hash of the address it had (nothing else about you or your account), so that an account with that address is not offered a second trial. The hash cannot be turned back into your address; we keep it as long as we offer the trial.",
                { b: bold },
              )}
            </li>
            <li>
              {t.rich(
                '<b>Attempt counters and daily allowances</b> (a salted hash of your IP address, of your email with it, or of your account number, and a count): they count for 15 minutes to one day, and are deleted when the server next restarts after that.',
                { b: bold },
              )}
            </li>
            <li>
              {t.rich(
                '<b>Answers to repeated requests</b> (when your browser sends a request twice, the first answer is kept so the action happens once; a guest is known by a salted hash of the IP address): one day.',
                { b: bold },
              )}
            </li>
            <li>
              {t.rich(
                '<b>Messages to us</b> (name, email, message) and our answers: until we delete them after handling your request. A message sent while signed in is shown with our answers in your account; deleting your account unlinks them but does not delete them; ask us through the contact form and we will.',
                { b: bold },
              )}
            </li>
            <li>
              {t.rich(
                "<b>Our server's logs</b> record each request's time, address within Voxpert and result, without your IP address, cookies or passwords.",
                { b: bold },
              )}
            </li>
          </ul>
          <p>
            {t(
              'When you delete your account, everything above that belongs to it is deleted at once, and every browser signed in to it is signed out. Totals that name no one (how many replies were made each day and what they cost) are kept, and, if you used the free trial, the hash of your email address described above.',
            )}
          </p>
        </>
      ),
    },
    {
      id: 'your-rights',
      title: t('Your rights and choices'),
      body: (
        <ul>
          <li>
            {t.rich(
              '<b>Access:</b> you can see your profile, conversations, reminders and what the experts remember (the Memory tab) in the app at any time.',
              { b: bold },
            )}
          </li>
          <li>
            {t.rich(
              "<b>Export:</b> you can download everything your account holds, as one file, with <b>Download my data</b> in your profile's Settings tab, and download the transcript of any saved conversation from your profile's Conversations tab.",
              { b: bold },
            )}
          </li>
          <li>
            {t.rich(
              '<b>Correction:</b> you can change your name, email address, password and picture on your <link>profile page</link>, and edit or delete what the experts remember in its Memory tab, where you can also turn memory off.',
              { b: bold, link: linkTo('/profile') },
            )}
          </li>
          <li>
            {t.rich(
              '<b>Deletion:</b> you can delete your account, and everything in it, from your profile page.',
              { b: bold },
            )}
          </li>
          <li>
            {t.rich(
              'You may also ask us about your information, or object to how we use it, through our <link>contact form</link>, and you may complain to your data protection authority.',
              { link: linkTo('/contact') },
            )}
          </li>
        </ul>
      ),
    },
    {
      id: 'cookies',
      title: t('Cookies'),
      body: (
        <>
          <p>
            {t.rich(
              'Voxpert uses <b>one cookie</b>: a session cookie that keeps you signed in. It holds a random code, cannot be read by scripts, and stops working when you sign out or after 30 days without use.',
              { b: bold },
            )}
          </p>
          <p>
            {t.rich(
              "We use <b>no tracking or advertising cookies</b>. A few preferences, such as your language, voice settings and whether you have seen the welcome tour, are kept in your own browser's storage and are not sent to us. When you pay, Stripe may set its own cookies to prevent fraud.",
              { b: bold },
            )}
          </p>
        </>
      ),
    },
    {
      id: 'children',
      title: t('Children'),
      body: (
        <p>
          {t('Voxpert is meant for adults. We do not knowingly collect information from anyone under 18.')}
        </p>
      ),
    },
    {
      id: 'changes',
      title: t('Changes to this policy'),
      body: (
        <p>
          {t(
            'If we change this policy in a way that matters, we will tell you in the app or by email before the change takes effect. The date at the top shows when it last changed.',
          )}
        </p>
      ),
    },
    {
      id: 'contact',
      title: t('Contact us'),
      body: (
        <p>
          {t.rich(
            'Questions about your privacy are welcome. Please write to us through our <link>contact form</link>; we reply within 24 hours on business days.',
            { link: linkTo('/contact') },
          )}
        </p>
      ),
    },
  ];
}
