import { describe, expect, it } from 'vitest';
import { transcriptText } from './text.js';
import { at, transcript } from './transcript-fixtures.js';

describe('transcriptText', () => {
  it('has a heading, the export date and one block per message', () => {
    const text = transcriptText(
      transcript([
        { isUser: true, content: 'What is a photon?', timestamp: at(9, 3) },
        { isUser: false, content: 'A quantum of light.\nIt has no mass.', timestamp: at(9, 4) },
        { isUser: true, content: 'Thanks!' },
      ]),
    );
    expect(text).toBe(
      [
        'Conversation with Dr. Amara Okafor (Scientists)',
        'Exported 2026-11-22 14:05 · Language: American English',
        '',
        '[09:03] You: What is a photon?',
        '',
        '[09:04] Dr. Amara Okafor: A quantum of light.',
        'It has no mass.',
        '',
        'You: Thanks!',
        '',
      ].join('\n'),
    );
  });

  it("uses the user's name when there is one and keeps any script as it is", () => {
    const text = transcriptText(
      transcript(
        [
          { isUser: true, content: 'מה זה פוטון?', timestamp: at(23, 59) },
          { isUser: false, content: '光子是光的量子。', timestamp: 'not a date' },
        ],
        { userName: 'Dana', language: 'he-IL' },
      ),
    );
    expect(text).toContain('[23:59] Dana: מה זה פוטון?\n\nDr. Amara Okafor: 光子是光的量子。\n');
    expect(text.endsWith('\n')).toBe(true);
  });
});

describe('transcriptText with a summary', () => {
  it('ends with the summary: discussed, advice, and the next steps with their times', () => {
    const text = transcriptText(
      transcript([{ isUser: true, content: 'I feel lonely.' }], {
        summary: {
          discussed: 'You feel lonely.',
          advice: 'Call your sister.',
          steps: [{ title: 'Call my sister', when: '2026-11-23 17:00' }, { title: 'Join a club' }],
        },
      }),
    );
    expect(text.slice(text.indexOf('You: I feel lonely.'))).toBe(
      [
        'You: I feel lonely.',
        '',
        'Summary',
        'What we talked about:',
        'You feel lonely.',
        'Advice given:',
        'Call your sister.',
        'Next steps:',
        '- Call my sister (2026-11-23 17:00)',
        '- Join a club',
        '',
      ].join('\n'),
    );
  });
});
