// The company portal's texts from the spec (02 §2.12, §5, §8; 01 §8), written once for its screens.

export const COMPANY_LOGIN = {
  invalidDomain: { title: 'Invalid Email Domain', description: 'Please use your company email address' },
  failedTitle: 'Login failed',
  failedFallback: 'Invalid credentials',
  inlineFailed: 'Failed to login. Please check your credentials.',
  success: { title: 'Success', description: 'Successfully logged in!' },
  notCompany: { title: 'Company account required', description: 'This account does not have access to the company portal.' },
} as const;

/** The public demo of the talent dashboard (/company/demo): sample data, said so everywhere. */
export const DEMO = {
  label: 'Sample candidates — demo data',
  explanation: 'These candidates are not real people. Sign in with a recruiter account to see the candidates who chose to be seen by recruiters.',
  accountNeeded: 'A recruiter account is needed',
  accountNeededFor: (action: string, name: string) => `To ${action} ${name}, sign in with a recruiter account. Your company can request one.`,
} as const;

export const RECOVERY = {
  emailMissing: { title: 'Email missing', description: 'Please enter your email address' },
  sent: { title: 'Password recovery email sent!', description: 'Please check your inbox and spam folder.' },
  failedTitle: 'Failed to send recovery email',
} as const;

export const ACCESS_REQUEST = {
  sent: { title: 'Request Sent', description: 'Thank you! Our team will contact you about company access shortly.' },
  failed: { title: 'Request Failed', description: 'There was an error sending your request. Please try again later.' },
} as const;

export const CHAT = {
  scheduleNeedsBoth: 'Please select both a date and time for the interview.',
  scheduled: { title: 'Interview scheduled' },
  sendFailed: 'Message not sent',
  scheduleFailed: 'Interview not scheduled',
} as const;

/** Where the shell keeps the page a visitor wanted before logging in (shell/src/features/auth/post-login-redirect.ts). */
export const POST_LOGIN_REDIRECT_KEY = 'post_login_redirect';
