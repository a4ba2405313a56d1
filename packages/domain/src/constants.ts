/** Constants quoted by the product specification (sections 2, 6 and 9). */

export const PRODUCT_NAME = 'CompetencyHub';
/** Fallback brand: the product's initials. */
export const FALLBACK_BRAND = 'CH';

/** The company that runs the platform has this fixed id. */
export const SYSTEM_OWNER_COMPANY_ID = '00000000-0000-0000-0000-000000000001';
export const DEFAULT_SYSTEM_OWNER_DOMAIN = 'competencyhub.test';

/** The route guard shows 'Initializing application...' for at most this long. */
export const AUTH_LOADING_TIMEOUT_MS = 5_000;

export const PASSWORD_MIN_LENGTH = 8;
/** NIST 800-63B asks for at least 64; we accept 128. */
export const PASSWORD_MAX_LENGTH = 128;

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const PASSWORD_RESET_TTL_SECONDS = 60 * 60;

/** Quoted to users on the Account Pending Approval screen. */
export const APPROVAL_TURNAROUND = '1-2 business days';

export const AUTH_SESSION_MISSING = 'Auth session missing!';

/** Header height by company header_style, in layout units of 0.25 rem (spec section 2). */
export const HEADER_HEIGHT_UNITS = { default: 28, minimal: 16, bold: 32 } as const;
/** Sidebar width by company sidebar_style, in layout units of 0.25 rem (spec section 2). */
export const SIDEBAR_WIDTH_UNITS = { default: 64, compact: 56, expanded: 72 } as const;
/** The copyright year the footers show (spec section 9). */
export const COPYRIGHT_YEAR = 2025;
