// The account screens' texts from spec 01 (§4.2, §5, §8), written once and used by screens and tests.

/** A toast's title and description. */
export interface Notice {
  title: string;
  description?: string;
}

export const MIN_PASSWORD_LENGTH = 6;

export const LOGIN = {
  success: { title: 'Success', description: 'Successfully logged in!' },
  adminSuccess: { title: 'Welcome back, admin!', description: 'You have full access to all features.' },
  failedTitle: 'Login failed',
  failedFallback: 'Invalid credentials',
  inlineFailed: 'Failed to login. Please check your credentials.',
  inlineUnexpected: 'An unexpected error occurred',
  prepTitle: 'Continue your Personalized Prep journey',
} as const;

export const SIGN_UP = {
  passwordsDontMatch: "Passwords don't match. Please try again.",
  agreeTerms: 'Please agree to the terms and conditions to continue.',
  success: { title: 'Registration successful!', description: 'Please check your email to verify your account.' },
  failedTitle: 'Registration failed',
} as const;

export const REGISTER = {
  title: 'Create Your Account',
  passwordsDontMatch: { title: "Passwords don't match", description: 'Please make sure your passwords match' },
  passwordTooShort: { title: 'Password too short', description: 'Password must be at least 6 characters long' },
  failedTitle: 'Registration Failed',
  rateLimited: 'Too many signup attempts. Please wait a minute before trying again.',
  alreadyRegistered: 'This email is already registered. Please try logging in instead.',
  thanksTitle: 'Thank you for registering!',
} as const;

export const RECOVERY = {
  emailMissing: { title: 'Email missing', description: 'Please enter your email address' },
  sent: { title: 'Password recovery email sent!', description: 'Please check your inbox and spam folder.' },
  failedTitle: 'Failed to send recovery email',
} as const;

export const RESET = {
  title: 'Reset Your Password',
  invalidTitle: 'Invalid Reset Link',
  invalidLink: 'Invalid or expired password reset link',
  unvalidated: 'Could not validate password reset token',
  passwordsDontMatch: "Passwords don't match. Please try again.",
  tooShort: 'Password must be at least 6 characters',
  updated: 'Password has been updated successfully!',
  failed: (message: string) => `Failed to update password: ${message}`,
} as const;

/** The code mailed when a password change needs recent authentication. */
export const PASSWORD_CODE = {
  sentTitle: 'Check your e-mail',
  sent: (email: string) => `We sent a 6-digit code to ${email}.`,
  explanation: (email: string) =>
    `For your security, changing the password needs the 6-digit code we sent to ${email}. Enter it below, then update the password.`,
  sendFailed: 'Could not send the code',
  required: 'Please enter the code from the e-mail',
  format: 'The code is the 6 digits from the e-mail',
} as const;

export const AVATAR = {
  noFile: 'You must select an image to upload.',
  notImage: 'Only images can be used as a profile picture.',
  maxBytes: 2 * 1024 * 1024,
  tooLarge: 'The image must be 2 MB or smaller.',
  failed: { title: 'Upload Failed', description: 'There was an error uploading your profile picture.' },
  updated: { title: 'Avatar Updated', description: 'Your profile picture has been updated successfully.' },
} as const;

export const AUTH_ERRORS = {
  title: 'Authentication error',
  unknown: 'Unknown authentication error',
  initFailed: 'Authentication initialization failed',
  noUser: 'No user logged in',
  googleFailed: 'Google login failed',
  linkedInFailed: 'LinkedIn login failed',
  googleStarted: { title: 'Google authentication started', description: "You'll be redirected shortly." },
  providerNotConfigured: (provider: string) =>
    `Provider not configured: ${provider} sign-in is not available on this server. Use your e-mail and password instead.`,
} as const;

export const ACCESS = {
  loginRequired: 'Please login to access this page',
  premiumRequired: 'Premium access required for this feature',
  companyRequired: { title: 'Company account required', description: 'Sign in with a recruiter account to open the company portal.' },
} as const;

/**
 * The inline text under a failed login: a refusal of the credentials (4xx), the server's own words
 * when it asks to wait (429), or an unexpected failure (network, 5xx).
 */
export function loginFailureText(error: Error): string {
  const status = (error as { status?: unknown }).status;
  if (status === 429) return error.message;
  return typeof status === 'number' && status >= 400 && status < 500 ? LOGIN.inlineFailed : LOGIN.inlineUnexpected;
}

/** The register page's mapping of sign-up errors (spec 01 §8); other messages pass through. */
export function signUpErrorMessage(message: string): string {
  const text = message.toLowerCase();
  if (text.includes('rate limit') || text.includes('please wait a minute')) return REGISTER.rateLimited;
  if (text.includes('already registered') || text.includes('already exists')) return REGISTER.alreadyRegistered;
  return message;
}
