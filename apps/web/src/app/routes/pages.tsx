import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { loadLocaleAreas } from '../../lib/i18n/i18n.ts';

interface PageOptions {
  /** Translation areas it shows beyond the global ones. */
  areas?: readonly string[];
  /** Whether it reads data through TanStack Query (which then loads with it); true unless said. */
  queries?: boolean;
}

/**
 * React.lazy for named exports: each page is its own chunk, and arrives together with the
 * translation areas it shows, so it never renders raw keys, and with TanStack Query if it reads data.
 */
export function page<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M,
  { areas = [], queries = true }: PageOptions = {},
): LazyExoticComponent<ComponentType> {
  return lazy(async () => {
    const [module, provider] = await Promise.all([
      load(),
      queries ? import('../../lib/query-provider.tsx') : null,
      loadLocaleAreas(areas),
    ]);
    const Page = module[name] as ComponentType;
    if (!provider) return { default: Page };
    const { WithQueries } = provider;
    return {
      default: () => (
        <WithQueries>
          <Page />
        </WithQueries>
      ),
    };
  });
}

/** Everything inside the signed-in shell; loaded with the shell, which has the larger budget. */
export const SIGNED_IN_AREAS = ['dashboard', 'people', 'profile', 'company', 'contact-inbox'] as const;
const PUBLIC_SITE = ['public-site'] as const;
/** The terms and privacy texts are long; only their own pages download them. */
const LEGAL = ['public-site', 'legal'] as const;

/** Public pages outside the shell, by path. */
export const PUBLIC_PAGES: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  // The security area holds the sign-in's second step (a code from an authenticator app).
  '/auth': page(() => import('../../features/auth/auth-page.tsx'), 'AuthPage', { areas: ['security'] }),
  '/reset-password': page(() => import('../../features/auth/reset-password-page.tsx'), 'ResetPasswordPage'),
  '/verify-email': page(() => import('../../features/auth/verify-email-page.tsx'), 'VerifyEmailPage'),
  '/invitation/accept/:invitationId': page(
    () => import('../../features/invitations/accept-invitation-page.tsx'),
    'AcceptInvitationPage',
    { areas: ['people'] },
  ),
  '/landing': page(() => import('../../features/public-site/landing-page.tsx'), 'LandingPage', {
    areas: PUBLIC_SITE,
    queries: false,
  }),
  '/faq': page(() => import('../../features/public-site/faq-page.tsx'), 'FaqPage', { areas: PUBLIC_SITE }),
  '/terms': page(() => import('../../features/public-site/terms-page.tsx'), 'TermsPage', {
    areas: LEGAL,
    queries: false,
  }),
  '/privacy': page(() => import('../../features/public-site/privacy-page.tsx'), 'PrivacyPage', {
    areas: LEGAL,
    queries: false,
  }),
  '/contact': page(() => import('../../features/public-site/contact-page.tsx'), 'ContactPage', {
    areas: PUBLIC_SITE,
  }),
};
