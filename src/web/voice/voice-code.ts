/**
 * The voice code: the voice loop's machinery, loaded after the page has painted (and awaited by the
 * first tap if it has not arrived yet), so the first load of / stays within its budget. A turn (the
 * streamed reply and what follows it) needs a transcript, so it always runs after this has loaded.
 */

export { streamChat } from './conversation/chat-stream.js';
export { runTurn } from './conversation/conversation-turn.js';
export { createListener } from './recognition/recognition-machine.js';
export { canRecord, RecorderError, startRecorderInput } from './recognition/recorder-input.js';
export { createReplySpeech } from './speech/reply-speech.js';
export { sentenceTexts } from './transcript/clean-sentences.js';
export { createSendFilter } from './transcript/send-filter.js';
