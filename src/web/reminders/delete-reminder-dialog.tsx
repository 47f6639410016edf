import type { Reminder } from '../../contract/reminders.js';
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
  reminder: Reminder | null;
  onCancel: () => void;
  onConfirm: (reminder: Reminder) => void;
};

/** Spec section 2: delete asks 'Are you sure you want to delete this reminder?'. */
export function DeleteReminderDialog({ reminder, onCancel, onConfirm }: Props) {
  return (
    <Dialog open={reminder !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent data-testid="delete-reminder-dialog">
        <DialogHeader>
          <DialogTitle>Delete reminder</DialogTitle>
          <DialogDescription className="text-lg text-muted">
            Are you sure you want to delete this reminder?
          </DialogDescription>
        </DialogHeader>
        {reminder && <p className="font-semibold text-foreground break-words">{reminder.title}</p>}
        <DialogFooter>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={() => reminder && onConfirm(reminder)}>
            Delete
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
