import { ChangePasswordPanel } from '../../features/auth/change-password-panel.tsx';
import { ProfilePage } from '../../features/profile/profile-page.tsx';

/** Composes /profile: the change-password panel belongs to the auth feature, so it is passed in. */
export function ProfileRoute() {
  return <ProfilePage passwordPanel={<ChangePasswordPanel />} />;
}
