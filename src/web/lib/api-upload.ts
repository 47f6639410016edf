import type { RouteAnswer, RouteContract, RouteInput, RoutePath } from '../../contract/route.js';
import { ApiError, idempotencyHeader, type RequestOptions } from './api.js';
import { routeUrl } from './api-client.js';

/** A multipart route (`form: true` in its contract): its body is a FormData. */
type FormRoute = RouteContract & { readonly form: true };

export type UploadOptions = Pick<RequestOptions, 'signal' | 'idempotencyKey'> & {
  /** How much of the body has been sent, 0-100 (when the browser knows the total). */
  onProgress?: (percent: number) => void;
  /** The whole body has been sent; the server is reading it. */
  onSent?: () => void;
};

/** One upload route: sends the form, answers the route's answer type (or raises an ApiError). */
export type UploadCall<C extends FormRoute> = (
  input: RouteInput<C>,
  options?: UploadOptions,
) => Promise<RouteAnswer<C>>;

/**
 * The typed call of an upload route that reports its progress: `apiUpload<typeof fileContract.upload>(
 * filePaths.upload)`. It goes through XMLHttpRequest, whose upload events tell how much has been sent
 * (fetch cannot); otherwise it is apiJson's call: cookies sent, the Idempotency-Key, an abort signal
 * (the promise rejects with an AbortError), and an answer that is not OK rejects with an ApiError, a
 * lost connection with status 0. Kept apart from api-client.ts so only the pages that upload load it.
 */
export function apiUpload<C extends FormRoute>(route: Pick<C, keyof RoutePath>): UploadCall<C> {
  return (input, options = {}) => {
    const { body, ...address } = input as { body: FormData; params?: Record<string, string | number> };
    return new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(route.method, routeUrl(route, address));
      xhr.withCredentials = true;
      for (const [name, value] of Object.entries(idempotencyHeader(options.idempotencyKey))) {
        xhr.setRequestHeader(name, value);
      }
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable)
          options.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      });
      xhr.upload.addEventListener('load', () => {
        options.onProgress?.(100);
        options.onSent?.();
      });
      xhr.addEventListener('load', () => {
        if (xhr.status >= 200 && xhr.status < 300) {
          try {
            resolve(JSON.parse(xhr.responseText) as RouteAnswer<C>);
          } catch {
            reject(new ApiError(xhr.status, 'Invalid response format from server'));
          }
        } else reject(new ApiError(xhr.status, xhr.responseText || xhr.statusText));
      });
      xhr.addEventListener('error', () => reject(new ApiError(0, 'Failed to upload file')));
      xhr.addEventListener('abort', () => reject(new DOMException('Upload cancelled', 'AbortError')));
      options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(body);
    });
  };
}
