import { Link } from 'react-router';
import type { ProseSection } from './prose-page.js';

/** The Terms of Service's sections (a material change is announced at least 30 days ahead). */
export const termsSections: readonly ProseSection[] = [
  {
    id: 'acceptance',
    title: 'Agreeing to these terms',
    body: (
      <p>
        These terms are an agreement between you and Voxpert. By creating an account or using Voxpert, you
        agree to them and to our <Link to="/privacy">Privacy Policy</Link>. If you do not agree, please do not
        use the service. You must be at least 18 years old to create an account.
      </p>
    ),
  },
  {
    id: 'service',
    title: 'What Voxpert is, and is not',
    body: (
      <>
        <p>
          Voxpert is a voice AI advice companion: you talk with AI expert personas and hear their replies, in
          11 languages. The experts are computer programs, not people, and their answers can be incomplete or
          wrong.
        </p>
        <p>
          <strong>
            Voxpert's answers are not professional medical, legal or financial advice, and they do not replace
            a doctor, lawyer, financial adviser or other qualified professional.
          </strong>{' '}
          Please check anything important with one.{' '}
          <strong>If you are in crisis or in danger, contact your local emergency services.</strong>
        </p>
      </>
    ),
  },
  {
    id: 'account',
    title: 'Your account',
    body: (
      <ul>
        <li>Please give accurate details and keep them up to date.</li>
        <li>
          Keep your password and security answer to yourself; you are responsible for what happens in your
          account.
        </li>
        <li>
          Tell us straight away through our <Link to="/contact">contact form</Link> if you think someone else
          has used it.
        </li>
        <li>You may delete your account at any time from your profile page.</li>
      </ul>
    ),
  },
  {
    id: 'plans-and-billing',
    title: 'Plans, billing and renewal',
    body: (
      <>
        <p>
          Voxpert offers a <strong>Free</strong> plan (2 conversations a day, 10 replies in each), a{' '}
          <strong>Basic</strong> plan at $20 a month with a 7-day free trial, and a <strong>Premium</strong>{' '}
          plan at $35 a month. Current prices and features are on our <Link to="/pricing">pricing page</Link>.
        </p>
        <ul>
          <li>
            <strong>Billing:</strong> paid plans are billed monthly, in advance, to the card you give us,
            through our payment processor.
          </li>
          <li>
            <strong>Automatic renewal:</strong> your subscription renews automatically each month, and you are
            charged for each new month, until you cancel.
          </li>
          <li>
            <strong>Free trials:</strong> when a free trial ends, your card is charged automatically for the
            plan you chose unless you cancel before the trial ends.
          </li>
          <li>
            <strong>Upgrades:</strong> when you move to a higher plan, the price is adjusted for the days left
            in your current billing period.
          </li>
          <li>
            <strong>Price changes:</strong> we will tell you about any price change before it takes effect, so
            you can decide whether to continue.
          </li>
          <li>Prices do not include any taxes that may apply where you live.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'cancellation-and-refunds',
    title: 'Cancellation and refunds',
    body: (
      <>
        <p>
          You can cancel at any time from the Subscription tab of your profile. Cancellation takes effect at
          the end of your current billing cycle: you keep your plan until then, and you are not charged again.
        </p>
        <p>
          Payments are generally not refundable. Refunds, for example for a charge you did not expect, are
          given at our discretion; please ask through our <Link to="/contact">contact form</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Using Voxpert fairly',
    body: (
      <>
        <p>Please do not use Voxpert to:</p>
        <ul>
          <li>break the law, or harm, harass or deceive anyone;</li>
          <li>upload content you have no right to share, or that contains malicious software;</li>
          <li>get around plan limits, overload the service, or access other people's accounts or data;</li>
          <li>copy or resell the service, or collect its replies in bulk by automated means.</li>
        </ul>
        <p>We may suspend or close an account that breaks these rules.</p>
      </>
    ),
  },
  {
    id: 'your-content',
    title: 'Your content',
    body: (
      <p>
        What you say, type and upload stays yours. You allow us to store and process it only to provide the
        service to you, as our <Link to="/privacy">Privacy Policy</Link> explains. You are responsible for
        having the right to share what you upload.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Warranties and liability',
    body: (
      <p>
        We work hard to keep Voxpert available and helpful, but it is provided "as is", without guarantees
        that it will be uninterrupted, error-free or suited to a particular purpose. To the extent the law
        allows, Voxpert is not liable for indirect or consequential losses, or for decisions you make based on
        its answers, and our total liability is limited to what you paid us in the 12 months before the claim.
        Nothing in these terms limits rights you have by law that cannot be limited.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms. For any material change we will give you at least 30 days' notice, in the
        app or by email, before it takes effect. If you keep using Voxpert after that, the new terms apply; if
        you do not agree, you may cancel before then.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions about these terms? Write to us through our <Link to="/contact">contact form</Link>; we reply
        within 24 hours on business days.
      </p>
    ),
  },
];
