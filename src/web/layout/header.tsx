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
import { cn } from '../lib/cn.js';
import { Button } from '../ui/button.js';
import { LazyDropdownMenu } from '../ui/lazy-dropdown-menu.js';
import { openTutorial } from './tutorial-events.js';

const navLink = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-lg px-3 py-2 font-medium text-muted hover:bg-surface-sunken hover:text-foreground-strong',
    isActive && 'bg-primary-soft text-primary-strong',
  );

/** Header: links per sign-in state; below 768 px the links fold into a menu. */
export function Header() {
  const { user } = useAuth();
  const [mobileOpen, setMobileOpen] = useState(false);
  const links = user
    ? [
        { to: '/', label: 'Home' },
        { to: '/reminders', label: 'Reminders' },
        { to: '/pricing', label: 'Pricing' },
      ]
    : [{ to: '/pricing', label: 'Pricing' }];

  return (
    <header className="pt-safe sticky top-0 z-40 border-b border-border bg-surface/95 backdrop-blur">
      <div className="px-safe mx-auto flex h-16 max-w-6xl items-center justify-between gap-3">
        <Link to="/" className="flex min-h-11 items-center gap-2 text-xl font-bold text-primary-strong">
          <span className="flex size-9 items-center justify-center rounded-full bg-primary text-primary-foreground">
            <Mic className="size-5" aria-hidden="true" />
          </span>
          Voxpert
        </Link>

        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {links.map((l) => (
            <NavLink key={l.to} to={l.to} end className={navLink}>
              {l.label}
            </NavLink>
          ))}
        </nav>

        <div className="flex items-center gap-2">
          {user ? (
            <>
              <HelpMenu />
              <UserMenu />
            </>
          ) : (
            <div className="hidden items-center gap-2 md:flex">
              <Button asChild variant="ghost">
                <Link to="/auth">Log in</Link>
              </Button>
              <Button asChild>
                <Link to="/auth?tab=register">Register</Link>
              </Button>
            </div>
          )}
          <LazyDropdownMenu
            open={mobileOpen}
            onOpenChange={setMobileOpen}
            trigger={
              <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
                <Menu aria-hidden="true" />
              </Button>
            }
            contentProps={{ align: 'end', 'aria-label': 'Menu' }}
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
                      <Link to="/auth">Log in</Link>
                    </Item>
                    <Item asChild>
                      <Link to="/auth?tab=register">Register</Link>
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
  return (
    <LazyDropdownMenu
      trigger={
        <Button variant="ghost" className="min-w-11 px-2 sm:px-3">
          <CircleHelp aria-hidden="true" />
          <span className="hidden sm:inline">Need Help?</span>
          <span className="sr-only sm:hidden">Need Help?</span>
        </Button>
      }
      contentProps={{ align: 'end' }}
      items={({ Item }) => (
        <>
          <Item onSelect={() => openTutorial()}>
            <BookOpen aria-hidden="true" /> View App Tutorial
          </Item>
          <Item asChild>
            <a href="/about" target="_blank" rel="noopener">
              <Info aria-hidden="true" /> About
            </a>
          </Item>
          <Item asChild>
            <a href="/contact" target="_blank" rel="noopener">
              <LifeBuoy aria-hidden="true" /> Contact Support
            </a>
          </Item>
        </>
      )}
    />
  );
}

function UserMenu() {
  const { user, logoutMutation } = useAuth();
  const navigate = useNavigate();
  const answers = useQuery({ ...supportThreadsQuery(), enabled: Boolean(user) });
  const unread = answers.data?.unread ?? 0;
  if (!user) return null;
  const newAnswers = unread === 1 ? '1 new answer from support' : `${unread} new answers from support`;
  return (
    <LazyDropdownMenu
      trigger={
        <button
          type="button"
          className="relative flex size-11 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"
          aria-label={`Account menu for ${displayName(user)}${unread > 0 ? `, ${newAnswers}` : ''}`}
        >
          {unread > 0 && (
            <span
              data-testid="support-answers-dot"
              aria-hidden="true"
              className="absolute -top-0.5 -right-0.5 size-3.5 rounded-full border-2 border-surface bg-danger"
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
            <UserIcon aria-hidden="true" /> Your Profile
          </Item>
          <Item onSelect={() => navigate('/profile?tab=conversations')}>
            <History aria-hidden="true" /> Conversation History
          </Item>
          <Item onSelect={() => navigate('/reminders')}>
            <Bell aria-hidden="true" /> Reminders
          </Item>
          <Item onSelect={() => navigate('/profile?tab=settings')}>
            <Settings aria-hidden="true" /> Settings
          </Item>
          {unread > 0 && (
            <Item onSelect={() => navigate('/contact#your-messages')}>
              <MessageCircle aria-hidden="true" /> {newAnswers}
            </Item>
          )}
          {/* Premium is the top plan: there is nothing to upgrade to. */}
          {user.plan !== 'premium' && (
            <Item onSelect={() => navigate('/pricing')}>
              <Sparkles aria-hidden="true" /> Upgrade Plan
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
            <LogOut aria-hidden="true" /> {logoutMutation.isPending ? 'Signing out...' : 'Sign out'}
          </Item>
        </>
      )}
    />
  );
}
