import { useQuery } from '@tanstack/react-query';
import {
  Bell,
  BookOpen,
  CircleHelp,
  History,
  Info,
  LifeBuoy,
  LogOut,
  Menu,
  MessageCircle,
  Mic,
  Settings,
  Sparkles,
  User as UserIcon,
} from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { displayName, initials, useAuth } from '../auth/use-auth.js';
import { supportThreadsQuery } from '../contact/support-queries.js';
import { useT } from '../i18n/i18n.js';
import { useLocaleHref } from '../i18n/use-locale-href.js';
import { cn } from '../lib/cn.js';
import { Button } from '../ui/button.js';
import { LazyDropdownMenu } from '../ui/lazy-dropdown-menu.js';
import { LanguageSwitcher, useStoredLanguage } from './language-switcher.js';
import { openTutorial } from './tutorial-events.js';

const navLink = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-lg px-3 py-2 font-medium text-muted hover:bg-surface-sunken hover:text-foreground-strong',
    isActive && 'bg-primary-soft text-primary-strong',
  );

/** Header: links per sign-in state; below 768 px the links fold into a menu. */
export function Header() {
  const t = useT();
  const { user } = useAuth();
  const [mobileOpen, setMobileOpen] = useState(false);
  useStoredLanguage();
  const links = user
    ? [
        { to: '/', label: t('Home') },
        { to: '/reminders', label: t('Reminders') },
        { to: '/pricing', label: t('Pricing') },
      ]
    : [{ to: '/pricing', label: t('Pricing') }];

  return (
    <header className="pt-safe sticky top-0 z-40 border-b border-border bg-surface/95 backdrop-blur">
      <div className="px-safe mx-auto flex h-16 max-w-6xl items-center justify-between gap-3">
        <Link to="/" className="flex min-h-11 items-center gap-2 text-xl font-bold text-primary-strong">
          <span className="flex size-9 items-center justify-center rounded-full bg-primary text-primary-foreground">
            <Mic className="size-5" aria-hidden="true" />
          </span>
          Voxpert
        </Link>

        <nav aria-label={t('Main')} className="hidden items-center gap-1 md:flex">
          {links.map((l) => (
            <NavLink key={l.to} to={l.to} end className={navLink}>
              {l.label}
            </NavLink>
          ))}
        </nav>

        <div className="flex items-center gap-2">
          <LanguageSwitcher className="hidden sm:flex" />
          {user ? (
            <>
              <HelpMenu />
              <UserMenu />
            </>
          ) : (
            <div className="hidden items-center gap-2 md:flex">
              <Button asChild variant="ghost">
                <Link to="/auth">{t('Log in')}</Link>
              </Button>
              <Button asChild>
                <Link to="/auth?tab=register">{t('Register')}</Link>
              </Button>
            </div>
          )}
          <LazyDropdownMenu
            open={mobileOpen}
            onOpenChange={setMobileOpen}
            trigger={
              <Button variant="ghost" size="icon" className="md:hidden" aria-label={t('Open menu')}>
                <Menu aria-hidden="true" />
              </Button>
            }
            contentProps={{ align: 'end', 'aria-label': t('Menu') }}
            items={({ Item, Separator }) => (
              <>
                {links.map((l) => (
                  <Item key={l.to} asChild>
                    <Link to={l.to}>{l.label}</Link>
                  </Item>
                ))}
                {!user && (
                  <>
                    <Separator />
                    <Item asChild>
                      <Link to="/auth">{t('Log in')}</Link>
                    </Item>
                    <Item asChild>
                      <Link to="/auth?tab=register">{t('Register')}</Link>
                    </Item>
                  </>
                )}
              </>
            )}
          />
        </div>
      </div>
    </header>
  );
}

