import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { type ZodType, z } from 'zod';
import { userSchema } from '../../contract/accounts.js';
import { conversationListSchema, conversationPageSchema } from '../../contract/conversations.js';
import { errorBodySchema } from '../../contract/errors.js';
import { serializerCompiler } from './serializer.js';

const route = (schema: ZodType) => ({ schema, method: 'GET', url: '/api/x', httpStatus: '200' });
const fast = (schema: ZodType) => serializerCompiler(route(schema)) as (data: unknown) => string;
const zod = (schema: ZodType) => zodSerializerCompiler(route(schema)) as (data: unknown) => string;

const userRow = {
  id: 7,
  username: 'ada@example.com',
  firstName: 'Ada',
  lastName: null,
  gender: null,
  isAdmin: false,
  subscriptionType: 'free',
  subscriptionStatus: 'inactive',
  subscriptionExpiresAt: null,
  avatarUrl: null,
  avatarLastUpdated: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  // Not in the schema: never written.
  password: '$argon2id$secret-hash',
  securityAnswer: '$argon2id$another',
};

describe('serializerCompiler', () => {
  it('writes what zod writes for the contract schemas, leaving out every undeclared field', () => {
    const page = {
      items: [
        {
          id: 1,
          goatCategory: 'science',
          createdAt: '2026-01-01T00:00:00.000Z',
          title: null,
          preview: 'Why "quotes" \\ and \n lines?',
          messageCount: 3,
          recap: null,
          userId: 99,
        },
      ],
      nextCursor: null,
      total: 2,
    };
    page.items.push({
      ...page.items[0],
      id: 2,
      recap: {
        discussed: 'Calling "my sister"',
        advice: 'Call on Sunday',
        steps: [
          {
            title: 'Call Ann',
            description: 'Ask about the move',
            suggestedTime: '2026-03-11T17:00:00+01:00',
            category: 'task',
            internal: 'never written',
          },
        ],
        source: 'offline',
        createdAt: '2026-01-01T00:00:00.000Z',
        timeZone: 'Europe/Paris',
        upToDate: true,
        coversMessageId: 12,
      },
    } as never);
    const listOrPage = z.union([conversationPageSchema, conversationListSchema]);
    const samples: [ZodType, unknown][] = [
      [userSchema, userRow],
      [listOrPage, page],
      [listOrPage, page.items],
      [errorBodySchema, { error: 'VALIDATION_ERROR', message: 'No', fields: { name: 'Too long' }, extra: 1 }],
    ];
    for (const [schema, data] of samples) {
      const written = fast(schema)(data);
      expect(written).toBe(zod(schema)(data));
      expect(written).not.toContain('argon2id');
      expect(written).not.toContain('userId');
      expect(written).not.toContain('extra');
      expect(written).not.toContain('never written');
      expect(written).not.toContain('coversMessageId');
    }
  });

  it("uses zod's serializer for what JSON Schema cannot express", () => {
    const schema = z.object({ at: z.date() });
    const at = new Date('2026-02-03T04:05:06.000Z');
    expect(fast(schema)({ at })).toBe('{"at":"2026-02-03T04:05:06.000Z"}');
  });
});
