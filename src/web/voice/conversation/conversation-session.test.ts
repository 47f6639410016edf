import { describe, expect, it } from 'vitest';
import { conversationKeys } from '../../conversations/queries.js';
import { ApiError } from '../../lib/api.js';
import {
  createdAnswer,
  savedDetail,
  sentAnswer,
  settle,
  setupSession,
} from './conversation-fakes.test-helpers.js';
import { savedConversationQuery } from './use-conversation.js';

const signal = () => new AbortController().signal;

describe('conversation session: creation', () => {
  it('creates one conversation for every caller while the creation is under way', async () => {
    const t = setupSession();
    t.session.prepare();
    t.session.prepare();
    const turn = t.session.sendTurn('Hello', 'en-US', {}, signal());
    expect(t.creates).toHaveLength(1);
    t.creates[0]?.answer.resolve(createdAnswer(7));
    await settle();
    expect(t.sends.map((s) => s.id)).toEqual([7]);
    expect(t.session.snapshot()).toMatchObject({ conversationId: 7, expertName: 'Expert 7' });
    expect(t.listInvalidated).toBe(1);
    t.sends[0]?.answer.resolve(sentAnswer(1, 2, 'Hi there.'));
    expect(await turn).toBe('answered');
    expect(t.lines()).toEqual(['user: Hello', 'expert: Hi there.']);
    expect(t.session.snapshot().messages.map((m) => m.id)).toEqual([0, 1, 2]);
  });

  it('does not use a conversation created after another expert was chosen', async () => {
    const t = setupSession();
    t.session.prepare();
    t.session.setCategory('science');
    t.creates[0]?.answer.resolve(createdAnswer(1, 'random'));
    await settle();
    expect(t.session.snapshot()).toMatchObject({
      conversationId: null,
      expertName: null,
      category: 'science',
    });
    expect(t.listInvalidated).toBe(0);

    const turn = t.session.sendTurn('Why do stars twinkle', 'en-US', {}, signal());
    expect(t.creates.map((c) => c.goatCategory)).toEqual(['random', 'science']);
    t.creates[1]?.answer.resolve(createdAnswer(2, 'science'));
    await settle();
    expect(t.sends.map((s) => s.id)).toEqual([2]);
    t.sends[0]?.answer.resolve(sentAnswer(1, 2, 'Because of the air.'));
    expect(await turn).toBe('answered');
  });

  it('tells nothing of a disowned creation that failed', async () => {
    const t = setupSession();
    t.session.prepare();
    t.session.setCategory('arts');
    t.creates[0]?.answer.reject(new ApiError(500, '{"error":"INTERNAL_ERROR","message":"Boom"}'));
    await settle();
    expect(t.toasts).toEqual([]);
    expect(t.session.snapshot().trialOffer).toBeNull();
  });

  it('New Conversation goes through the same creation: a tap meanwhile creates no second one', async () => {
    const t = setupSession();
    t.session.prepare();
    t.creates[0]?.answer.resolve(createdAnswer(1));
    await settle();
    const started = t.session.startNew();
    expect(t.session.snapshot().conversationId).toBeNull();
    t.session.prepare();
    const turn = t.session.sendTurn('Hello again', 'en-US', {}, signal());
    expect(t.creates).toHaveLength(2);
    t.creates[1]?.answer.resolve(createdAnswer(2));
    expect(await started).toBe(true);
    await settle();
    expect(t.toasts).toEqual([{ title: 'New Conversation', description: 'Your new conversation is ready.' }]);
    expect(t.sends.map((s) => s.id)).toEqual([2]);
    t.sends[0]?.answer.resolve(sentAnswer(3, 4, 'Welcome back.'));
    await turn;
    expect(t.creates).toHaveLength(2);
  });

  it('asks a guest to sign in for a new conversation: nothing is created', async () => {
    const t = setupSession({ signedIn: false });
    t.session.prepare();
    expect(await t.session.startNew()).toBe(false);
    expect(t.creates).toEqual([]);
  });

  it('opens the trial dialog on the last conversation allowed today', async () => {
    const t = setupSession();
    t.session.prepare();
    t.creates[0]?.answer.resolve(createdAnswer(1, 'random', true));
    await settle();
    expect(t.session.snapshot().trialOffer).toEqual({
      limitType: 'DAILY_CONVERSATION_LIMIT',
      refused: false,
    });
    t.session.closeTrialOffer();
    expect(t.session.snapshot().trialOffer).toBeNull();
  });

  it('a refused creation (403 usage limit) opens the dialog and the turn is offered again', async () => {
    const t = setupSession();
    const turn = t.session.sendTurn('Hello', 'en-US', {}, signal());
    const body = {
      error: 'USAGE_LIMIT_REACHED',
      message: 'You have reached your daily limit.',
      limitType: 'DAILY_CONVERSATION_LIMIT',
    };
    t.creates[0]?.answer.reject(new ApiError(403, JSON.stringify(body)));
    expect(await turn).toBe('limit');
    expect(t.session.snapshot().trialOffer).toEqual({
      limitType: 'DAILY_CONVERSATION_LIMIT',
      refused: true,
      message: 'You have reached your daily limit.',
    });
    expect(t.lines()).toEqual(['user: Hello (failed)']);
    expect(t.toasts).toEqual([]);
  });

  it('another 403 is an error, told in a toast', async () => {
    const t = setupSession();
    const turn = t.session.sendTurn('Hello', 'en-US', {}, signal());
    t.creates[0]?.answer.reject(new ApiError(403, '{"error":"FORBIDDEN","message":"Not allowed"}'));
    expect(await turn).toBe('failed');
    expect(t.session.snapshot().trialOffer).toBeNull();
    expect(t.toasts).toEqual([
      { title: 'Failed to create conversation: Not allowed', variant: 'destructive' },
    ]);
    expect(t.lines()).toEqual(['user: Hello (failed)']);
  });
});

