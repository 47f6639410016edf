/**
 * Where /auth sends a visitor once signed in, when a page sent them there to sign in (`?next=`): a
 * path of this site only (one slash, then the path), never another site's address, which a link could
 * otherwise use to send someone elsewhere after they typed their password.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 1000) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // A control character or a backslash can be read as a slash by the browser's address parser.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\\]/.test(value)) return null;
  return value;
}

/** /auth, coming back to `returnTo` (this page) once signed in. */
export const signInPath = (returnTo: string) => `/auth?next=${encodeURIComponent(returnTo)}`;

/** The Register tab of /auth, coming back to `returnTo` (a path of this site) once the account exists. */
export const registerPath = (returnTo: string) => `${signInPath(returnTo)}&tab=register`;
