import type { DocumentView } from '../../../contract/documents.js';
import type { fileContract } from '../../../contract/file-routes.js';
import { filePaths } from '../../../contract/paths/file.js';
import { apiUpload } from '../../lib/api-upload.js';

const upload = apiUpload<typeof fileContract.upload>(filePaths.upload);

/**
 * Uploads a file for analysis through the upload route's typed call, which reports progress:
 * `onProgress` hears 0-100. The message is sent only when it is not blank. The conversation the
 * question goes to lets the server refuse, before anything is counted, a file whose question the
 * plan's limits would refuse. An answer that is not OK rejects with an ApiError, like every other
 * call; a lost connection with status 0.
 */
export function uploadFile(
  file: File,
  options: {
    category: string;
    /** The conversation the question about the file goes to; none: a new one. */
    conversationId?: number | null | undefined;
    message?: string | undefined;
    onProgress: (percent: number) => void;
    onSent?: () => void;
    signal?: AbortSignal | undefined;
  },
): Promise<DocumentView> {
  const form = new FormData();
  form.append('category', options.category);
  const message = options.message?.trim();
  if (message) form.append('message', message);
  form.append('file', file, file.name);
  return upload(
    { query: { conversationId: options.conversationId ?? undefined }, body: form },
    {
      idempotencyKey: true,
      onProgress: options.onProgress,
      ...(options.onSent ? { onSent: options.onSent } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    },
  );
}
