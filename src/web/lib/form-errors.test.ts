import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api.js';
import { setServerFieldErrors } from './form-errors.js';

type Form = { username: string; password: string };

describe('setServerFieldErrors', () => {
  const refused = new ApiError(
    400,
    JSON.stringify({
      error: 'VALIDATION_ERROR',
      message: 'Check the form',
      fields: { password: 'This password is too common', unknownField: 'Not on the form' },
    }),
  );

  it("puts the server's field messages on the form's fields of those names", () => {
    const setError = vi.fn();
    expect(
      setServerFieldErrors<Form>(refused, setError, ['username', 'password'], { shouldFocus: true }),
    ).toBe(1);
    expect(setError).toHaveBeenCalledExactlyOnceWith(
      'password',
      { type: 'server', message: 'This password is too common' },
      { shouldFocus: true },
    );
  });

  it('sets nothing for errors without field messages', () => {
    const setError = vi.fn();
    expect(setServerFieldErrors<Form>(new TypeError('Failed to fetch'), setError, ['password'])).toBe(0);
    expect(setServerFieldErrors<Form>(new ApiError(502, '<html>'), setError, ['password'])).toBe(0);
    expect(setError).not.toHaveBeenCalled();
  });
});
