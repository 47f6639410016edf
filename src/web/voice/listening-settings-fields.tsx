import type { Translator } from '../../i18n/translate.js';
import { useLocale, useT } from '../i18n/i18n.js';
import { cn } from '../lib/cn.js';
import type { ListeningSettings } from './listening-settings.js';
import { clampPause, PAUSE_MAX_MS, PAUSE_MIN_MS, PAUSE_STEP_MS } from './loop/end-of-turn.js';

type Props = { settings: ListeningSettings; onChange: (next: ListeningSettings) => void; titleClass: string };

const modes = (t: Translator) =>
  [
    {
      mode: 'hands-free',
      label: t('Hands-free'),
      hint: t(
        'Tap once, then just talk. Voxpert answers when you pause and listens again after each answer.',
      ),
    },
    { mode: 'tap', label: t('Tap to talk'), hint: t('Tap to start and tap again when you are done.') },
  ] as const;

/** Voice Settings: hands-free or tap to talk, and the pause that ends a hands-free turn. */
export function ListeningSettingsFields({ settings, onChange, titleClass }: Props) {
  const t = useT();
  const locale = useLocale();
  const seconds = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(settings.pauseMs / 1000);
  return (
    <>
      <fieldset className="flex flex-col gap-2">
        <legend className={titleClass}>{t('Listening')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {modes(t).map(({ mode, label, hint }) => (
            <label
              key={mode}
              className={cn(
                'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border px-3 py-2 has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-ring',
                settings.mode === mode ? 'border-primary bg-primary-soft' : 'border-border-strong',
              )}
            >
              <input
                type="radio"
                name="listening-mode"
                value={mode}
                checked={settings.mode === mode}
                onChange={() => onChange({ ...settings, mode })}
                className="mt-1 size-5 accent-primary"
              />
              <span>
                <span className="font-medium">{label}</span>
                <span className="block text-muted">{hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {settings.mode === 'hands-free' && (
        <div className="flex flex-col gap-2">
          <label htmlFor="listening-pause" className={titleClass}>
            {t('Pause before the expert answers: {seconds} s', { seconds })}
          </label>
          <input
            id="listening-pause"
            type="range"
            min={PAUSE_MIN_MS}
            max={PAUSE_MAX_MS}
            step={PAUSE_STEP_MS}
            value={settings.pauseMs}
            aria-valuetext={t('{seconds} seconds', { seconds })}
            aria-describedby="listening-pause-hint"
            onChange={(e) => onChange({ ...settings, pauseMs: clampPause(e.target.value) })}
            className="h-11 w-full accent-primary"
          />
          <p id="listening-pause-hint" className="text-muted">
            {t('Shorter (0.5 s) answers sooner; longer (3 s) gives you time to think mid-sentence.')}
          </p>
        </div>
      )}
    </>
  );
}
