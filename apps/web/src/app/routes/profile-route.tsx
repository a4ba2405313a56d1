import { ChangePasswordPanel } from '../../features/auth/change-password-panel.tsx';
import { ProfilePage } from '../../features/profile/profile-page.tsx';
import { PasskeysPanel } from '../../features/security/passkeys-panel.tsx';
import { TwoFactorPanel } from '../../features/security/two-factor-panel.tsx';

/** Composes /profile: the change-password and sign-in security panels belong to other features. */
export function ProfileRoute() {
  return (
    <ProfilePage
      passwordPanel={<ChangePasswordPanel />}
      securityPanel={
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <TwoFactorPanel />
          <PasskeysPanel />
        </div>
      }
    />
  );
}
