import { ArrowLeft, Brain, CreditCard, MessagesSquare, Settings, User as UserIcon } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { useAuth } from '../auth/use-auth.js';
import { usePageTitle } from '../lib/use-page-title.js';
import { Button } from '../ui/button.js';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/tabs.js';
import { ConversationsTab } from './conversations-tab.js';
import { MemoryTab } from './memory-tab.js';
import { ProfileTab } from './profile-tab.js';
import { SettingsTab } from './settings-tab.js';
import { SubscriptionTab } from './subscription-tab.js';

const tabs = [
  { value: 'profile', label: 'Profile', icon: UserIcon },
  { value: 'conversations', label: 'Conversations', icon: MessagesSquare },
  { value: 'memory', label: 'Memory', icon: Brain },
  { value: 'subscription', label: 'Subscription', icon: CreditCard },
  { value: 'settings', label: 'Settings', icon: Settings },
] as const;
type TabValue = (typeof tabs)[number]['value'];

/** /profile: tabs profile, conversations, memory, subscription, settings; the tab lives in ?tab= (none for profile). */
export default function ProfilePage() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const current = tabs.find((t) => t.value === params.get('tab')) ?? tabs[0];
  usePageTitle(current.value === 'profile' ? 'Your Profile' : `${current.label} - Your Profile`);
  if (!user) return null; // ProtectedRoute sends a signed-out visitor to /auth.

  const selectTab = (value: string) => setParams(value === 'profile' ? {} : { tab: value });

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-6 sm:py-10">
      <div className="flex flex-col items-start gap-3">
        <Button asChild variant="ghost" className="-ms-3">
          <Link to="/">
            <ArrowLeft aria-hidden="true" />
            Back
          </Link>
        </Button>
        <h1 className="text-3xl font-bold text-foreground">Your Profile</h1>
      </div>
      <Tabs value={current.value} onValueChange={selectTab}>
        <TabsList aria-label="Profile sections" className="grid grid-cols-2 sm:flex">
          {tabs.map(({ value, label, icon: Icon }) => (
            <TabsTrigger key={value} value={value} className="flex items-center justify-center gap-2 px-2">
              <Icon className="size-4 shrink-0" aria-hidden="true" />
              {label}
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
