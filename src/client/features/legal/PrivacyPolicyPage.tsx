import { LegalPage } from './LegalPage';

export default function PrivacyPolicyPage() {
  return <LegalPage doc="privacy" />;
}
