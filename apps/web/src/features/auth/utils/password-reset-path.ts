/** Where "Forgot your password?" leads: the account action page without a token asks for the address. */
export const PASSWORD_RESET_PATH = '/auth/action?mode=reset-password';
