import { MicOff } from 'lucide-react';
import { useState } from 'react';
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

const steps = {
  chrome: [
    'Click the lock or settings icon at the left end of the address bar.',
    'Find "Microphone" and choose "Allow".',
    'Reload this page, or press "Try Again" below.',
  ],
  other: [
    'Safari: open Safari > Settings for This Website (or Settings > Websites > Microphone) and choose "Allow".',
    'Firefox: click the microphone icon in the address bar and remove the block, then allow it when asked.',
    'Edge: click the lock icon in the address bar, then set "Microphone" to "Allow".',
  ],
  device: [
    'Windows: Settings > Privacy & security > Microphone: turn on microphone access for your browser.',
    'Mac: System Settings > Privacy & Security > Microphone: turn on your browser.',
    'iPhone or iPad: Settings > your browser (for example Safari) > Microphone: Allow.',
    'Android: Settings > Apps > your browser > Permissions > Microphone: Allow.',
    'Check that a microphone is plugged in and not muted.',
  ],
} as const;

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
          <DialogTitle>Microphone Access Required</DialogTitle>
          <DialogDescription className="text-base text-muted">
            To talk with your expert, your browser needs permission to use the microphone. Here is how to
            allow it.
          </DialogDescription>
        </DialogHeader>
        {insecure && (
          <Alert tone="error" title="This page is not on a secure connection">
            <p>
              Browsers only allow the microphone on secure pages (addresses starting with https). Please open
              Voxpert through its https address.
            </p>
          </Alert>
        )}
        <Tabs defaultValue="chrome">
          <TabsList>
            <TabsTrigger value="chrome">Chrome</TabsTrigger>
            <TabsTrigger value="other">Other Browsers</TabsTrigger>
            <TabsTrigger value="device">Device Settings</TabsTrigger>
          </TabsList>
          {(Object.keys(steps) as (keyof typeof steps)[]).map((key) => (
            <TabsContent key={key} value={key}>
              <ol className="list-decimal space-y-2 pl-6 text-foreground-soft">
                {steps[key].map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </TabsContent>
          ))}
        </Tabs>
        {stillBlocked && (
          <p role="alert" className="font-medium text-danger-strong">
            The microphone is still blocked. Please follow the steps above, then try again.
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Close
          </Button>
          <Button onClick={tryAgain} disabled={trying}>
            {trying ? 'Asking for the microphone...' : 'Try Again'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
