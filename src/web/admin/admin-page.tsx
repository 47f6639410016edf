import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { usePageTitle } from '../lib/use-page-title.js';
import { Button } from '../ui/button.js';
import { BillingModeCard } from './billing-mode-card.js';
import { LandingPagesTab } from './landing-pages-tab.js';
import { SafetyEventsCard } from './safety-events-card.js';

/** The admin dashboard (reached by /admin and /voxpert-admin): the payment mode; its tabs are still to come. */
export default function AdminPage() {
  usePageTitle('Admin Dashboard');
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-foreground">Admin Dashboard</h1>
        <Button asChild variant="outline">
          <Link to="/">
            <ArrowLeft aria-hidden="true" /> Back to App
          </Link>
        </Button>
      </div>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <BillingModeCard />
        <SafetyEventsCard />
      </div>
      <LandingPagesTab className="mt-8" />
    </div>
  );
}
