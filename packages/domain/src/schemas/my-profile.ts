import { z } from 'zod';
import { Id, PersonName, Phone, Timestamp } from './common.ts';
import { Profile } from './profiles.ts';

/** Job title, department and location: one line each, at most this long (shown, not typed). */
export const WORK_DETAIL_MAX_LENGTH = 120;

/** Profile photos: small, and only formats every browser shows without plugins (no SVG: it can carry script). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/**
 * Photos are re-encoded on arrival (which drops EXIF and GPS data) and stored at most this many
 * pixels wide and high: more than any place the app shows a face.
 */
export const AVATAR_MAX_SIDE = 512;
/** A small file can still declare enormous dimensions; larger pictures are refused before decoding. */
export const AVATAR_MAX_MEGAPIXELS = 40;
export const AVATAR_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type AvatarContentType = (typeof AVATAR_CONTENT_TYPES)[number];

export const isAvatarContentType = (value: string): value is AvatarContentType =>
  (AVATAR_CONTENT_TYPES as readonly string[]).includes(value);

/**
 * Messages the server and the form share; the web app maps them to translations. The length and
 * one-line rules now apply to nothing a person types about themselves (job title, department and
 * location all come from their job record) but stay for the messages' translations.
 */
export const WORK_DETAIL_TOO_LONG = `Must be at most ${WORK_DETAIL_MAX_LENGTH} characters`;
export const WORK_DETAIL_ONE_LINE = 'Use a single line of text';

/** An optional phone number in international form; an empty field removes it. */
const OptionalPhone = z
  .string()
  .nullable()
  .optional()
  .transform((v) => (typeof v === 'string' && v.trim() === '' ? null : v))
  .pipe(Phone.nullable().optional());

export const WORK_DETAIL_SET_BY_ADMINISTRATOR =
  'Your job title and department come from your job profile, which an administrator assigns';

/** Job title and department follow the job profile (issue 8): refused here with a message that says so. */
const SetByAdministrator = z.undefined({ error: WORK_DETAIL_SET_BY_ADMINISTRATOR }).optional();

/**
 * PATCH /me/profile: what people may change about themselves (not their role, e-mail or manager).
 * A true partial update: a field left out stays as it is; null (or an empty field) clears a work
 * detail or the phone; the name can be changed but never cleared.
 */
export const UpdateMyProfileInput = z.object({
  fullName: PersonName.optional(),
  jobTitle: SetByAdministrator,
  department: SetByAdministrator,
  /** Where one works is the location of one's job record (issue 23), kept in User Management. */
  location: SetByAdministrator,
  phone: OptionalPhone,
});
export type UpdateMyProfileInput = z.infer<typeof UpdateMyProfileInput>;
/** The form's values before parsing (plain strings). */
export type UpdateMyProfileForm = z.input<typeof UpdateMyProfileInput>;

/** Someone shown beside a profile, such as the line manager. */
export const PersonSummary = z.object({
  id: Id,
  fullName: z.string(),
  jobTitle: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});
export type PersonSummary = z.infer<typeof PersonSummary>;

/** GET /me/profile: the caller's profile with the names it refers to. */
export const MyProfile = z.object({
  profile: Profile,
  lineManager: PersonSummary.nullable(),
});
export type MyProfile = z.infer<typeof MyProfile>;

export const AvatarResult = z.object({ avatarUrl: z.string().nullable() });
export type AvatarResult = z.infer<typeof AvatarResult>;

export const DEVICE_TYPES = ['desktop', 'mobile', 'tablet', 'unknown'] as const;

/** One signed-in browser of the caller. The session token itself never leaves the server. */
export const MySession = z.object({
  id: Id,
  createdAt: Timestamp,
  lastActiveAt: Timestamp,
  expiresAt: Timestamp,
  ipAddress: z.string().nullable(),
  /** Read from the user agent: 'Chrome', 'Safari'…; null when it cannot be told. */
  browser: z.string().nullable(),
  /** 'Windows', 'macOS', 'iOS', 'Android'…; null when it cannot be told. */
  os: z.string().nullable(),
  deviceType: z.enum(DEVICE_TYPES),
  /** The session this request was made with. */
  current: z.boolean(),
});
export type MySession = z.infer<typeof MySession>;

export const MySessionList = z.object({ items: z.array(MySession) });
export type MySessionList = z.infer<typeof MySessionList>;

export const SessionIdParams = z.object({ sessionId: Id });

export const RevokeOtherSessionsResult = z.object({ revoked: z.number().int().nonnegative() });
export type RevokeOtherSessionsResult = z.infer<typeof RevokeOtherSessionsResult>;

/** GET /files/:fileId, where stored files (avatars first) are served from. */
export const FileIdParams = z.object({ fileId: Id });

/** The messages of the avatar upload's refusals, shared so the web app can translate them. */
export const AVATAR_ERRORS = {
  empty: 'Choose an image to upload',
  unsupported: 'Upload a PNG, JPEG or WebP image',
  mismatch: 'The file is not the kind of image its name says it is',
  tooLarge: 'The image must be at most 2 MB',
  tooManyPixels: `The image must be at most ${AVATAR_MAX_MEGAPIXELS} megapixels`,
  unreadable: 'The image could not be read. Try saving it again or choose another one',
} as const;

/** Ending the session in use is what Sign out is for: it also clears the browser's cookie. */
export const CURRENT_SESSION_REVOKE = 'Use Sign out to end this session';
