// react-hook-form rules shared by the account forms; the spec's messages come from messages.ts.
import type { RegisterOptions } from 'react-hook-form';
import { MIN_PASSWORD_LENGTH, PASSWORD_CODE, RESET } from './messages';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailRules = {
  required: 'Please enter your email address',
  pattern: { value: EMAIL_PATTERN, message: 'Please enter a valid email address' },
} satisfies RegisterOptions;

export const fullNameRules = {
  validate: (value: string) => value.trim().length > 0 || 'Please enter your full name',
} satisfies RegisterOptions;

export const newPasswordRules = (tooShort: string = RESET.tooShort) =>
  ({
    required: 'Please enter a password',
    minLength: { value: MIN_PASSWORD_LENGTH, message: tooShort },
  }) satisfies RegisterOptions;

/** Confirm-password rule: must equal the password field read at validation time. */
export const confirmPasswordRules = (password: () => string, mismatch: string) =>
  ({
    required: 'Please confirm your password',
    validate: (value: string) => value === password() || mismatch,
  }) satisfies RegisterOptions;

/** The reauthentication code mailed before a password change: six digits. */
export const reauthenticationCodeRules = {
  required: PASSWORD_CODE.required,
  pattern: { value: /^\s*\d{6}\s*$/, message: PASSWORD_CODE.format },
} satisfies RegisterOptions;
