import { genderPreferences } from '../../contract/accounts.js';
import { useT } from '../i18n/i18n.js';
import { Alert } from '../ui/alert.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card.js';
import { Label } from '../ui/input.js';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../ui/select.js';
import { Spinner } from '../ui/spinner.js';
import { Switch } from '../ui/switch.js';
import { DeleteAccountSection } from './delete-account-section.js';
import { DownloadDataSection } from './download-data-section.js';
import { useSaveSettings, useUserSettings } from './use-user-settings.js';

/** A select item cannot carry null, so "No preference" stands for it. */
const NO_PREFERENCE = 'none';

/** Settings tab: every change saves itself; then Download my data and Delete account. */
export function SettingsTab() {
  const t = useT();
  const preferenceLabels: Record<(typeof genderPreferences)[number], string> = {
    female: t('Female voice'),
    male: t('Male voice'),
    neutral: t('Neutral voice'),
  };
  const { settings, isLoading, isFallback } = useUserSettings();
  const { save, isSaving } = useSaveSettings();

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{t('Settings')}</CardTitle>
          <CardDescription>{t('Changes are saved as soon as you make them.')}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          {isLoading ? (
            <Spinner label={t('Loading your settings')} />
          ) : (
            <>
              {isFallback && (
                <Alert tone="info">
                  {t(
                    'We could not load your saved settings, so the defaults are shown. Any change you make will be saved.',
                  )}
                </Alert>
              )}
              <div className="flex items-start justify-between gap-4">
                <div className="flex flex-col gap-1">
                  <Label htmlFor="settings-transcriptions" className="text-base">
                    {t('Offer conversation downloads')}
                  </Label>
                  <p id="settings-transcriptions-hint" className="text-subtle">
                    {t(
                      'Shows Download buttons (text, HTML, PDF) on each conversation in the Conversations tab. Your conversations are saved to your account either way.',
                    )}
                  </p>
                </div>
                <Switch
                  id="settings-transcriptions"
                  aria-describedby="settings-transcriptions-hint"
                  checked={settings.enableTranscriptions}
                  onCheckedChange={(checked) => save({ enableTranscriptions: checked })}
                  className="mt-1"
                />
              </div>
              <div className="flex flex-col gap-1.5">
                <Label htmlFor="settings-voice">{t('Expert voice preference')}</Label>
                <p id="settings-voice-hint" className="text-subtle">
                  {t(
                    "The voice experts speak with, until you pick a voice in the conversation's Voice Settings.",
                  )}
                </p>
                <Select
                  value={settings.genderPreference ?? NO_PREFERENCE}
                  onValueChange={(v) =>
                    save({
                      genderPreference: genderPreferences.find((g) => g === v) ?? null,
                    })
                  }
                >
                  <SelectTrigger
                    id="settings-voice"
                    aria-describedby="settings-voice-hint"
                    className="sm:max-w-sm"
                  >
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value={NO_PREFERENCE}>{t('No preference')}</SelectItem>
                    {genderPreferences.map((g) => (
                      <SelectItem key={g} value={g}>
                        {preferenceLabels[g]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
              <p role="status" className="min-h-6 text-sm text-subtle">
                {isSaving ? t('Saving...') : ''}
              </p>
            </>
          )}
        </CardContent>
      </Card>
      <DownloadDataSection />
      <DeleteAccountSection />
    </div>
  );
}
