import {
  assistantChatRequestSchema,
  assistantChatResponseSchema,
  chatErrorSchema,
  guestChatRequestSchema,
  guestChatResponseSchema,
  turnEvents,
} from './chat.js';
import { errorBodySchema } from './errors.js';
import { chatPaths } from './paths/chat.js';
import { route } from './route.js';

const errors = {
  400: errorBodySchema,
  403: chatErrorSchema,
  404: errorBodySchema,
  502: chatErrorSchema,
  503: chatErrorSchema,
};

/** A guest's turns (nothing stored) and the assistant's threads. */
export const chatContract = {
  guest: route(chatPaths.guest, { body: guestChatRequestSchema, answer: guestChatResponseSchema, errors }),
  guestStream: route(chatPaths.guestStream, {
    body: guestChatRequestSchema,
    events: turnEvents(guestChatResponseSchema),
    errors,
  }),
  assistant: route(chatPaths.assistant, {
    body: assistantChatRequestSchema,
    answer: assistantChatResponseSchema,
    errors,
  }),
};
