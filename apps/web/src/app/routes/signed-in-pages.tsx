import type { ComponentType, LazyExoticComponent } from 'react';
import { page } from './pages.tsx';
import type { SignedInPath } from './signed-in-paths.ts';

// Apart from the public pages (pages.tsx): this map, with every signed-in page's chunk list, loads
// with the signed-in guard (route-guard.tsx), never with the landing page.

type LazyPage = LazyExoticComponent<ComponentType>;

/**
 * Signed-in pages that exist, by path: exactly the paths of signed-in-paths.ts (the type refuses a
 * missing or extra one). A sidebar path missing here shows the designed "not available yet" page
 * inside the shell.
 */
export const SIGNED_IN_PAGES: Readonly<Record<string, LazyPage>> = {
  '/dashboard': page(() => import('./dashboard-route.tsx'), 'DashboardRoute', {
    areas: ['competencies', 'teams'],
  }),
  '/user-management': page(
    () => import('../../features/people/user-management-page.tsx'),
    'UserManagementPage',
    { areas: ['job-profiles', 'organisation'] },
  ),
  '/profile': page(() => import('./profile-route.tsx'), 'ProfileRoute', {
    areas: ['organisation', 'security'],
  }),
  '/company-admin': page(() => import('./company-admin-route.tsx'), 'CompanyAdminRoute', {
    areas: ['knowledge-base', 'organisation'],
  }),
  '/it-admin': page(() => import('./it-admin-route.tsx'), 'ItAdminRoute', {
    areas: ['knowledge-base', 'it-admin'],
  }),
  '/competency-management': page(
    () => import('../../features/competency-management/competency-management-page.tsx'),
    'CompetencyManagementPage',
    { areas: ['frameworks', 'competencies'] },
  ),
  '/competencies': page(
    () => import('../../features/competencies/competencies-page.tsx'),
    'CompetenciesPage',
    {
      areas: ['competencies', 'job-profiles'],
    },
  ),
  '/experience': page(() => import('../../features/experience/experience-page.tsx'), 'ExperiencePage', {
    areas: ['experience'],
  }),
  '/team-management': page(
    () => import('./team-management-route.tsx'),
    'TeamManagementRoute',
    // The rating and levels dialogs are the competency pages' own (importance is the job profiles'
    // word); the plan note, the subscription's.
    { areas: ['teams', 'competencies', 'job-profiles', 'subscription'] },
  ),
  '/job-profiles': page(
    () => import('../../features/job-profiles/job-profiles-page.tsx'),
    'JobProfilesPage',
    {
      areas: ['job-profiles', 'subscription'],
    },
  ),
  '/career-plan': page(() => import('../../features/career-plan/career-plan-page.tsx'), 'CareerPlanPage', {
    // Importance and kinds of move are the job profiles' own words.
    areas: ['career-plan', 'job-profiles'],
  }),
  '/personal-development': page(
    () => import('../../features/development/development-page.tsx'),
    'DevelopmentPage',
    // Importance is the job profiles' word.
    { areas: ['development', 'job-profiles'] },
  ),
  '/subscription': page(
    () => import('../../features/subscription/subscription-page.tsx'),
    'SubscriptionPage',
    // Plan names, prices and features are the pricing section's own words.
    { areas: ['subscription', 'public-site'] },
  ),
  '/system-admin': page(() => import('./system-admin-route.tsx'), 'SystemAdminRoute', {
    // The Subscriptions tab names plans and statuses as the pricing section and /subscription do;
    // the Tooltips tab's words are the help area's, with Help Mode's.
    areas: ['system-admin', 'public-site', 'subscription', 'help'],
  }),
} satisfies Record<SignedInPath, LazyPage>;
