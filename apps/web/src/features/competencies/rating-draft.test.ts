import { AssessmentInput } from '@competencyhub/domain/schemas/assessments';
import { describe, expect, it } from 'vitest';
import { emptyDraft, evidenceOf } from './rating-draft.ts';

describe('a rating draft’s evidence', () => {
  it('sends the listed pieces in order, then the link still in its field', () => {
    const draft = {
      ...emptyDraft(),
      level: 3,
      evidence: [
        { kind: 'file' as const, id: '6f1c1f0e-51b5-4a8e-9d0f-2a9d7c1e0b11', name: 'cert.pdf' },
        { kind: 'link' as const, url: 'notes.example.test/a' },
      ],
      link: '  https://notes.example.test/b ',
    };
    expect(evidenceOf(draft)).toEqual([
      { kind: 'file', fileId: '6f1c1f0e-51b5-4a8e-9d0f-2a9d7c1e0b11' },
      { kind: 'link', url: 'notes.example.test/a' },
      { kind: 'link', url: 'https://notes.example.test/b' },
    ]);
    // What the server is sent checks as the API checks it: the scheme added, the order kept.
    const parsed = AssessmentInput.parse({
      ratings: [
        { competencyId: '0b8f3c6e-3f7a-4c55-8d36-0f1b2a3c4d5e', level: 3, evidence: evidenceOf(draft) },
      ],
    });
    expect(
      parsed.ratings[0]?.evidence.map((piece) => (piece.kind === 'link' ? piece.url : piece.fileId)),
    ).toEqual([
      '6f1c1f0e-51b5-4a8e-9d0f-2a9d7c1e0b11',
      'https://notes.example.test/a',
      'https://notes.example.test/b',
    ]);
  });

  it('sends nothing for an empty field, and no more than five pieces pass the check', () => {
    expect(evidenceOf({ ...emptyDraft(), link: '   ' })).toEqual([]);
    const six = {
      ...emptyDraft(),
      evidence: [1, 2, 3, 4, 5].map((n) => ({ kind: 'link' as const, url: `https://example.test/${n}` })),
      link: 'https://example.test/6',
    };
    const checked = AssessmentInput.safeParse({
      ratings: [
        { competencyId: '0b8f3c6e-3f7a-4c55-8d36-0f1b2a3c4d5e', level: 3, evidence: evidenceOf(six) },
      ],
    });
    expect(checked.success).toBe(false);
    expect(checked.error?.issues[0]?.path).toEqual(['ratings', 0, 'evidence']);
  });
});
