import { LegalPage } from './legal-page.tsx';

const SECTIONS = [
  'service',
  'accounts',
  'subscriptions',
  'trial',
  'billing',
  'cancellation',
  'aiCredits',
  'acceptableUse',
  'customerData',
  'dataProcessing',
  'availability',
  'ip',
  'liability',
  'termination',
  'changes',
  'law',
  'contact',
] as const;

export function TermsPage() {
  return <LegalPage area="terms" sections={SECTIONS} />;
}
