import type { Reminder } from '../../contract/reminders.js';
import { useT } from '../i18n/i18n.js';
import { ConfirmDialog } from '../ui/confirm-dialog.js';

type Props = {
  reminder: Reminder | null;
  onCancel: () => void;
  onConfirm: (reminder: Reminder) => void;
};

/** Deleting a reminder asks first, naming the reminder. */
export function DeleteReminderDialog({ reminder, onCancel, onConfirm }: Props) {
  const t = useT();
  return (
    <ConfirmDialog
      open={reminder !== null}
      onOpenChange={(open) => !open && onCancel()}
      testId="delete-reminder-dialog"
      title={t('Delete reminder')}
      description={t('Are you sure you want to delete this reminder?')}
      descriptionClassName="text-lg text-muted"
      confirmLabel={t('Delete')}
      onConfirm={() => reminder && onConfirm(reminder)}
    >
      {reminder && <p className="font-semibold text-foreground break-words">{reminder.title}</p>}
    </ConfirmDialog>
  );
}
