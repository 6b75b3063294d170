/**
 * What typed text may hold, shared by every schema that stores it.
 *
 * Control characters other than tab and line breaks have no place in text people type (PostgreSQL refuses NUL,
 * and escape sequences reach terminals through logs and CSV files). A field of one line (a name, a licence
 * number) takes no line break or tab either, and no bidirectional override, which can make a name shown in
 * the directory or the admin's queue read as something else.
 */
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
export const NOT_ONE_LINE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/;

/** True when the text holds nothing that cannot be stored (see CONTROL_CHARACTERS). */
export const storable = (value: string): boolean => !CONTROL_CHARACTERS.test(value);
/** True when the text is one line of ordinary characters (see NOT_ONE_LINE). */
export const oneLine = (value: string): boolean => !NOT_ONE_LINE.test(value);
