import { Link } from "react-router";
import { pageMeta, SITE_NAME } from "~/lib/format";
import { LegalPage } from "~/components/LegalPage";
import { publicPageHeaders } from "~/lib/cache";
import { RouteError } from "~/components/RouteError";

export const headers = publicPageHeaders;
export const meta = () => pageMeta("Terms and Conditions", `The terms that govern your use of ${SITE_NAME}.`);

/** Anything this page's loader or render throws is shown inside the layout, not as a blank page. */
export function ErrorBoundary() {
  return <RouteError />;
}

export default function Terms() {
  return (
    <LegalPage title="Terms and Conditions" subtitle="Effective August 1, 2025 · Last updated August 8, 2025">
      <h2>1. Agreement</h2>
      <p>By using {SITE_NAME} (the "Service") you agree to these terms. If you do not agree, please do not use the Service.</p>
      <h2>2. Eligibility</h2>
      <p>You must be at least 13 years old to use the Service or to create an account.</p>
      <h2>3. What the Service does</h2>
      <p>
        The Service links videos published by creators to the products mentioned in them and to listings on online marketplaces. Product
        information, prices and ratings come from third parties, may change at any time and are shown for information only. Purchases are
        made with the marketplace, not with us.
      </p>
      <h2>4. Accounts</h2>
      <p>
        Keep your password confidential and tell us promptly about any unauthorised use of your account. You are responsible for activity
        carried out with your credentials.
      </p>
      <h2>5. Acceptable use</h2>
      <p>
        Do not misuse the Service: no automated scraping beyond reasonable limits, no attempts to break security, no submissions that are
        unlawful, misleading or infringe the rights of others.
      </p>
      <h2>6. Creators and affiliate links</h2>
      <p>
        Some links are affiliate links, and creators who run a storefront may earn a commission on qualifying purchases. Creator
        applications are reviewed and may be declined.
      </p>
      <h2>7. Intellectual property</h2>
      <p>
        Videos, names and images belong to their owners. The Service's own software and design belong to us; you may not copy them except as
        the law allows.
      </p>
      <h2>8. Disclaimers</h2>
      <p>The Service is provided "as is", without warranties of any kind, to the extent the law permits.</p>
      <h2>9. Limitation of liability</h2>
      <p>
        To the extent the law permits, our total liability for any claim relating to the Service is limited to the greater of $100 or the
        amounts you paid us in the 12 months before the claim arose.
      </p>
      <h2>10. Termination</h2>
      <p>We may suspend or close accounts that break these terms. You may stop using the Service at any time.</p>
      <h2>11. Changes</h2>
      <p>We may update these terms; the date above shows the latest version. Continued use means acceptance.</p>
      <h2>12. Contact</h2>
      <p>
        Questions about these terms? Use the contact address in the footer. See also our <Link to="/privacy-policy">Privacy Policy</Link>.
      </p>
    </LegalPage>
  );
}
