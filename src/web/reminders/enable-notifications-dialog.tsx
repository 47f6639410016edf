import { BellRing } from 'lucide-react';
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

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onEnable: () => Promise<unknown>;
  busy: boolean;
  /** The browser blocks notifications for this site: say how to allow them. */
  blocked: boolean;
};

/** Enable Notifications: asked when reminders are turned on without permission. */
export default function EnableNotificationsDialog({ open, onOpenChange, onEnable, busy, blocked }: Props) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="enable-notifications-dialog">
        <DialogHeader>
          <BellRing className="size-8 text-primary" aria-hidden="true" />
          <DialogTitle>{t('Enable Notifications')}</DialogTitle>
          <DialogDescription className="text-lg text-muted">
            {t(
              'Allow notifications so your reminders reach you on time, even when Voxpert is not the page you are looking at.',
            )}
          </DialogDescription>
        </DialogHeader>
        <p className="text-muted">
          {blocked
            ? t(
                'Notifications are blocked for Voxpert in this browser. Open the site settings (the icon beside the address), set Notifications to Allow, then press Enable Notifications.',
              )
            : t(
                "Your browser will ask you to allow them. You can change your mind at any time in your browser's settings.",
              )}
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('Later')}
          </Button>
          <Button
            disabled={busy}
            onClick={async () => {
              await onEnable();
              onOpenChange(false);
            }}
          >
            {busy ? t('Enabling...') : t('Enable Notifications')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
