import { useQuery } from '@tanstack/react-query';
import { ImagePlus, Lock, LockOpen, Play } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import {
  SPEED_MAX,
  SPEED_MIN,
  SPEED_STEP,
  speechModels,
  speechVoices,
} from '../../contract/speech-values.js';
import { avatarMessages } from '../../contract/voice-avatar-values.js';
import type { Translator } from '../../i18n/translate.js';
import { translateMessage } from '../i18n/current.js';
import { useLocale, useT } from '../i18n/i18n.js';
import { cn } from '../lib/cn.js';
import { useStoredState } from '../lib/use-stored-state.js';
import { setVibrationOn, vibrationOn } from '../lib/vibration.js';
import { Alert } from '../ui/alert.js';
import { Button } from '../ui/button.js';
import { Spinner } from '../ui/spinner.js';
import { Switch } from '../ui/switch.js';
import { avatarName, chosenAvatar, withAvatar } from './avatar-view.js';
import type { ListeningSettings } from './listening-settings.js';
import { ListeningSettingsFields } from './listening-settings-fields.js';
import { voiceQueries } from './queries.js';
import { clampSpeed, isVoiceLocked, type VoiceSettings, voicePresets } from './voice-settings.js';

/** How each voice sounds, in the page's language. */
const voiceDescription = (t: Translator): Record<keyof typeof speechVoices, string> => ({
  alloy: t('neutral, balanced'),
  echo: t('gentle, lower'),
  fable: t('narrative, expressive'),
  onyx: t('deep, authoritative'),
  nova: t('warm female, default'),
  shimmer: t('clear, soothing'),
});

type Props = {
  settings: VoiceSettings;
  onChange: (next: VoiceSettings, toast?: { title: string; description?: string }) => void;
  paidPlan: boolean;
  onTest: () => void;
  testing: boolean;
  /** The signed-in person's id (null for a guest, who sees the built-in avatars and cannot change them). */
  userId: number | null;
  /** How the microphone listens (hands-free or tap to talk), kept apart from the voice. */
  listening: ListeningSettings;
  onListening: (next: ListeningSettings) => void;
};

const CustomizeAvatarDialog = lazy(() =>
  import('./customize-avatar-dialog.js').then((m) => ({ default: m.CustomizeAvatarDialog })),
);

const groupTitle = 'text-lg font-semibold text-foreground';

