import { type FormEvent, useEffect, useState } from 'react';
import { registerFormSchema, securityQuestions, type User } from '../contract/accounts.js';
import { apiRequest, errorMessage } from './lib/api.js';

/**
 * The account screen of the foundation: sign in, register, see who is signed in, sign out.
 * The full app shell (routes, header, profile, onboarding) replaces it in the web-app issue.
 */
export function App() {
  const [user, setUser] = useState<User | null | undefined>(undefined);

  useEffect(() => {
    fetch('/api/user', { credentials: 'include' })
      .then(async (res) => setUser(res.ok ? ((await res.json()) as User) : null))
      .catch(() => setUser(null));
  }, []);

  return (
    <main className="page">
      <h1 className="brand">Voxpert</h1>
      <p className="tagline">Talk to an expert. Hear the answer.</p>
      {user === undefined ? (
        <p role="status">Loading…</p>
      ) : user ? (
        <SignedIn user={user} onSignedOut={() => setUser(null)} />
      ) : (
        <SignIn onSignedIn={setUser} />
      )}
    </main>
  );
}

function SignedIn({ user, onSignedOut }: { user: User; onSignedOut: () => void }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const signOut = async () => {
    setPending(true);
    setError(null);
    try {
      await apiRequest('POST', '/api/logout');
      onSignedOut();
    } catch (err) {
      setError(`Logout failed: ${errorMessage(err)}`);
      setPending(false);
    }
  };
  return (
    <section className="card" aria-labelledby="welcome">
      <h2 id="welcome">Welcome{user.firstName ? `, ${user.firstName}` : ''}</h2>
      <p>
        You are signed in as <strong>{user.username}</strong>.
      </p>
      {error && <p role="alert">{error}</p>}
      <button type="button" onClick={signOut} disabled={pending}>
        {pending ? 'Signing out...' : 'Sign out'}
      </button>
    </section>
  );
}

type FieldErrors = Record<string, string>;

function SignIn({ onSignedIn }: { onSignedIn: (user: User) => void }) {
  const [tab, setTab] = useState<'login' | 'register'>('login');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    setMessage(null);
    let payload: Record<string, unknown> = { username: form.username, password: form.password };
    if (tab === 'register') {
      const parsed = registerFormSchema.safeParse({ ...form, terms: form.terms === 'on' });
      if (!parsed.success) {
        const next: FieldErrors = {};
        for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
        setErrors(next);
        return;
      }
      const { confirmPassword: _c, terms: _t, ...rest } = parsed.data;
      payload = rest;
    }
    setErrors({});
    setPending(true);
    try {
      const res = await apiRequest('POST', tab === 'login' ? '/api/login' : '/api/register', payload);
      onSignedIn((await res.json()) as User);
    } catch (err) {
      const raw = err instanceof Error ? err.message.replace(/^\d{3}: /, '') : '';
      try {
        setErrors((JSON.parse(raw) as { fields?: FieldErrors }).fields ?? {});
      } catch {
        setErrors({});
      }
      setMessage(`${tab === 'login' ? 'Login failed' : 'Registration failed'}: ${errorMessage(err)}`);
    } finally {
      setPending(false);
    }
  };

  const field = (name: string, label: string, type = 'text', autoComplete?: string) => (
    <label className="field">
      <span>{label}</span>
      <input
        name={name}
        type={type}
        autoComplete={autoComplete}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${name}-error` : undefined}
      />
      {errors[name] && (
        <span className="error" id={`${name}-error`}>
          {errors[name]}
        </span>
      )}
    </label>
  );

  return (
    <section className="card">
      <div className="tabs" role="tablist" aria-label="Account">
        {(['login', 'register'] as const).map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            aria-selected={tab === t}
            onClick={() => {
              setTab(t);
              setErrors({});
              setMessage(null);
            }}
          >
            {t === 'login' ? 'Log In' : 'Register'}
          </button>
        ))}
      </div>
      <form onSubmit={submit} noValidate key={tab}>
        {tab === 'register' && (
          <>
            {field('firstName', 'First name', 'text', 'given-name')}
            {field('lastName', 'Last name', 'text', 'family-name')}
          </>
        )}
        {field('username', 'Email', 'email', 'email')}
        {field('password', 'Password', 'password', tab === 'login' ? 'current-password' : 'new-password')}
        {tab === 'register' && (
          <>
            {field('confirmPassword', 'Confirm password', 'password', 'new-password')}
            <label className="field">
              <span>Security question</span>
              <select name="securityQuestion" defaultValue={securityQuestions[0]}>
                {securityQuestions.map((q) => (
                  <option key={q}>{q}</option>
                ))}
              </select>
            </label>
            {field('securityAnswer', 'Security answer')}
            <label className="check">
              <input type="checkbox" name="terms" /> I agree to the terms and conditions
            </label>
            {errors.terms && <span className="error">{errors.terms}</span>}
          </>
        )}
        {message && <p role="alert">{message}</p>}
        <button type="submit" disabled={pending}>
          {pending ? 'Please wait…' : tab === 'login' ? 'Log In' : 'Register'}
        </button>
      </form>
    </section>
  );
}
