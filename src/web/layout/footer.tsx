import { Link } from 'react-router';

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="pb-safe border-t border-border bg-surface">
      <div className="px-safe mx-auto flex max-w-6xl flex-col gap-4 py-6 text-muted sm:flex-row sm:items-center sm:justify-between">
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <Link className="hover:text-primary-strong hover:underline" to="/about">
                About
              </Link>
            </li>
            <li>
              <Link className="hover:text-primary-strong hover:underline" to="/privacy">
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link className="hover:text-primary-strong hover:underline" to="/terms">
                Terms of Service
              </Link>
            </li>
            <li>
              <Link className="hover:text-primary-strong hover:underline" to="/contact">
                Contact
              </Link>
            </li>
          </ul>
        </nav>
        {/* The prerendered HTML carries the year of the build; the browser's clock may be a year on. */}
        <p className="text-sm" suppressHydrationWarning>
          © {year} Voxpert. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
