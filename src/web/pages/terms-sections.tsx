import type { Translator } from '../../i18n/translate.js';
import { wholeDollars } from '../billing/money.js';
import type { ProseSection } from './prose-page.js';
import { bold, linkTo } from './prose-tags.js';

/**
 * The Terms of Service's sections in the page's language (a material change is announced at least 30
 * days ahead). The ids are the sections' anchors (/terms#plans-and-billing) in every language.
 */
export function termsSections(t: Translator): readonly ProseSection[] {
  const contact = linkTo('/contact');
  const privacy = linkTo('/privacy');
  return [
    {
      id: 'acceptance',
      title: t('Agreeing to these terms'),
      body: (
        <p>
          {t.rich(
            'These terms are an agreement between you and Voxpert. By creating an account or using Voxpert, you agree to them and to our <link>Privacy Policy</link>. If you do not agree, please do not use the service. You must be at least 18 years old to create an account.',
            { link: privacy },
          )}
        </p>
      ),
    },
    {
      id: 'service',
      title: t('What Voxpert is, and is not'),
      body: (
        <>
          <p>
            {t(
              'Voxpert is a voice AI advice companion: you talk with AI expert personas and hear their replies, in 11 languages. The experts are computer programs, not people, and their answers can be incomplete or wrong.',
            )}
          </p>
          <p>
            {t.rich(
              "<b>Voxpert's answers are not professional medical, legal or financial advice, and they do not replace a doctor, lawyer, financial adviser or other qualified professional.</b> Please check anything important with one. <b>If you are in crisis or in danger, contact your local emergency services.</b>",
              { b: bold },
            )}
          </p>
        </>
      ),
    },
    {
      id: 'account',
      title: t('Your account'),
      body: (
        <ul>
          <li>{t('Please give accurate details and keep them up to date.')}</li>
          <li>
            {t(
              'Keep your password and security answer to yourself; you are responsible for what happens in your account.',
            )}
          </li>
          <li>
            {t.rich(
              'Tell us straight away through our <link>contact form</link> if you think someone else has used it.',
              { link: contact },
            )}
          </li>
          <li>{t('You may delete your account at any time from your profile page.')}</li>
        </ul>
      ),
    },
    {
      id: 'plans-and-billing',
      title: t('Plans, billing and renewal'),
      body: (
        <>
          <p>
            {t.rich(
              'Voxpert offers a <b>Free</b> plan (2 conversations a day, 10 replies in each), a <b>Basic</b> plan at {basic} a month with a 7-day free trial, and a <b>Premium</b> plan at {premium} a month. Current prices and features are on our <link>pricing page</link>.',
              {
                b: bold,
                link: linkTo('/pricing'),
                basic: wholeDollars(20, t.locale),
                premium: wholeDollars(35, t.locale),
              },
            )}
          </p>
          <ul>
            <li>
              {t.rich(
                '<b>Billing:</b> paid plans are billed monthly, in advance, to the card you give us, through our payment processor.',
                { b: bold },
              )}
            </li>
            <li>
              {t.rich(
                '<b>Automatic renewal:</b> your subscription renews automatically each month, and you are charged for each new month, until you cancel.',
                { b: bold },
              )}
            </li>
            <li>
              {t.rich(
                '<b>Free trials:</b> when a free trial ends, your card is charged automatically for the plan you chose unless you cancel before the trial ends.',
                { b: bold },
              )}
            </li>
            <li>
              {t.rich(
                '<b>Upgrades:</b> when you move to a higher plan, the price is adjusted for the days left in your current billing period.',
                { b: bold },
              )}
            </li>
            <li>
              {t.rich(
                '<b>Price changes:</b> we will tell you about any price change before it takes effect, so you can decide whether to continue.',
                { b: bold },
              )}
            </li>
            <li>{t('Prices do not include any taxes that may apply where you live.')}</li>
          </ul>
        </>
      ),
    },
    {
      id: 'cancellation-and-refunds',
      title: t('Cancellation and refunds'),
      body: (
        <>
          <p>
            {t(
              'You can cancel at any time from the Subscription tab of your profile. Cancellation takes effect at the end of your current billing cycle: you keep your plan until then, and you are not charged again.',
            )}
          </p>
          <p>
            {t.rich(
              'Payments are generally not refundable. Refunds, for example for a charge you did not expect, are given at our discretion; please ask through our <link>contact form</link>.',
              { link: contact },
            )}
          </p>
        </>
      ),
    },
    {
      id: 'acceptable-use',
      title: t('Using Voxpert fairly'),
      body: (
        <>
          <p>{t('Please do not use Voxpert to:')}</p>
          <ul>
            <li>{t('break the law, or harm, harass or deceive anyone;')}</li>
            <li>{t('upload content you have no right to share, or that contains malicious software;')}</li>
            <li>
              {t("get around plan limits, overload the service, or access other people's accounts or data;")}
            </li>
            <li>{t('copy or resell the service, or collect its replies in bulk by automated means.')}</li>
          </ul>
          <p>{t('We may suspend or close an account that breaks these rules.')}</p>
        </>
      ),
    },
    {
      id: 'your-content',
      title: t('Your content'),
      body: (
        <p>
          {t.rich(
            'What you say, type and upload stays yours. You allow us to store and process it only to provide the service to you, as our <link>Privacy Policy</link> explains. You are responsible for having the right to share what you upload.',
            { link: privacy },
          )}
        </p>
      ),
    },
    {
      id: 'liability',
      title: t('Warranties and liability'),
      body: (
        <p>
          {t(
            'We work hard to keep Voxpert available and helpful, but it is provided "as is", without guarantees that it will be uninterrupted, error-free or suited to a particular purpose. To the extent the law allows, Voxpert is not liable for indirect or consequential losses, or for decisions you make based on its answers, and our total liability is limited to what you paid us in the 12 months before the claim. Nothing in these terms limits rights you have by law that cannot be limited.',
          )}
        </p>
      ),
    },
    {
      id: 'changes',
      title: t('Changes to these terms'),
      body: (
        <p>
          {t(
            "We may update these terms. For any material change we will give you at least 30 days' notice, in the app or by email, before it takes effect. If you keep using Voxpert after that, the new terms apply; if you do not agree, you may cancel before then.",
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
            'Questions about these terms? Write to us through our <link>contact form</link>; we reply within 24 hours on business days.',
            { link: contact },
          )}
        </p>
      ),
    },
  ];
}
