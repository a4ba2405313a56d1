import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { refreshMe, useMe } from '../../lib/session.ts';
import { CenteredPage } from '../../ui/centered-page.tsx';
import { TabPanel, Tabs } from '../../ui/tabs.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { SignUpForm } from './sign-up-form.tsx';

type AuthTab = 'signin' | 'signup';
const TAB_PREFIX = 'auth';

/** Where to go after signing in: back to the guarded page that sent the user here, else the dashboard. */
function useReturnPath(): string {
  const state: unknown = useLocation().state;
  if (state && typeof state === 'object' && 'from' in state) {
    const from = state.from;
    if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && from !== '/auth')
      return from;
  }
  return '/dashboard';
}

export function AuthPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const returnPath = useReturnPath();
  const me = useMe();
  const heading = useRef<HTMLHeadingElement>(null);

  const tab: AuthTab = params.get('tab') === 'signup' ? 'signup' : 'signin';
  const forgot = tab === 'signin' && params.get('view') === 'forgot';
  const view = forgot ? 'forgot' : tab;

  // Entering or leaving the forgot-password view replaces the form: move focus to the new heading.
  const previousForgot = useRef(forgot);
  useEffect(() => {
    if (previousForgot.current !== forgot) heading.current?.focus();
    previousForgot.current = forgot;
  }, [forgot]);

  const select = (next: AuthTab, nextView?: 'forgot') => {
    const search = new URLSearchParams();
    if (next === 'signup') search.set('tab', 'signup');
    if (nextView) search.set('view', nextView);
    setParams(search, { replace: true, state: location.state });
  };

  const onSignedIn = async () => {
    await refreshMe(queryClient);
    navigate(returnPath, { replace: true });
  };

  if (me.data) return <Navigate to={returnPath} replace />;

  return (
    <CenteredPage>
      <div className="mb-6 space-y-1.5 text-center">
        <h1
          ref={heading}
          tabIndex={-1}
          className="rounded-sm text-2xl font-bold tracking-tight text-slate-900 focus:outline-none"
        >
          {t(`auth.${view}.title`)}
        </h1>
        <p className="text-sm text-slate-600">{t(`auth.${view}.subtitle`)}</p>
      </div>
      {forgot ? (
        <ForgotPasswordForm onBack={() => select('signin')} />
      ) : (
        <>
          <Tabs
            idPrefix={TAB_PREFIX}
            label={t('auth.tabsLabel')}
            tabs={[
              { id: 'signin', label: t('auth.signin.tab') },
              { id: 'signup', label: t('auth.signup.tab') },
            ]}
            selected={tab}
            onSelect={(id) => select(id)}
          />
          <TabPanel idPrefix={TAB_PREFIX} id="signin" selected={tab === 'signin'}>
            <SignInForm onSignedIn={onSignedIn} onForgotPassword={() => select('signin', 'forgot')} />
          </TabPanel>
          <TabPanel idPrefix={TAB_PREFIX} id="signup" selected={tab === 'signup'}>
            <SignUpForm onSignedIn={onSignedIn} />
          </TabPanel>
        </>
      )}
    </CenteredPage>
  );
}
