import { MicOff } from 'lucide-react';
import { useState } from 'react';
import type { Translator } from '../../i18n/translate.js';
import { useT } from '../i18n/i18n.js';
import { Alert } from '../ui/alert.js';
import { Button } from '../ui/button.js';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../ui/dialog.js';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/tabs.js';

const stepsOf = (t: Translator) => ({
  chrome: [
    t('Click the lock or settings icon at the left end of the address bar.'),
    t('Find "Microphone" and choose "Allow".'),
    t('Reload this page, or press "Try Again" below.'),
  ],
  other: [
    t(
      'Safari: open Safari > Settings for This Website (or Settings > Websites > Microphone) and choose "Allow".',
    ),
    t(
      'Firefox: click the microphone icon in the address bar and remove the block, then allow it when asked.',
    ),
    t('Edge: click the lock icon in the address bar, then set "Microphone" to "Allow".'),
  ],
  device: [
    t('Windows: Settings > Privacy & security > Microphone: turn on microphone access for your browser.'),
    t('Mac: System Settings > Privacy & Security > Microphone: turn on your browser.'),
    t('iPhone or iPad: Settings > your browser (for example Safari) > Microphone: Allow.'),
    t('Android: Settings > Apps > your browser > Permissions > Microphone: Allow.'),
    t('Check that a microphone is plugged in and not muted.'),
  ],
});

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Asks for the microphone; resolves true when access was granted. */
  requestAccess: () => Promise<boolean>;
  /** Reloads the page after access was granted. */
  onGranted?: () => void;
};

/** Microphone Access Required: how to allow the microphone, and Try Again. */
export function MicrophoneHelpDialog({ open, onOpenChange, requestAccess, onGranted }: Props) {
  const t = useT();
  const steps = stepsOf(t);
  const [trying, setTrying] = useState(false);
  const [stillBlocked, setStillBlocked] = useState(false);
  const insecure = typeof window !== 'undefined' && !window.isSecureContext;

  const tryAgain = async () => {
    setTrying(true);
    const granted = await requestAccess().catch(() => false);
    setTrying(false);
    setStillBlocked(!granted);
    if (granted) (onGranted ?? (() => window.location.reload()))();
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="microphone-help-dialog" className="max-w-xl">
        <DialogHeader>
          <MicOff className="size-8 text-danger" aria-hidden="true" />
          <DialogTitle>{t('Microphone Access Required')}</DialogTitle>
          <DialogDescription className="text-base text-muted">
            {t(
              'To talk with your expert, your browser needs permission to use the microphone. Here is how to allow it.',
            )}
          </DialogDescription>
        </DialogHeader>
        {insecure && (
          <Alert tone="error" title={t('This page is not on a secure connection')}>
            <p>
              {t(
                'Browsers only allow the microphone on secure pages (addresses starting with https). Please open Voxpert through its https address.',
              )}
            </p>
          </Alert>
        )}
        <Tabs defaultValue="chrome">
          <TabsList>
            <TabsTrigger value="chrome">Chrome</TabsTrigger>
            <TabsTrigger value="other">{t('Other Browsers')}</TabsTrigger>
            <TabsTrigger value="device">{t('Device Settings')}</TabsTrigger>
          </TabsList>
          {(Object.keys(steps) as (keyof typeof steps)[]).map((key) => (
            <TabsContent key={key} value={key}>
              <ol className="list-decimal space-y-2 ps-6 text-foreground-soft">
                {steps[key].map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </TabsContent>
          ))}
        </Tabs>
        {stillBlocked && (
          <p role="alert" className="font-medium text-danger-strong">
            {t('The microphone is still blocked. Please follow the steps above, then try again.')}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('Close')}
          </Button>
          <Button onClick={tryAgain} disabled={trying}>
            {trying ? t('Asking for the microphone...') : t('Try Again')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
