import { describe, expect, it } from 'vitest';
import type { SafetyNotice } from '../../../contract/safety-values.js';
import { helpSpeech } from '../safety/help-card-text.js';
import {
  savedDetail,
  sentAnswer,
  settle,
  setupSession,
  withConversation,
} from './conversation-fakes.test-helpers.js';

const notice: SafetyNotice = {
  kinds: ['suicide'],
  country: 'GB',
  helpLines: [
    {
      kind: 'crisis',
      name: 'Samaritans',
      phone: '116 123',
      sms: null,
      smsBody: null,
      url: 'https://www.samaritans.org/',
    },
    {
      kind: 'emergency',
      name: 'Emergency services',
      phone: '999',
      sms: null,
      smsBody: null,
      url: 'https://www.gov.uk/',
    },
  ],
};

describe('conversation session: the help card', () => {
  it('shows the card the moment the safety event arrives, keeps it after the turn, and speaks it after the reply', async () => {
    const t = await withConversation();
    const spoken: string[] = [];
    const turn = t.session.sendTurn(
      'I want to disappear',
      'en-US',
      { onSentence: (s) => spoken.push(s) },
      new AbortController().signal,
    );
    await settle();
    const call = t.sends[0];
    call?.handlers.onSafety?.(notice);
    expect(t.session.snapshot().help).toEqual(notice);
    call?.handlers.onSentence?.('I am here with you.', 0);
    call?.answer.resolve({ ...sentAnswer(10, 11, 'I am here with you.'), safety: notice });
    expect(await turn).toBe('answered');
    expect(spoken).toEqual(['I am here with you.', 'Help is on your screen: Samaritans, 116 123.']);
    expect(t.session.snapshot().help).toEqual(notice);
    expect(t.session.snapshot().messages.find((m) => m.id === 10)?.safety).toEqual(notice);
    // A new conversation does not take the card away; only the person does.
    t.session.setCategory('arts');
    expect(t.session.snapshot().help).toEqual(notice);
    t.session.closeHelp();
    expect(t.session.snapshot().help).toBeNull();
  });

  it('shows a card that only the done event carries, and the advice line of the reply', async () => {
    const t = await withConversation();
    const turn = t.session.sendTurn('hello', 'en-US', {}, new AbortController().signal);
    await settle();
    const answer = sentAnswer(20, 21, 'Rest helps.');
    t.sends[0]?.answer.resolve({
      ...answer,
      botMessage: { ...answer.botMessage, adviceNote: 'General information, not medical advice.' },
      safety: { ...notice, kinds: ['selfHarm'] },
    });
    await turn;
    expect(t.session.snapshot().help?.kinds).toEqual(['selfHarm']);
    expect(t.session.snapshot().messages.at(-1)?.adviceNote).toBe('General information, not medical advice.');
  });

  it('an interruption during the card sentence does not cut the reply that was said whole', async () => {
    const t = await withConversation();
    const turn = t.session.sendTurn('help', 'en-US', {}, new AbortController().signal);
    await settle();
    t.sends[0]?.handlers.onSafety?.(notice);
    t.sends[0]?.answer.resolve(sentAnswer(30, 31, 'I am here.'));
    await turn;
    t.session.markCut(`I am here. ${helpSpeech(notice, 'en-US')}`);
    expect(t.cuts).toEqual([]);
    expect(t.lines().at(-1)).toBe('expert: I am here.');
  });

  it('shows the card again when a saved conversation with a crisis message is opened', () => {
    const t = setupSession();
    const detail = savedDetail(7, 'coach', ['I cannot go on', 'I am here with you.']);
    const first = detail.messages[0];
    if (first) first.safety = notice;
    t.session.load(detail);
    expect(t.session.snapshot().help).toEqual(notice);
  });
});
