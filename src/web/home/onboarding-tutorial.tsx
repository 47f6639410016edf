import { type TouchEvent, useEffect, useRef, useState } from 'react';
import { useT } from '../i18n/i18n.js';
import { Dialog, DialogContent, SheetContent } from '../ui/dialog.js';
import { TutorialBody } from './tutorial-body.js';
import { tutorialSteps } from './tutorial-steps.js';
import { MOBILE_COPY_QUERY, SHEET_QUERY, useMediaQuery } from './use-media-query.js';

/** A horizontal move of at least this many pixels counts as a swipe. */
const SWIPE_MIN_PX = 50;

type Props = {
  open: boolean;
  /** Called once when the tutorial closes: 'Get Started', Skip, the close button or Escape. */
  onDone: () => void;
};

/**
 * The onboarding tutorial: a dialog on wide screens; below 640 px a bottom sheet at 90% height where
 * a swipe left goes to the next step and a swipe right goes back.
 */
export function OnboardingTutorial({ open, onDone }: Props) {
  const t = useT();
  const [step, setStep] = useState(0);
  const asSheet = useMediaQuery(SHEET_QUERY);
  const mobileCopy = useMediaQuery(MOBILE_COPY_QUERY);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const lastStep = tutorialSteps.length - 1;

  useEffect(() => {
    if (open) setStep(0);
  }, [open]);

  const next = () => setStep((s) => Math.min(s + 1, lastStep));
  const back = () => setStep((s) => Math.max(s - 1, 0));

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy)) return;
    if (dx < 0) next();
    else back();
  };

  // Open with the focus on Next, so Enter moves forward rather than skipping the tour.
  const focusNext = (event: Event) => {
    const target = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>(
      '[data-autofocus]',
    );
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  const body = (
    <TutorialBody
      step={step}
      mobileCopy={mobileCopy}
      onBack={back}
      onNext={next}
      onSkip={onDone}
      onFinish={onDone}
    />
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) onDone();
      }}
    >
      {asSheet ? (
        <SheetContent
          data-testid="tutorial-sheet"
          onOpenAutoFocus={focusNext}
          onTouchStart={onTouchStart}
          onTouchEnd={onTouchEnd}
          onTouchCancel={() => {
            touchStart.current = null;
          }}
          className="pt-10"
        >
          <div className="mx-auto h-1.5 w-12 rounded-full bg-border-strong" aria-hidden="true" />
          <p className="text-center text-sm text-subtle">{t('Swipe left or right to move between steps.')}</p>
          {body}
        </SheetContent>
      ) : (
        <DialogContent data-testid="tutorial-dialog" className="max-w-xl" onOpenAutoFocus={focusNext}>
          {body}
        </DialogContent>
      )}
    </Dialog>
  );
}