function HelpMenu() {
  const t = useT();
  const href = useLocaleHref();
  return (
    <LazyDropdownMenu
      trigger={
        <Button variant="ghost" className="min-w-11 px-2 sm:px-3">
          <CircleHelp aria-hidden="true" />
          <span className="hidden sm:inline">{t('Need Help?')}</span>
          <span className="sr-only sm:hidden">{t('Need Help?')}</span>
        </Button>
      }
      contentProps={{ align: 'end' }}
      items={({ Item }) => (
        <>
          <Item onSelect={() => openTutorial()}>
            <BookOpen aria-hidden="true" /> {t('View App Tutorial')}
          </Item>
          <Item asChild>
            <a href={href('/about')} target="_blank" rel="noopener">
              <Info aria-hidden="true" /> {t('About')}
            </a>
          </Item>
          <Item asChild>
            <a href={href('/contact')} target="_blank" rel="noopener">
              <LifeBuoy aria-hidden="true" /> {t('Contact Support')}
            </a>
          </Item>
        </>
      )}
    />
  );
}

function UserMenu() {
  const t = useT();
  const { user, logoutMutation } = useAuth();
  const navigate = useNavigate();
  const answers = useQuery({ ...supportThreadsQuery(), enabled: Boolean(user) });
  const unread = answers.data?.unread ?? 0;
  if (!user) return null;
  const newAnswers = t(
    '{count, plural, one {# new answer from support} other {# new answers from support}}',
    {
      count: unread,
    },
  );
  const name = displayName(user);
  return (
    <LazyDropdownMenu
      trigger={
        <button
          type="button"
          className="relative flex size-11 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"
          aria-label={
            unread > 0
              ? t('Account menu for {name}, {newAnswers}', { name, newAnswers })
              : t('Account menu for {name}', { name })
          }
        >
          {unread > 0 && (
            <span
              data-testid="support-answers-dot"
              aria-hidden="true"
              className="absolute -top-0.5 -end-0.5 size-3.5 rounded-full border-2 border-surface bg-danger"
            />
          )}
          {user.avatarUrl ? (
            <img
              src={user.avatarUrl}
              alt={displayName(user)}
              data-testid="avatar-picture"
              className="size-11 rounded-full object-cover"
            />
          ) : (
            <span data-testid="avatar-initials">{initials(user)}</span>
          )}
        </button>
      }
      contentProps={{ align: 'end' }}
      items={({ Item, Label, Separator }) => (
        <>
          <Label>
            <span className="block font-medium text-foreground">{displayName(user)}</span>
            <span className="block truncate text-xs">{user.username}</span>
          </Label>
          <Separator />
          <Item onSelect={() => navigate('/profile')}>
            <UserIcon aria-hidden="true" /> {t('Your Profile')}
          </Item>
          <Item onSelect={() => navigate('/profile?tab=conversations')}>
            <History aria-hidden="true" /> {t('Conversation History')}
          </Item>
          <Item onSelect={() => navigate('/reminders')}>
            <Bell aria-hidden="true" /> {t('Reminders')}
          </Item>
          <Item onSelect={() => navigate('/profile?tab=settings')}>
            <Settings aria-hidden="true" /> {t('Settings')}
          </Item>
          {unread > 0 && (
            <Item onSelect={() => navigate('/contact#your-messages')}>
              <MessageCircle aria-hidden="true" /> {newAnswers}
            </Item>
          )}
          {/* Premium is the top plan: there is nothing to upgrade to. */}
          {user.plan !== 'premium' && (
            <Item onSelect={() => navigate('/pricing')}>
              <Sparkles aria-hidden="true" /> {t('Upgrade Plan')}
            </Item>
          )}
          <Separator />
          <Item
            disabled={logoutMutation.isPending}
            onSelect={(event) => {
              event.preventDefault();
              logoutMutation.mutate(undefined, { onSuccess: () => navigate('/auth') });
            }}
          >
            <LogOut aria-hidden="true" /> {logoutMutation.isPending ? t('Signing out...') : t('Sign out')}
          </Item>
        </>
      )}
    />
  );
}
