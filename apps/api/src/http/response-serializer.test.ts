import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileResponseSerializer } from './response-serializer.ts';

const Item = z.object({ name: z.string(), score: z.number().int().nullable() });
const Answer = z.object({
  id: z.uuid(),
  owner: z.object({ name: z.string() }),
  note: z.string().optional(),
  items: z.array(Item),
  byKey: z.record(z.string(), Item),
  change: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('moved'), to: z.string() }),
    z.object({ kind: z.literal('renamed'), name: z.string() }),
  ]),
  extra: z.unknown(),
  best: Item.nullable(),
  worst: Item.nullable(),
  state: z.enum(['open', 'closed']).nullable(),
});

const value = {
  id: '6f1c1a8e-2b6d-4a3e-9a52-0b5d4c1a2e3f',
  passwordHash: 'must not leave',
  owner: { name: 'Emma', email: 'must not leave' },
  items: [{ name: 'SQL', score: null, companyId: 'must not leave' }],
  byKey: { sql: { name: 'SQL', score: 3, secret: 'must not leave' } },
  change: { kind: 'renamed', name: 'Data', previous: 'must not leave' },
  extra: { any: ['shape', 1] },
  best: { name: 'SQL', score: 4, ratedBy: 'must not leave' },
  worst: null,
  state: null,
};

describe('compileResponseSerializer', () => {
  it('writes exactly what the Zod parse keeps: unlisted fields dropped at every depth', () => {
    const serialize = compileResponseSerializer(Answer);
    if (!serialize) throw new Error('expected a serializer');
    const written = serialize(value);
    expect(written).not.toContain('must not leave');
    expect(JSON.parse(written)).toEqual(JSON.parse(JSON.stringify(Answer.parse(value))));
  });

  it('leaves a schema whose output is not its input to Zod (a transform, a default)', () => {
    expect(compileResponseSerializer(z.object({ at: z.string().transform((s) => s.length) }))).toBeNull();
    expect(compileResponseSerializer(z.object({ page: z.number().default(1) }))).toBeNull();
    expect(compileResponseSerializer(z.object({ at: z.string() }))).not.toBeNull();
  });
});
