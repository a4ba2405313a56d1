/**
 * The sidebar paths that have a page today; any other sidebar path shows the designed "Not available
 * yet" page in the shell. Apart from signed-in-pages.tsx, which maps each to its page (and must map
 * exactly these), so that a page that links to the others (the dashboard's shortcuts) does not
 * import the pages themselves. Add the path here and its page there when a page lands.
 */
export const SIGNED_IN_PATHS = [
  '/dashboard',
  '/user-management',
  '/profile',
  '/company-admin',
  '/it-admin',
  '/competency-management',
  '/competencies',
  '/experience',
  '/team-management',
  '/job-profiles',
  '/career-plan',
  '/personal-development',
  '/subscription',
  '/system-admin',
] as const;

export type SignedInPath = (typeof SIGNED_IN_PATHS)[number];

const PATHS: ReadonlySet<string> = new Set(SIGNED_IN_PATHS);

export function hasPage(path: string): path is SignedInPath {
  return PATHS.has(path);
}