/** Voice settings: listening, muting the expert, voice, speed, quality, presets, a voice test, avatar and unlock. */
export function VoiceSettingsPanel({
  settings,
  onChange,
  paidPlan,
  onTest,
  testing,
  userId,
  listening,
  onListening,
}: Props) {
  const t = useT();
  const locale = useLocale();
  const locked = isVoiceLocked(settings);
  const avatars = useQuery(voiceQueries.avatars(userId));
  const chosen = chosenAvatar(settings, avatars.data);
  const [customizing, setCustomizing] = useState(false);
  const set = (change: Partial<VoiceSettings>) => onChange({ ...settings, ...change });

  return (
    <div className="flex flex-col gap-6" data-testid="voice-settings">
      <ListeningSettingsFields settings={listening} onChange={onListening} titleClass={groupTitle} />
      <div className="flex items-start justify-between gap-4 rounded-xl border border-border bg-surface p-4">
        <div className="grid gap-1">
          <label htmlFor="mute-expert" className={groupTitle}>
            {t('Mute the expert')}
          </label>
          <p id="mute-expert-hint" className="text-muted">
            {t('Replies are shown in the conversation but not spoken. Play any reply to hear it.')}
          </p>
        </div>
        <Switch
          id="mute-expert"
          checked={settings.muted === true}
          onCheckedChange={(muted) => set({ muted })}
          aria-describedby="mute-expert-hint"
        />
      </div>

      <VibrationSetting titleClass={groupTitle} />

      <fieldset className="flex flex-col gap-2">
        <legend className={groupTitle}>{t('Presets')}</legend>
        <div className="flex flex-wrap gap-2">
          {voicePresets.map((preset) => {
            const needsPlan = preset.model === 'tts-1-hd' && !paidPlan;
            const name = t(
              '{preset, select, casual {Casual Chat} professional {Professional} storytelling {Storytelling} technical {Technical} other {Energetic}}',
              { preset: preset.id },
            );
            return (
              <Button
                key={preset.id}
                variant="outline"
                disabled={locked && preset.voice !== settings.voice}
                onClick={() =>
                  onChange(
                    {
                      ...settings,
                      voice: preset.voice,
                      voicePicked: true,
                      speed: preset.speed,
                      model: needsPlan ? 'tts-1' : preset.model,
                    },
                    {
                      title: t('Voice Settings Updated'),
                      description: t('{name} preset applied.', { name }),
                    },
                  )
                }
              >
                {name}
              </Button>
            );
          })}
        </div>
      </fieldset>

      <fieldset className="flex flex-col gap-2" disabled={locked}>
        <legend className={groupTitle}>
          {t('Voice')} {locked && <Lock className="inline size-4" aria-label={t('locked')} />}
        </legend>
        {locked && (
          <p className="text-muted">
            {settings.voiceName
              ? t('Your avatar {name} keeps this voice. Unlock it to choose another.', {
                  name: settings.voiceName,
                })
              : t('Your avatar keeps this voice. Unlock it to choose another.')}
          </p>
        )}
        <div className="grid gap-2 sm:grid-cols-2">
          {(Object.keys(speechVoices) as (keyof typeof speechVoices)[]).map((voice) => (
            <label
              key={voice}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-ring',
                settings.voice === voice ? 'border-primary bg-primary-soft' : 'border-border-strong',
              )}
            >
              <input
                type="radio"
                name="voice"
                value={voice}
                checked={settings.voice === voice}
                onChange={() => set({ voice, voicePicked: true })}
                className="size-5 accent-primary"
              />
              <span>
                <span className="font-medium capitalize">{voice}</span>
                <span className="text-muted"> ({voiceDescription(t)[voice]})</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className="flex flex-col gap-2">
        <label htmlFor="voice-speed" className={groupTitle}>
          {t('Speed: {speed}x', {
            speed: new Intl.NumberFormat(locale, {
              minimumFractionDigits: 2,
              maximumFractionDigits: 2,
            }).format(settings.speed),
          })}
        </label>
        <input
          id="voice-speed"
          type="range"
          min={SPEED_MIN}
          max={SPEED_MAX}
          step={SPEED_STEP}
          value={settings.speed}
          aria-describedby="voice-speed-hint"
          onChange={(e) => set({ speed: clampSpeed(e.target.value) })}
          className="h-11 w-full accent-primary"
        />
        <p id="voice-speed-hint" className="text-muted">
          {t('Slower (0.25x) to faster (4.0x) speech')}
        </p>
      </div>

      <fieldset className="flex flex-col gap-2">
        <legend className={groupTitle}>{t('Quality')}</legend>
        <div className="flex flex-wrap gap-2">
          {speechModels.map((model) => {
            const blocked = 'requiresPaidPlan' in model && model.requiresPaidPlan && !paidPlan;
            return (
              <label
                key={model.id}
                className={cn(
                  'flex min-h-11 items-center gap-3 rounded-lg border px-3 py-2',
                  settings.model === model.id ? 'border-primary bg-primary-soft' : 'border-border-strong',
                  blocked ? 'cursor-not-allowed opacity-70' : 'cursor-pointer',
                )}
              >
                <input
                  type="radio"
                  name="model"
                  value={model.id}
                  disabled={blocked}
                  checked={settings.model === model.id}
                  onChange={() => set({ model: model.id })}
                  className="size-5 accent-primary"
                />
                {model.id === 'tts-1' ? t('Standard') : model.label}
                {blocked && <Lock className="size-4" aria-label={t('needs a paid plan')} />}
              </label>
            );
          })}
        </div>
        {!paidPlan && (
          <p className="text-muted">
            {t('HD voices come with Basic and Premium.')}{' '}
            <Link to="/pricing" className="font-medium text-primary underline">
              {t('Upgrade to use HD')}
            </Link>
          </p>
        )}
      </fieldset>

      <fieldset className="flex flex-col gap-2">
        <legend className={groupTitle}>{t('Avatar')}</legend>
        {avatars.isPending && <Spinner label={t('Loading avatars')} className="justify-start p-2" />}
        {avatars.isError && (
          <Alert tone="error" title={translateMessage(avatarMessages.loadFailedTitle)}>
            {translateMessage(avatarMessages.loadFailed)}{' '}
            <Button variant="link" className="h-auto p-0" onClick={() => void avatars.refetch()}>
              {t('Try Again')}
            </Button>
          </Alert>
        )}
        {avatars.data?.length === 0 && <p className="text-muted">{translateMessage(avatarMessages.empty)}</p>}
        <div className="flex flex-wrap gap-3" data-testid="avatar-list">
          {avatars.data?.map((avatar) => {
            const name = avatarName(avatar);
            const selected = chosen?.voiceId === avatar.voiceId;
            return (
              <button
                key={avatar.voiceId}
                type="button"
                aria-pressed={selected}
                aria-label={t('{name}, {voice} voice', { name, voice: avatar.voiceId })}
                onClick={() =>
                  onChange(withAvatar(settings, avatar), {
                    title: t('Avatar Updated'),
                    description: t('{name} will speak with the {voice} voice.', {
                      name,
                      voice: avatar.voiceId,
                    }),
                  })
                }
                className={cn(
                  'flex w-20 flex-col items-center gap-1 rounded-xl p-2 focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none',
                  selected ? 'bg-primary-muted ring-2 ring-primary' : 'hover:bg-surface-sunken',
                )}
              >
                <img src={avatar.imageUrl} alt="" className="size-14 rounded-full object-cover" />
                <span className="w-full truncate text-center text-sm font-medium">{name}</span>
              </button>
            );
          })}
        </div>
        {userId !== null && avatars.data && avatars.data.length > 0 && (
          <Button variant="outline" className="self-start" onClick={() => setCustomizing(true)}>
            <ImagePlus aria-hidden="true" />
            {t('Customize Avatar')}
          </Button>
        )}
        {customizing && avatars.data && (
          <Suspense>
            <CustomizeAvatarDialog
              open
              onOpenChange={setCustomizing}
              avatars={avatars.data}
              initialVoice={chosen?.voiceId ?? settings.voice}
            />
          </Suspense>
        )}
        {locked && (
          <Button
            variant="outline"
            className="self-start"
            onClick={() => {
              const { avatarUrl: _url, voiceName: _name, ...rest } = settings;
              onChange(rest, {
                title: t('Voice Unlocked'),
                description: t('You can choose any voice again.'),
              });
            }}
          >
            <LockOpen aria-hidden="true" />
            {t('Unlock Voice')}
          </Button>
        )}
      </fieldset>

      <Button onClick={onTest} disabled={testing} className="self-start">
        <Play aria-hidden="true" />
        {testing ? t('Playing...') : t('Test Voice')}
      </Button>
    </div>
  );
}

/** 'Vibrate': a short buzz when the microphone starts listening and when a reminder comes due (phones). */
function VibrationSetting({ titleClass }: { titleClass: string }) {
  const t = useT();
  const [on, setOn] = useStoredState(vibrationOn, true);
  return (
    <div className="flex items-start justify-between gap-4 rounded-xl border border-border bg-surface p-4">
      <div className="grid gap-1">
        <label htmlFor="vibrate" className={titleClass}>
          {t('Vibrate')}
        </label>
        <p id="vibrate-hint" className="text-muted">
          {t(
            'A short buzz when the microphone starts listening and when a reminder is due, on phones that can.',
          )}
        </p>
      </div>
      <Switch
        id="vibrate"
        checked={on}
        onCheckedChange={(next) => {
          setOn(next);
          setVibrationOn(next);
        }}
        aria-describedby="vibrate-hint"
      />
    </div>
  );
}
