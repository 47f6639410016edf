import type { FeatureId, FeatureStage } from '../../contract/feature-values.js';
import { featureIds, featureStagesNow } from '../../contract/feature-values.js';
import type { Translator } from '../../i18n/translate.js';
import { useT } from '../i18n/i18n.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card.js';

const featureName = (id: FeatureId, t: Translator): string =>
  ({ 'missed-reminders': t('Missed reminders come back') })[id];

const stageName = (stage: FeatureStage, t: Translator): string =>
  stage === 'early-access' ? t('Early access: Basic and Premium') : t('Everyone');

/** The features being released and their stage (the list in contract/feature-values.ts), for staff. */
export function FeatureStagesCard() {
  const t = useT();
  return (
    <Card data-testid="feature-stages">
      <CardHeader>
        <CardTitle>{t('New features')}</CardTitle>
        <CardDescription>{t('Who gets each feature being released')}</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-foreground">
          {featureIds.map((id) => (
            <div key={id} className="contents">
              <dt className="font-medium">{featureName(id, t)}</dt>
              <dd>{stageName(featureStagesNow[id], t)}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
