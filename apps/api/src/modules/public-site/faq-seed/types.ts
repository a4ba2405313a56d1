import type { FaqCategory } from '@competencyhub/domain/schemas/public-site';

/** One question of the FAQ as the migration inserts it; the array order is the display order. */
export interface FaqSeed {
  category: FaqCategory;
  question: string;
  answer: string;
}
