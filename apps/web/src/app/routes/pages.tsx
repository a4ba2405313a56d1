import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { loadLocaleAreas } from '../../lib/i18n/i18n.ts';

/**
 * React.lazy for named exports: each page is its own chunk, and arrives together with the
 * translation areas it shows (beyond the global ones), so it never renders raw keys.
 */
export function page<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M,
  areas: readonly string[] = [],
): LazyExoticComponent<ComponentType> {
  return lazy(async () => {
    const [module] = await Promise.all([load(), loadLocaleAreas(areas)]);
    return { default: module[name] as ComponentType };
  });
}

/** Everything inside the signed-in shell; loaded with the shell, which has the larger budget. */
export const SIGNED_IN_AREAS = ['dashboard', 'people', 'profile', 'company', 'contact-inbox'] as const;
const PUBLIC_SITE = ['public-site'] as const;
/** The terms and privacy texts are long; only their own pages download them. */
const LEGAL = ['public-site', 'legal'] as const;

/**
 * Signed-in pages that exist, by path. A sidebar path missing here shows the designed
 * "not available yet" page inside the shell; add one line when a page lands.
 */
export const SIGNED_IN_PAGES: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  '/dashboard': page(() => import('./dashboard-route.tsx'), 'DashboardRoute'),
  '/user-management': page(
    () => import('../../features/people/user-management-page.tsx'),
    'UserManagementPage',
  ),
  '/profile': page(() => import('./profile-route.tsx'), 'ProfileRoute'),
  '/company-admin': page(() => import('../../features/company/company-admin-page.tsx'), 'CompanyAdminPage'),
  '/system-admin': page(
    () => import('../../features/contact-inbox/contact-inbox-page.tsx'),
    'ContactInboxPage',
  ),
};

/** Public pages outside the shell, by path. */
export const PUBLIC_PAGES: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  '/auth': page(() => import('../../features/auth/auth-page.tsx'), 'AuthPage'),
  '/reset-password': page(() => import('../../features/auth/reset-password-page.tsx'), 'ResetPasswordPage'),
  '/verify-email': page(() => import('../../features/auth/verify-email-page.tsx'), 'VerifyEmailPage'),
  '/invitation/accept/:invitationId': page(
    () => import('../../features/invitations/accept-invitation-page.tsx'),
    'AcceptInvitationPage',
    ['people'],
  ),
  '/landing': page(() => import('../../features/public-site/landing-page.tsx'), 'LandingPage', PUBLIC_SITE),
  '/faq': page(() => import('../../features/public-site/faq-page.tsx'), 'FaqPage', PUBLIC_SITE),
  '/terms': page(() => import('../../features/public-site/terms-page.tsx'), 'TermsPage', LEGAL),
  '/privacy': page(() => import('../../features/public-site/privacy-page.tsx'), 'PrivacyPage', LEGAL),
  '/contact': page(() => import('../../features/public-site/contact-page.tsx'), 'ContactPage', PUBLIC_SITE),
};
