import { pageMeta, SITE_NAME } from "~/lib/format";
import { LegalPage } from "~/components/LegalPage";
import { publicPageHeaders } from "~/lib/cache";
import { RouteError } from "~/components/RouteError";

export const headers = publicPageHeaders;
export const meta = () => pageMeta("Privacy Policy", `How ${SITE_NAME} collects, uses and protects your personal data.`);

/** Anything this page's loader or render throws is shown inside the layout, not as a blank page. */
export function ErrorBoundary() {
  return <RouteError />;
}

export default function Privacy() {
  return (
    <LegalPage title="Privacy Policy" subtitle="Effective August 1, 2025 · Last updated August 8, 2025">
      <h2>1. Introduction</h2>
      <p>
        This policy explains what personal data {SITE_NAME} ("we") processes when you use the website, why, and the choices you have. We
        keep what we collect to the minimum the Service needs.
      </p>
      <h2>2. Information we collect</h2>
      <ul>
        <li>Account data: your e-mail address and a salted hash of your password (never the password itself).</li>
        <li>Activity: the channels you subscribe to, your notifications and channel requests.</li>
        <li>Creator applications: channel handle, e-mail, optional phone number and content niche.</li>
        <li>Usage data: pages requested, approximate time and technical data such as browser type.</li>
      </ul>
      <h2>3. How we use information</h2>
      <p>
        To run your account, show products from the channels you follow, send the notifications and password-reset e-mails you ask for,
        review creator applications, keep the Service secure and improve it.
      </p>
      <h2>4. Sharing</h2>
      <p>
        We do not sell personal data. We share it only with service providers that host and operate the Service under contract, or when the
        law requires it. Clicking a marketplace link takes you to that marketplace, whose own policy then applies.
      </p>
      <h2>5. Storage and security</h2>
      <p>
        Data is stored with our hosting provider and protected with encryption in transit, hashed passwords and access controls. Usage data
        is kept for 2 years and then deleted or anonymised; account data is kept while your account exists.
      </p>
      <h2>6. Your rights</h2>
      <p>You may ask to access, correct, export or delete your personal data, and object to or restrict its use.</p>
      <h2>7. Cookies</h2>
      <p>
        We use one strictly necessary cookie to keep you signed in, and your browser's session storage to remember product filters during a
        visit. We use no advertising cookies.
      </p>
      <h2>8. Children's privacy</h2>
      <p>
        The Service is not directed at children under 13, and we do not knowingly collect their data. If you believe a child has given us
        data, contact us and we will delete it.
      </p>
      <h2>9. GDPR (European Economic Area and UK)</h2>
      <p>
        We process data on the basis of contract (your account), legitimate interests (security, improvement) and consent where asked. You
        may complain to your local data protection authority.
      </p>
      <h2>10. CCPA (California)</h2>
      <p>
        California residents may request the categories and pieces of personal information we hold, ask for deletion, and will not be
        discriminated against for exercising these rights. We do not sell or share personal information for cross-context behavioural
        advertising.
      </p>
      <h2>11. International transfers</h2>
      <p>Our providers may process data in other countries. Where required we rely on safeguards such as standard contractual clauses.</p>
      <h2>12. Data breach notification</h2>
      <p>
        If a breach affects your personal data we will notify the competent authority within 72 hours of becoming aware of it, and tell
        affected users without undue delay.
      </p>
      <h2>13. Changes to this policy</h2>
      <p>We will post any change here and update the date above; significant changes are announced on the site.</p>
      <h2>14. Contact</h2>
      <p>For any privacy question or request, write to the contact address shown in the footer of every page.</p>
    </LegalPage>
  );
}
