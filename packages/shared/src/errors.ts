/**
 * The error catalogue (spec section 8). Messages are user-visible, word for word. The server answers
 * `{ code, message }`; the web shows `messageFor(code)` so the same code always reads the same.
 */
export const ERROR_MESSAGES = {
  'auth/invalid-credential': 'Invalid email or password.',
  'auth/too-many-requests': 'Too many attempts. Please try again later.',
  'auth/email-already-in-use': 'Email already exists.',
  'auth/invalid-email': 'Invalid email address.',
  'auth/weak-password': 'Password is too weak.',
  'auth/requires-recent-login': 'Please log in again and retry.',
  'auth/email-not-verified': 'Please verify your email. We have sent you a new verification link.',
  'auth/unknown': 'Something went wrong. Please try again.',
  'auth/not-authenticated': 'Not authenticated',
  'auth/account-suspended': 'This account has been suspended. Please contact us if you think this is a mistake.',
  'auth/reset-link-unusable': 'This link to choose a new password has expired or was already used. Please ask for a new one.',
  'registration/network': 'Could not connect to the registration service.',
  'registration/unknown': 'An unknown error occurred.',
  'username/taken': 'Username already exists.',
  'username/check-failed': 'Failed to validate username availability.',
  'email-change/sent': 'A verification link has been sent to the new email address. Please verify to complete the change.',
  'rating/save-failed': 'Failed to save rating.',
  'offline/unavailable': 'Failed to get document because the client is offline.',
  'network/timeout': 'request time out',
  'network/failed': 'Connection failed',
  'request/invalid': 'Some of the information sent was not valid.',
  'request/too-large': 'That request is too large.',
  'request/forbidden-origin': 'This request came from another site and was refused.',
  'request/rate-limited': 'Too many requests. Please wait a moment and try again.',
  'access/login-required': 'Please log in to see this.',
  'access/insufficient-role': 'Your account does not have access to this.',
  'not-found': 'Not found.',
  'service/unavailable': 'The service is temporarily unavailable. Please try again in a moment.',
  'server/error': 'Something went wrong. Please try again.',
  // Admin dashboard
  'admin/last-admin': 'This is the last admin account. Make someone else an admin first.',
  'admin/own-account': 'You cannot do this to your own account.',
  'admin/already-verified': 'This e-mail address is already verified.',
  'verification/not-pending': 'This request has already been decided.',
  'verification/licence-expired': 'This licence has already expired, so it cannot be approved.',
  'verification/admin-account': 'This person is an admin; admins need no professional verification.',
  'upload/too-large': 'The cover image is larger than 2 MB. Please choose a smaller image.',
  'upload/not-image': 'The cover must be a PNG, JPEG or WebP image, and this file is not one of those.',
  'upload/svg-refused': 'SVG images cannot be used as covers because they can carry script. Please use a PNG, JPEG or WebP image.',
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

export interface ErrorBody {
  code: string;
  message: string;
  /** Field-level problems for forms, keyed by field name. */
  fields?: Record<string, string>;
}

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && code in ERROR_MESSAGES;
}

/** The catalogue's message for a code, else the given message, else the generic one. */
export function messageFor(code: string | undefined, fallback?: string): string {
  if (isErrorCode(code)) return ERROR_MESSAGES[code];
  return fallback && fallback.trim() !== '' ? fallback : ERROR_MESSAGES['auth/unknown'];
}
