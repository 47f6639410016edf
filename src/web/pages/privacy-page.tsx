import { useT } from '../i18n/i18n.js';
import { privacySections } from './privacy-sections.js';
import { ProsePage } from './prose-page.js';

const PRIVACY_UPDATED = '2026-11-24';

export default function PrivacyPage() {
  const t = useT();
  return (
    <ProsePage
      title={t('Privacy Policy')}
      lastUpdated={PRIVACY_UPDATED}
      tableOfContents
      intro={
        <p>
          {t(
            'Voxpert is a voice AI advice companion. Talking with us should feel safe, so this policy explains, in plain words, what information we collect, why, who else sees it, and the choices you have.',
          )}
        </p>
      }
      sections={privacySections(t)}
    />
  );
}
