import type { FrameworkDetail } from '@competencyhub/domain/schemas/competencies';

/** A level being edited: `from` is the current level it continues (null for a new one). */
export interface DraftLevel {
  key: number;
  name: string;
  from: number | null;
}

/** The framework's current scale as levels to edit, each continuing itself. */
export const draftOf = (framework: FrameworkDetail): DraftLevel[] =>
  framework.scale.levels.map((level) => ({ key: level.value, name: level.name, from: level.value }));
