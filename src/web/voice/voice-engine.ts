/**
 * The voice loop's machinery, loaded after the page has painted (and awaited by the first tap if it
 * has not arrived yet): it keeps the first load of / within its budget.
 */
export { createListener } from './recognition-machine.js';
export { canRecord, RecorderError, startRecorderInput } from './recorder-input.js';
export { createReplySpeech } from './reply-speech.js';
export { createSendFilter } from './send-filter.js';
