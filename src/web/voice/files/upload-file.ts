import type { DocumentView } from '../../../contract/documents.js';
import { ApiError, idempotencyHeader } from '../../lib/api.js';

/**
 * POST /api/upload through XMLHttpRequest, whose upload events tell how much has been sent
 * (fetch cannot): `onProgress` hears 0-100. The message is sent only when it is not blank. The
 * conversation the question goes to lets the server refuse, before anything is counted, a file
 * whose question the plan's limits would refuse. An
 * answer that is not OK rejects with an ApiError, like every other call; a lost connection with
 * status 0.
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
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const id = options.conversationId;
    xhr.open('POST', id == null ? '/api/upload' : `/api/upload?conversationId=${id}`);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(idempotencyHeader(true))) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable)
        options.onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    });
    xhr.upload.addEventListener('load', () => {
      options.onProgress(100);
      options.onSent?.();
    });
    xhr.addEventListener('load', () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as DocumentView);
        } catch {
          reject(new ApiError(xhr.status, 'Invalid response format from server'));
        }
      } else reject(new ApiError(xhr.status, xhr.responseText || xhr.statusText));
    });
    xhr.addEventListener('error', () => reject(new ApiError(0, 'Failed to upload file')));
    xhr.addEventListener('abort', () => reject(new DOMException('Upload cancelled', 'AbortError')));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
