import { Mic } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useT } from '../i18n/i18n.js';
import { Button } from '../ui/button.js';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../ui/dialog.js';
import { Label } from '../ui/input.js';
import { Checkbox } from '../ui/switch.js';

type Props = {
  open: boolean;
  /** First name, or empty for a plain greeting. */
  name: string;
  /** Closed; dontShowAgain is true only when 'Get Started' was clicked with the box ticked. */
  onClose: (dontShowAgain: boolean) => void;
  onShowTutorial: () => void;
};

/** The greeting on later visits: 'Don't show again' is kept when 'Get Started' is clicked. */
export function WelcomePopup({ open, name, onClose, onShowTutorial }: Props) {
  const t = useT();
  const [dontShow, setDontShow] = useState(false);
  const checkboxId = useId();

  useEffect(() => {
    if (open) setDontShow(false);
  }, [open]);

  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose(false);
      }}
    >
      <DialogContent data-testid="welcome-popup">
        <DialogHeader className="items-center pe-0 text-center">
          <span className="mb-2 flex size-14 items-center justify-center rounded-full bg-primary-muted text-primary-strong">
            <Mic className="size-7" aria-hidden="true" />
          </span>
          <DialogTitle className="text-2xl">
            {name ? t('Welcome back, {name}!', { name }) : t('Welcome back!')}
          </DialogTitle>
          <DialogDescription className="text-lg leading-relaxed text-muted">
            {t(
              'Your experts are here whenever you would like to talk. Choose an expert, tap the microphone and simply say hello.',
            )}
          </DialogDescription>
        </DialogHeader>

        <div className="flex min-h-11 items-center gap-3">
          <Checkbox
            id={checkboxId}
            checked={dontShow}
            onCheckedChange={(value) => setDontShow(value === true)}
            className="size-6"
          />
          <Label htmlFor={checkboxId} className="cursor-pointer text-base">
            {t("Don't show again")}
          </Label>
        </div>

        <DialogFooter>
          <Button variant="outline" onClick={onShowTutorial}>
            {t('Show me the tutorial')}
          </Button>
          <Button onClick={() => onClose(dontShow)}>{t('Get Started')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
