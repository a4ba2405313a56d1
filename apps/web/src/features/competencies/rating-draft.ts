import type { EvidenceInput } from '@competencyhub/domain/schemas/assessments';

/**
 * A rating being written in the web app, and the evidence it sends (decision 0065): the pieces listed
 * so far, then the link still in its field.
 */

/** A piece of evidence attached to a rating being written: a link, or a file already uploaded. */
export type EvidenceDraft = { kind: 'link'; url: string } | { kind: 'file'; id: string; name: string };

export interface RatingDraft {
  level: number | null;
  comment: string;
  /** The pieces attached so far, in order. */
  evidence: EvidenceDraft[];
  /** A link being typed: sent as the last piece if not added before saving. */
  link: string;
}

export const emptyDraft = (): RatingDraft => ({
  level: null,
  comment: '',
  evidence: [],
  link: '',
});

/** The pieces a draft sends: those attached, then the link still in its field. */
export function evidenceOf(draft: RatingDraft): EvidenceInput[] {
  const pieces: EvidenceInput[] = draft.evidence.map((piece) =>
    piece.kind === 'link' ? { kind: 'link', url: piece.url } : { kind: 'file', fileId: piece.id },
  );
  if (draft.link.trim() !== '') pieces.push({ kind: 'link', url: draft.link.trim() });
  return pieces;
}
