/**
 * The kinds of turn: every way a person's words reach the expert. Each kind supplies only what
 * differs (how a reply is claimed and given back, what is stored and where, the language); the rest,
 * safety first, is one pipeline (`runTurn`, turn-pipeline.ts).
 */
export const turnKinds = ['conversation', 'guest', 'assistant'] as const;
export type TurnKind = (typeof turnKinds)[number];

/**
 * Every route that takes a person's words for a reply, keyed as the OpenAPI document names it, and
 * the kind of turn it runs. A route that takes a person's words must run `runTurn` and be listed
 * here (test/api/turn-routes.test.ts fails on one that is not): that is how every path gets the
 * offline crisis detector, the model's safety check, the help card and the advice line.
 */
export const turnRoutes = {
  'POST /api/conversations/{id}/messages': 'conversation',
  'POST /api/conversations/{id}/messages/stream': 'conversation',
  'POST /api/chat': 'guest',
  'POST /api/chat/stream': 'guest',
  'POST /api/assistant/chat': 'assistant',
} as const satisfies Record<string, TurnKind>;
export type TurnRoute = keyof typeof turnRoutes;
