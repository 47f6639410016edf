import { messages, type SuccessResponse } from '../../contract/accounts.js';
import type { Database } from '../db/client.js';
import { deleteSessionByToken } from './sessions.js';

/** POST /api/logout: ends the browser's session, if it had one; signing out twice is fine. */
export async function logout(db: Database, token: string | undefined): Promise<SuccessResponse> {
  if (token) await deleteSessionByToken(db, token);
  return { success: true, message: messages.loggedOut };
}
