/**
 * The id of the <template> in a prerendered page that holds the modulepreload links of the app and of
 * that page's chunks: inert until the entry script moves its content into the head after the first paint.
 */
export const AFTER_PAINT_TEMPLATE_ID = 'after-paint-preloads';

/** Resolves in a later task: the browser may paint and handle input in between. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
