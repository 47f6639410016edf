import { z } from 'zod';
import { successResponseSchema } from './accounts.js';
import { chatErrorSchema, turnEvents } from './chat.js';
import {
  conversationDetailSchema,
  conversationExportSchema,
  conversationListSchema,
  conversationPageQuerySchema,
  conversationPageSchema,
  conversationSearchPageSchema,
  conversationSearchQuerySchema,
  createConversationRequestSchema,
  createConversationResponseSchema,
  cutReplyRequestSchema,
  cutReplyResponseSchema,
  renameConversationRequestSchema,
  renameConversationResponseSchema,
  sendMessageRequestSchema,
  sendMessageResponseSchema,
} from './conversations.js';
import { errorBodySchema } from './errors.js';
import { conversationPaths } from './paths/conversation.js';
import { route } from './route.js';

/** Any text: an id that is not a positive int4 answers 404 like a missing conversation, never 400 or 500. */
const idParams = z.object({ id: z.string() });

const sendErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: chatErrorSchema,
  404: errorBodySchema,
  502: chatErrorSchema,
  503: chatErrorSchema,
};

/** A signed-in person's conversations; another user's answers 404 like a missing one. */
export const conversationContract = {
  /** A ConversationPage with `limit` or `cursor`; without either, the first 200 as a bare array. */
  list: route(conversationPaths.list, {
    query: conversationPageQuerySchema,
    answer: z.union([conversationPageSchema, conversationListSchema]),
    errors: { 400: errorBodySchema, 401: errorBodySchema },
  }),
  search: route(conversationPaths.search, {
    query: conversationSearchQuerySchema,
    answer: conversationSearchPageSchema,
    errors: { 400: errorBodySchema, 401: errorBodySchema },
  }),
  create: route(conversationPaths.create, {
    body: createConversationRequestSchema,
    status: 201,
    answer: createConversationResponseSchema,
    errors: { 400: errorBodySchema, 401: errorBodySchema, 403: chatErrorSchema },
  }),
  detail: route(conversationPaths.detail, {
    params: idParams,
    answer: conversationDetailSchema,
    errors: { 401: errorBodySchema, 404: errorBodySchema },
  }),
  rename: route(conversationPaths.rename, {
    params: idParams,
    body: renameConversationRequestSchema,
    answer: renameConversationResponseSchema,
    errors: { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
  }),
  remove: route(conversationPaths.remove, {
    params: idParams,
    answer: successResponseSchema,
    errors: { 401: errorBodySchema, 404: errorBodySchema },
  }),
  send: route(conversationPaths.send, {
    params: idParams,
    body: sendMessageRequestSchema,
    answer: sendMessageResponseSchema,
    errors: sendErrors,
  }),
  /** The reply as Server-Sent Events; `done` is the answer `send` would give. */
  stream: route(conversationPaths.stream, {
    params: idParams,
    body: sendMessageRequestSchema,
    events: turnEvents(sendMessageResponseSchema),
    errors: sendErrors,
  }),
  cut: route(conversationPaths.cut, {
    params: z.object({ id: z.string(), messageId: z.string() }),
    body: cutReplyRequestSchema,
    answer: cutReplyResponseSchema,
    errors: { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
  }),
  export: route(conversationPaths.export, {
    params: idParams,
    answer: conversationExportSchema,
    errors: { 401: errorBodySchema, 404: errorBodySchema },
  }),
};
