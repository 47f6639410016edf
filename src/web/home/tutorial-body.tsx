import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useT } from '../i18n/i18n.js';
import { cn } from '../lib/cn.js';
import { Button } from '../ui/button.js';
import { DialogDescription, DialogTitle } from '../ui/dialog.js';
import { tutorialSteps } from './tutorial-steps.js';

type Props = {
  step: number;
  mobileCopy: boolean;
  onBack: () => void;
  onNext: () => void;
  onSkip: () => void;
  onFinish: () => void;
};

/** One step of the tutorial: counter, icon, words, progress dots and the buttons. */
export function TutorialBody({ step, mobileCopy, onBack, onNext, onSkip, onFinish }: Props) {
  const t = useT();
  const current = tutorialSteps[step] ?? tutorialSteps[0];
  if (!current) return null;
  const last = step === tutorialSteps.length - 1;
  const Icon = current.icon;

  return (
    <div className="flex flex-1 flex-col gap-6" data-testid="tutorial" data-step={step + 1}>
      <div aria-live="polite" className="flex flex-col items-center gap-4 pt-2 text-center">
        <p className="text-sm font-semibold tracking-wide text-primary-strong uppercase">
          {t('Step {step} of {count}', { step: step + 1, count: tutorialSteps.length })}
        </p>
        <span className="flex size-16 items-center justify-center rounded-full bg-primary-muted text-primary-strong">
          <Icon className="size-8" aria-hidden="true" />
        </span>
        <DialogTitle className="text-2xl">{current.title(t)}</DialogTitle>
        <DialogDescription className="max-w-prose text-lg leading-relaxed text-muted">
          {(mobileCopy && current.mobileBody?.(t)) || current.body(t)}
        </DialogDescription>
      </div>

      <ol className="flex justify-center gap-2" aria-hidden="true" data-testid="tutorial-dots">
        {tutorialSteps.map((s, i) => (
          <li
            key={s.id}
            data-active={i === step ? 'true' : undefined}
            className={cn(
              'h-2.5 rounded-full transition-all',
              i === step ? 'w-8 bg-primary' : i < step ? 'w-2.5 bg-primary-light' : 'w-2.5 bg-border-strong',
            )}
          />
        ))}
      </ol>

      <div className="mt-auto flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        {last ? (
          <span className="hidden sm:block" />
        ) : (
          <Button variant="ghost" onClick={onSkip}>
            {t('Skip')}
          </Button>
        )}
        <div className="grid grid-cols-2 gap-3 sm:flex">
          <Button variant="outline" onClick={onBack} disabled={step === 0}>
            <ArrowLeft aria-hidden="true" /> {t('Back')}
          </Button>
          {last ? (
            <Button onClick={onFinish} data-autofocus>
              {t('Get Started')}
            </Button>
          ) : (
            <Button onClick={onNext} data-autofocus>
              {t('Next')} <ArrowRight aria-hidden="true" />
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
