import { useState } from 'react';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { errorMessage } from '../lib/api.js';
import { revealFocusedField, setServerFieldErrors } from '../lib/form-errors.js';
import { Alert } from '../ui/alert.js';

/**
 * How a form of the profile shows a refusal: the server's per-field messages under their fields (the
 * first one focused and brought into view), anything else (too many attempts, a lost connection) as
 * one message beside the form's button.
 */
export function useRefusal<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
) {
  const [problem, setProblem] = useState<string | null>(null);
  return {
    problem,
    clear: () => setProblem(null),
    show: (err: unknown) => {
      if (setServerFieldErrors(err, setError, fields, { shouldFocus: true }) > 0) {
        setProblem(null);
        revealFocusedField();
      } else setProblem(errorMessage(err));
    },
  };
}

/** The form's refusal that is about no one field (said aloud as it appears). */
export function FormProblem({ message }: { message: string | null }) {
  if (!message) return null;
  return <Alert tone="error">{message}</Alert>;
}
