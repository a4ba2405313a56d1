/**
 * The product tour's screens. e2e/product-tour-capture.spec.ts photographs each page that exists and
 * writes public/tour/tour.json; the dialog shows the screens listed there, captioned by id.
 */
export const TOUR_SLIDES = [
  { id: 'dashboard', path: '/dashboard' },
  { id: 'profile', path: '/profile' },
  { id: 'competencies', path: '/competencies' },
  { id: 'careerPlan', path: '/career-plan' },
  { id: 'teamManagement', path: '/team-management' },
  { id: 'jobProfiles', path: '/job-profiles' },
  { id: 'talentSearch', path: '/internal-talent-search' },
  { id: 'userManagement', path: '/user-management' },
  { id: 'companyAdmin', path: '/company-admin' },
  { id: 'systemAdmin', path: '/system-admin' },
] as const;
export type TourSlideId = (typeof TOUR_SLIDES)[number]['id'];

export interface TourImage {
  id: TourSlideId;
  src: string;
  width: number;
  height: number;
}

const KNOWN = new Set<string>(TOUR_SLIDES.map((slide) => slide.id));

/** The manifest, checked by hand: zod would be the largest thing on the landing page. */
export function parseTourManifest(json: unknown): TourImage[] {
  const slides = (json as { slides?: unknown } | null)?.slides;
  if (!Array.isArray(slides)) return [];
  return slides.flatMap((raw: unknown) => {
    const s = raw as Partial<Record<keyof TourImage, unknown>> | null;
    const ok =
      s &&
      typeof s.id === 'string' &&
      KNOWN.has(s.id) &&
      typeof s.src === 'string' &&
      s.src.startsWith('/tour/') &&
      typeof s.width === 'number' &&
      typeof s.height === 'number';
    return ok
      ? [
          {
            id: s.id as TourSlideId,
            src: s.src as string,
            width: s.width as number,
            height: s.height as number,
          },
        ]
      : [];
  });
}
