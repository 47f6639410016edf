import { useState } from 'react';
import { Button } from '../ui/button.js';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../ui/dialog.js';
import { ResetRequestStep } from './reset-request-step.js';
import { ResetVerifyStep } from './reset-verify-step.js';

type Verified = { email: string; question: string };

/**
 * Reset Password: step 1 asks for the e-mail and shows its security question, step 2 takes the answer
 * and a new password. Success (and closing) returns to step 1 with empty forms; the new password is
 * used through the Log In form, never signed in automatically.
 */
export function ResetPasswordDialog({ onReset }: { onReset?: (email: string) => void }) {
  const [open, setOpen] = useState(false);
  const [verified, setVerified] = useState<Verified | null>(null);

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) setVerified(null);
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button variant="link" className="px-1">
          Forgot password?
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reset Password</DialogTitle>
          <DialogDescription>
            {verified
              ? 'Step 2 of 2: answer your security question and choose a new password.'
              : 'Step 1 of 2: enter the email address of your account.'}
          </DialogDescription>
        </DialogHeader>
        {verified ? (
          <ResetVerifyStep
            email={verified.email}
            question={verified.question}
            onBack={() => setVerified(null)}
            onDone={() => {
              setVerified(null);
              changeOpen(false);
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
