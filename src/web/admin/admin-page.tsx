import { ArrowLeft, BarChart3, Globe, LifeBuoy, Settings, Users } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { useT } from '../i18n/i18n.js';
import { usePageTitle } from '../lib/use-page-title.js';
import { Button } from '../ui/button.js';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/tabs.js';
import { ApiUsageTab } from './api-usage-tab.js';
import { LandingPagesTab } from './landing-pages-tab.js';
import { SettingsTab } from './settings-tab.js';
import { TicketsTab } from './tickets-tab.js';
import { UsersTab } from './users-tab.js';

const tabs = [
  { value: 'users', icon: Users, Panel: UsersTab },
  { value: 'tickets', icon: LifeBuoy, Panel: TicketsTab },
  { value: 'landing-pages', icon: Globe, Panel: LandingPagesTab },
  { value: 'api-usage', icon: BarChart3, Panel: ApiUsageTab },
  { value: 'settings', icon: Settings, Panel: SettingsTab },
] as const;

/**
 * The admin dashboard (reached by /admin and /voxpert-admin): users, contact tickets, landing pages,
 * API usage and settings, one tab at a time; the tab lives in ?tab= (none for users).
 */
export default function AdminPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const current = tabs.find((tab) => tab.value === params.get('tab')) ?? tabs[0];
  const labels: Record<(typeof tabs)[number]['value'], string> = {
    users: t('Users'),
    tickets: t('Contact Tickets'),
    'landing-pages': t('Landing Pages'),
    'api-usage': t('API Usage'),
    settings: t('Settings'),
  };
  usePageTitle(
    current.value === 'users'
      ? t('Admin Dashboard')
      : t('{section} - Admin Dashboard', { section: labels[current.value] }),
  );
  const selectTab = (value: string) => setParams(value === 'users' ? {} : { tab: value });
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-foreground">{t('Admin Dashboard')}</h1>
        <Button asChild variant="outline">
          <Link to="/">
            <ArrowLeft aria-hidden="true" /> {t('Back to App')}
          </Link>
        </Button>
      </div>
      <Tabs value={current.value} onValueChange={selectTab}>
        <TabsList aria-label={t('Admin sections')} className="grid grid-cols-2 sm:grid-cols-3 md:flex">
          {tabs.map(({ value, icon: Icon }) => (
            <TabsTrigger key={value} value={value} className="flex items-center justify-center gap-2 px-2">
              <Icon className="size-4 shrink-0" aria-hidden="true" />
              {labels[value]}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map(({ value, Panel }) => (
          <TabsContent key={value} value={value}>
            {value === current.value && <Panel />}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
