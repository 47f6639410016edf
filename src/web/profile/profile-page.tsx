import { ArrowLeft, Brain, CreditCard, MessagesSquare, Settings, User as UserIcon } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { useAuth } from '../auth/use-auth.js';
import { useT } from '../i18n/i18n.js';
import { usePageTitle } from '../lib/use-page-title.js';
import { Button } from '../ui/button.js';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/tabs.js';
import { ConversationsTab } from './conversations-tab.js';
import { MemoryTab } from './memory-tab.js';
import { ProfileTab } from './profile-tab.js';
import { SettingsTab } from './settings-tab.js';
import { SubscriptionTab } from './subscription-tab.js';

const tabs = [
  { value: 'profile', icon: UserIcon },
  { value: 'conversations', icon: MessagesSquare },
  { value: 'memory', icon: Brain },
  { value: 'subscription', icon: CreditCard },
  { value: 'settings', icon: Settings },
] as const;
type TabValue = (typeof tabs)[number]['value'];

/** /profile: tabs profile, conversations, memory, subscription, settings; the tab lives in ?tab= (none for profile). */
export default function ProfilePage() {
  const t = useT();
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const current = tabs.find((tab) => tab.value === params.get('tab')) ?? tabs[0];
  const labels: Record<TabValue, string> = {
    profile: t('Profile'),
    conversations: t('Conversations'),
    memory: t('Memory'),
    subscription: t('Subscription'),
    settings: t('Settings'),
  };
  usePageTitle(
    current.value === 'profile'
      ? t('Your Profile')
      : t('{section} - Your Profile', { section: labels[current.value] }),
  );
  if (!user) return null; // ProtectedRoute sends a signed-out visitor to /auth.

  const selectTab = (value: string) => setParams(value === 'profile' ? {} : { tab: value });

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-6 sm:py-10">
      <div className="flex flex-col items-start gap-3">
        <Button asChild variant="ghost" className="-ms-3">
          <Link to="/">
            <ArrowLeft aria-hidden="true" />
            {t('Back')}
          </Link>
        </Button>
        <h1 className="text-3xl font-bold text-foreground">{t('Your Profile')}</h1>
      </div>
      <Tabs value={current.value} onValueChange={selectTab}>
        <TabsList aria-label={t('Profile sections')} className="grid grid-cols-2 sm:flex">
          {tabs.map(({ value, icon: Icon }) => (
            <TabsTrigger key={value} value={value} className="flex items-center justify-center gap-2 px-2">
              <Icon className="size-4 shrink-0" aria-hidden="true" />
              {labels[value]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={'profile' satisfies TabValue}>
          <ProfileTab user={user} />
        </TabsContent>
        <TabsContent value={'conversations' satisfies TabValue}>
          <ConversationsTab />
        </TabsContent>
        <TabsContent value={'memory' satisfies TabValue}>
          <MemoryTab />
        </TabsContent>
        <TabsContent value={'subscription' satisfies TabValue}>
          <SubscriptionTab />
        </TabsContent>
        <TabsContent value={'settings' satisfies TabValue}>
          <SettingsTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
