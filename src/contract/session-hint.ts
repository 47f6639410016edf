/**
 * A cookie the browser may read (no secret in it: its value is "1") that says a session cookie was
 * set. The app asks GET /api/user only when it is there, so a guest's first visit makes no request
 * that is bound to fail. Over HTTPS it carries the __Host- prefix like the session cookie.
 */
export const SIGNED_IN_HINT_COOKIE = 'vox_signed_in';
