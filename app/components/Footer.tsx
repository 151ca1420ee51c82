import { Link } from "react-router";
import { SITE_NAME } from "~/lib/format";
import { MarketplaceChooser } from "~/components/MarketplaceChooser";

export function Footer({ contactEmail }: { contactEmail: string }) {
  return (
    <footer className="mt-16 border-t border-gray-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-gray-900">{SITE_NAME}</p>
          <p className="mt-2 text-sm text-gray-600">
            Our mission: connect people with the products their favourite creators actually use, with the moment in the video where each one
            is mentioned, so buying decisions rest on real experience rather than ads.
          </p>
        </div>
        <nav aria-label="Footer">
          <p className="text-sm font-semibold text-gray-900">Explore</p>
          <ul className="mt-2 space-y-1 text-sm">
            <li>
              <Link className="link" to="/">
                Home
              </Link>
            </li>
            <li>
              <Link className="link" to="/channels">
                Channels
              </Link>
            </li>
            <li>
              <Link className="link" to="/products">
                Products
              </Link>
            </li>
            <li>
              <Link className="link" to="/creator-submission">
                Creator application
              </Link>
            </li>
            <li>
              <Link className="link" to="/terms-and-conditions">
                Terms and Conditions
              </Link>
            </li>
            <li>
              <Link className="link" to="/privacy-policy">
                Privacy Policy
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <p className="text-sm font-semibold text-gray-900">Contact</p>
          <p className="mt-2 text-sm text-gray-600">
            Questions or feedback? Write to{" "}
            <a className="link" href={`mailto:${contactEmail}`}>
              {contactEmail}
            </a>
          </p>
          <div className="mt-4">
            <MarketplaceChooser id="footer-marketplace" />
          </div>
          <p className="mt-4 text-xs text-gray-600">As an Amazon Associate, creators featured here may earn from qualifying purchases.</p>
        </div>
      </div>
      <p className="border-t border-gray-100 py-4 text-center text-xs text-gray-600">
        © {new Date().getFullYear()} {SITE_NAME}
      </p>
    </footer>
  );
}
