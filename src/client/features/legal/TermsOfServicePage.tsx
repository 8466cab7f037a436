import { LegalPage } from './LegalPage';

export default function TermsOfServicePage() {
  return <LegalPage doc="terms" />;
}