describe('conversation session: a saved conversation', () => {
  it('replaces the screen, its expert and category, and disowns a creation under way', async () => {
    const t = setupSession();
    t.session.prepare();
    t.session.load(savedDetail(5, 'science', ['Why is the sky blue?', 'Scattering.']));
    t.creates[0]?.answer.resolve(createdAnswer(9));
    await settle();
    expect(t.session.snapshot()).toMatchObject({
      conversationId: 5,
      expertName: 'Expert 5',
      category: 'science',
    });
    expect(t.lines()).toEqual(['user: Why is the sky blue?', 'expert: Scattering.']);
    expect(t.session.snapshot().messages[0]?.timestamp).toBe('2025-01-01T09:00:00.000Z');
  });

  it('reopened, shows what it holds now, not what it held when first opened', () => {
    const t = setupSession();
    t.session.load(savedDetail(5, 'science', ['Why is the sky blue?', 'Scattering.']));
    t.session.load(savedDetail(6, 'arts', ['Who painted the Mona Lisa?', 'Leonardo.']));
    expect(t.session.snapshot().category).toBe('arts');
    t.session.load(
      savedDetail(5, 'science', ['Why is the sky blue?', 'Scattering.', 'And sunsets?', 'Longer path.']),
    );
    expect(t.lines()).toEqual([
      'user: Why is the sky blue?',
      'expert: Scattering.',
      'user: And sunsets?',
      'expert: Longer path.',
    ]);
  });

  it('deleted elsewhere, is let go: a fresh start, and the next turn opens a new conversation', async () => {
    const t = setupSession();
    t.session.load(savedDetail(5, 'science', ['Why is the sky blue?', 'Scattering.']));
    expect(t.session.forget(6)).toBe(false);
    expect(t.session.snapshot().conversationId).toBe(5);
    expect(t.session.forget(5)).toBe(true);
    expect(t.session.snapshot().conversationId).toBeNull();
    expect(t.lines()).toEqual([]);
    t.session.prepare();
    t.creates[0]?.answer.resolve(createdAnswer(9));
    await settle();
    expect(t.session.snapshot().conversationId).toBe(9);
  });

  it('is fetched again each time it is reopened (nothing kept once the screen lets go of it)', () => {
    const query = savedConversationQuery(5);
    expect(query.gcTime).toBe(0);
    expect(query.queryKey).toEqual(conversationKeys.detail(5));
  });
});
