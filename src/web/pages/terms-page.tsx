import { useT } from '../i18n/i18n.js';
import { ProsePage } from './prose-page.js';
import { termsSections } from './terms-sections.js';

const TERMS_UPDATED = '2026-11-22';

export default function TermsPage() {
  const t = useT();
  return (
    <ProsePage
      title={t('Terms of Service')}
      lastUpdated={TERMS_UPDATED}
      tableOfContents
      intro={
        <p>
          {t(
            'Thank you for choosing Voxpert. These terms explain what you can expect from us and what we ask of you. We have tried to keep them short and plain.',
          )}
        </p>
      }
      sections={termsSections(t)}
    />
  );
}
