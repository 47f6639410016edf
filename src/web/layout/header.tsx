import {
  Bell,
  BookOpen,
  CircleHelp,
  History,
  Info,
  LifeBuoy,
  LogOut,
  Menu,
  Mic,
  Settings,
  Sparkles,
  User as UserIcon,
} from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { displayName, initials, useAuth } from '../auth/use-auth.js';
import { cn } from '../lib/cn.js';
import { Button } from '../ui/button.js';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/menu.js';
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
    <header className="sticky top-0 z-40 border-b border-border bg-surface/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
        <Link to="/" className="flex items-center gap-2 text-xl font-bold text-primary-strong">
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
          <DropdownMenu open={mobileOpen} onOpenChange={setMobileOpen}>
            <DropdownMenuTrigger asChild>
              <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
                <Menu aria-hidden="true" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end" aria-label="Menu">
              {links.map((l) => (
                <DropdownMenuItem key={l.to} asChild>
                  <Link to={l.to}>{l.label}</Link>
                </DropdownMenuItem>
              ))}
              {!user && (
                <>
                  <DropdownMenuSeparator />
                  <DropdownMenuItem asChild>
                    <Link to="/auth">Log in</Link>
                  </DropdownMenuItem>
                  <DropdownMenuItem asChild>
                    <Link to="/auth?tab=register">Register</Link>
                  </DropdownMenuItem>
                </>
              )}
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
      </div>
    </header>
  );
}

function HelpMenu() {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="px-2 sm:px-3">
          <CircleHelp aria-hidden="true" />
          <span className="hidden sm:inline">Need Help?</span>
          <span className="sr-only sm:hidden">Need Help?</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => openTutorial()}>
          <BookOpen aria-hidden="true" /> View App Tutorial
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href="/about" target="_blank" rel="noopener">
            <Info aria-hidden="true" /> About
          </a>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href="/contact" target="_blank" rel="noopener">
            <LifeBuoy aria-hidden="true" /> Contact Support
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function UserMenu() {
  const { user, logoutMutation } = useAuth();
  const navigate = useNavigate();
  if (!user) return null;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <button
          type="button"
          className="flex size-11 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"
          aria-label={`Account menu for ${displayName(user)}`}
        >
          {user.avatarUrl ? (
            <img src={user.avatarUrl} alt="" className="size-11 rounded-full object-cover" />
          ) : (
            <span data-testid="avatar-initials">{initials(user)}</span>
          )}
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <span className="block font-medium text-foreground">{displayName(user)}</span>
          <span className="block truncate text-xs">{user.username}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate('/profile')}>
          <UserIcon aria-hidden="true" /> Your Profile
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/profile?tab=conversations')}>
          <History aria-hidden="true" /> Conversation History
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/reminders')}>
          <Bell aria-hidden="true" /> Reminders
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/profile?tab=settings')}>
          <Settings aria-hidden="true" /> Settings
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/pricing')}>
          <Sparkles aria-hidden="true" /> Upgrade Plan
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          disabled={logoutMutation.isPending}
          onSelect={(event) => {
            event.preventDefault();
            logoutMutation.mutate(undefined, { onSuccess: () => navigate('/auth') });
          }}
        >
          <LogOut aria-hidden="true" /> {logoutMutation.isPending ? 'Signing out...' : 'Sign out'}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
