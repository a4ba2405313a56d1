import { describe, expect, it } from 'vitest';
import {
  AVATAR_CONTENT_TYPES,
  AVATAR_MAX_BYTES,
  isAvatarContentType,
  MySession,
  SessionIdParams,
  UpdateMyProfileInput,
  WORK_DETAIL_SET_BY_ADMINISTRATOR,
} from './my-profile.ts';

function fieldErrors(value: unknown): Record<string, string[]> | null {
  const result = UpdateMyProfileInput.safeParse(value);
  if (result.success) return null;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return errors;
}

describe('UpdateMyProfileInput', () => {
  it('trims every field and normalises the phone number', () => {
    expect(
      UpdateMyProfileInput.parse({
        fullName: '  Ada Lovelace ',
        phone: '+44 (20) 7946-0958',
      }),
    ).toEqual({
      fullName: 'Ada Lovelace',
      phone: '+442079460958',
    });
  });

  it('turns empty or blank optional fields into null, so saving an empty field clears it', () => {
    expect(
      UpdateMyProfileInput.parse({
        fullName: 'Ada',
        phone: ' ',
      }),
    ).toEqual({ fullName: 'Ada', phone: null });
  });

  it('leaves out what was not sent, so a PATCH keeps it', () => {
    expect(UpdateMyProfileInput.parse({ fullName: 'Ada' })).toEqual({ fullName: 'Ada' });
  });

  it('keeps the name when it is left out, and never lets it be cleared', () => {
    expect(fieldErrors({})).toBeNull();
    expect(UpdateMyProfileInput.parse({})).toEqual({});
    expect(fieldErrors({ fullName: null })).toEqual({ fullName: ['Enter a name'] });
  });

  it('takes a full name of at most 120 characters', () => {
    expect(fieldErrors({ fullName: '   ' })).toEqual({ fullName: ['Enter a name'] });
    expect(fieldErrors({ fullName: 'a'.repeat(121) })).toEqual({
      fullName: ['Name must be at most 120 characters'],
    });
    expect(fieldErrors({ fullName: 'a'.repeat(120) })).toBeNull();
  });

  it('refuses a job title, department or location: they follow the job record an administrator keeps', () => {
    for (const field of ['jobTitle', 'department', 'location']) {
      expect(fieldErrors({ fullName: 'Ada', [field]: 'Chief Everything' })).toEqual({
        [field]: [WORK_DETAIL_SET_BY_ADMINISTRATOR],
      });
    }
  });

  it('refuses a phone number that is not international', () => {
    expect(fieldErrors({ fullName: 'Ada', phone: '020 7946 0958' })).toEqual({
      phone: ['Enter the phone number in international format, e.g. +44 20 7946 0958'],
    });
    expect(fieldErrors({ fullName: 'Ada', phone: '+0 123' })?.phone).toHaveLength(1);
  });

  it('ignores fields people may not change about themselves', () => {
    const parsed = UpdateMyProfileInput.parse({ fullName: 'Ada', role: 'account_holder', email: 'x@y.test' });
    expect(parsed).toEqual({ fullName: 'Ada' });
  });
});

describe('avatar rules', () => {
  it('accepts PNG, JPEG and WebP of at most 2 MB, and never SVG', () => {
    expect(AVATAR_MAX_BYTES).toBe(2 * 1024 * 1024);
    expect([...AVATAR_CONTENT_TYPES]).toEqual(['image/png', 'image/jpeg', 'image/webp']);
    expect(isAvatarContentType('image/png')).toBe(true);
    expect(isAvatarContentType('image/svg+xml')).toBe(false);
    expect(isAvatarContentType('image/gif')).toBe(false);
  });
});

describe('sessions', () => {
  it('addresses a session by its id only', () => {
    expect(SessionIdParams.safeParse({ sessionId: 'not-an-id' }).success).toBe(false);
    expect(SessionIdParams.safeParse({ sessionId: '3f2504e0-4f89-41d3-9a0c-0305e82c3301' }).success).toBe(
      true,
    );
  });

  it('describes a session without its secret token', () => {
    const session = MySession.parse({
      id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
      createdAt: '2026-01-01T00:00:00.000Z',
      lastActiveAt: '2026-01-02T00:00:00.000Z',
      expiresAt: '2026-01-09T00:00:00.000Z',
      ipAddress: '203.0.113.9',
      browser: 'Firefox',
      os: 'Linux',
      deviceType: 'desktop',
      current: true,
      token: 'secret',
    });
    expect(session).not.toHaveProperty('token');
  });
});
