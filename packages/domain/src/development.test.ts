import { describe, expect, it } from 'vitest';
import { isOverdue, mentorLevel } from './development.ts';
import { defaultScale } from './proficiency.ts';

describe('development rules', () => {
  it('lets people mentor from one level above proficient (Advanced on the default scale), capped at the top', () => {
    expect(mentorLevel(defaultScale())).toBe(4);
    const short = { levels: [1, 2, 3].map((value) => ({ value, name: `L${value}` })), proficientLevel: 3 };
    expect(mentorLevel(short)).toBe(3);
  });

  it('calls an open action overdue from the day after its due date; done and cancelled never are', () => {
    expect(isOverdue({ status: 'planned', dueOn: '2026-11-25' }, '2026-11-26')).toBe(true);
    expect(isOverdue({ status: 'in_progress', dueOn: '2026-11-26' }, '2026-11-26')).toBe(false);
    expect(isOverdue({ status: 'done', dueOn: '2026-01-01' }, '2026-11-26')).toBe(false);
    expect(isOverdue({ status: 'cancelled', dueOn: '2026-01-01' }, '2026-11-26')).toBe(false);
  });
});
