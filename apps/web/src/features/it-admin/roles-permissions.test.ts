import { PERMISSION_NAMES } from '@competencyhub/domain/permissions';
import { describe, expect, it } from 'vitest';

/**
 * The Roles tab lists each role's permissions from the domain's table: every permission needs a
 * label in every language, so a permission added to the table without one fails here.
 */
const itAdminFiles = import.meta.glob<{ itRoles?: { permissions?: Record<string, string> } }>(
  '../../lib/i18n/locales/*/it-admin.json',
  { eager: true, import: 'default' },
);

describe('permission labels of the Roles tab', () => {
  it('covers the five languages', () => {
    expect(Object.keys(itAdminFiles)).toHaveLength(5);
  });

  for (const [path, tree] of Object.entries(itAdminFiles)) {
    it(`labels every permission in ${path.split('/').at(-2)}`, () => {
      const labels = tree.itRoles?.permissions ?? {};
      const missing = PERMISSION_NAMES.filter((name) => !labels[name]?.trim());
      expect(missing).toEqual([]);
      expect(Object.keys(labels).sort()).toEqual([...PERMISSION_NAMES].sort());
    });
  }
});
