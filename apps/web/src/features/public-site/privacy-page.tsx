import { LegalPage } from './legal-page.tsx';

const SECTIONS = [
  'whoWeAre',
  'roles',
  'data',
  'purposes',
  'ai',
  'subProcessors',
  'transfers',
  'retention',
  'security',
  'rights',
  'cookies',
  'children',
  'changes',
  'contact',
] as const;

export function PrivacyPage() {
  return <LegalPage area="privacy" sections={SECTIONS} />;
}
