import { Link } from 'react-router';
import type { User } from '../../contract/accounts.js';
import { initials } from '../auth/use-auth.js';
import { useT } from '../i18n/i18n.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card.js';
import { EmailForm } from './email-form.js';
import { NameForm } from './name-form.js';
import { PasswordForm } from './password-form.js';
import { ProfilePictureField } from './profile-picture.js';
import { formatLongDate, planName } from './subscription-status.js';

function fullName(user: User): string {
  const name = [user.firstName, user.lastName].filter((p) => p?.trim()).join(' ');
  return name || user.username;
}

/**
 * Profile tab: who is signed in, since when and on which plan, and the account's own changes: the
 * picture, the name, the e-mail address and the password.
 */
export function ProfileTab({ user }: { user: User }) {
  const t = useT();
  const name = planName(user.subscriptionType, t);
  const plan = user.subscriptionStatus === 'trial' ? t('{plan} (free trial)', { plan: name }) : name;
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardContent className="flex flex-col gap-6 p-6 sm:flex-row sm:items-start">
          <div className="flex size-24 shrink-0 items-center justify-center rounded-full bg-primary text-3xl font-semibold text-primary-foreground">
            {user.avatarUrl ? (
              <img
                src={user.avatarUrl}
                alt={fullName(user)}
                data-testid="profile-picture"
                className="size-24 rounded-full object-cover"
              />
            ) : (
              <span aria-hidden="true">{initials(user)}</span>
            )}
          </div>
          <div className="flex min-w-0 flex-1 flex-col gap-3">
            <h2 className="text-2xl font-semibold break-words text-foreground">{fullName(user)}</h2>
            <dl className="grid gap-x-6 gap-y-2 text-foreground-soft sm:grid-cols-[auto_1fr]">
              <dt className="font-medium text-subtle">{t('Email')}</dt>
              <dd className="break-all">{user.username}</dd>
              <dt className="font-medium text-subtle">{t('Member since')}</dt>
              <dd>{formatLongDate(user.createdAt)}</dd>
              <dt className="font-medium text-subtle">{t('Plan')}</dt>
              <dd>
                <span>{plan}</span>{' '}
                <Link
                  to="/profile?tab=subscription"
                  className="ms-1 inline-flex min-h-11 min-w-11 items-center justify-center text-primary underline hover:text-primary-soft-foreground"
                >
                  {t('Manage')}
                </Link>
              </dd>
            </dl>
            <ProfilePictureField user={user} />
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('Your name')}</CardTitle>
          <CardDescription>
            {t('How the app greets you, and the initials shown without a picture.')}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <NameForm user={user} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('Email address')}</CardTitle>
          <CardDescription>{t('Your email address is also how you sign in.')}</CardDescription>
        </CardHeader>
        <CardContent>
          <EmailForm />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('Password')}</CardTitle>
          <CardDescription>
            {t('Changing your password signs out every other browser signed in to your account.')}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <PasswordForm />
        </CardContent>
      </Card>
    </div>
  );
}
