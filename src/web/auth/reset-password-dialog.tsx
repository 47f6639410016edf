import { useState } from 'react';
import { useT } from '../i18n/i18n.js';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog.js';
import { ResetRequestStep } from './reset-request-step.js';
import { ResetVerifyStep } from './reset-verify-step.js';

type Verified = { email: string; question: string };
type Props = {
  onReset?: (email: string) => void;
  onClose: () => void;
  /** The element focused when the dialog closes (the "Forgot password?" button). */
  returnFocus?: HTMLElement | null;
};

/**
 * Reset Password (loaded when first opened, which keeps it off the first load of /auth): step 1 asks for the e-mail and shows its security question, step 2 takes the answer
 * and a new password. Success (and closing) returns to step 1 with empty forms; the new password is
 * used through the Log In form, never signed in automatically.
 */
export default function ResetPasswordDialog({ onReset, onClose, returnFocus }: Props) {
  const t = useT();
  const [verified, setVerified] = useState<Verified | null>(null);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          // No trigger inside the dialog: focus goes back to the button that opened it.
          event.preventDefault();
          returnFocus?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t('Reset Password')}</DialogTitle>
          <DialogDescription>
            {verified
              ? t('Step 2 of 2: answer your security question and choose a new password.')
              : t('Step 1 of 2: enter the email address of your account.')}
          </DialogDescription>
        </DialogHeader>
        {verified ? (
          <ResetVerifyStep
            email={verified.email}
            question={verified.question}
            onBack={() => setVerified(null)}
            onDone={() => {
              onClose();
              onReset?.(verified.email);
            }}
          />
        ) : (
          <ResetRequestStep onVerified={(email, question) => setVerified({ email, question })} />
        )}
      </DialogContent>
    </Dialog>
  );
}
