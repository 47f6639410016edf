import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { SystemStatus } from '../../contract/admin.js';
import type { BillingMode } from '../../contract/billing.js';
import { sdkProvider } from '../ai/providers/sdk-provider.js';
import type { Config } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import { projectRoot } from '../paths.js';
import { speechSettings } from '../speech/speech-settings.js';

let version: string | undefined;
function appVersion(): string {
  version ??= (
    JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { version: string }
  ).version;
  return version;
}

/** Which providers are configured (names and models, never a key or an address). */
export function configuredProviders(config: Config): SystemStatus['providers'] {
  const chat = sdkProvider(config);
  const speech = speechSettings(config);
  return {
    chat: chat
      ? { provider: chat.name, model: chat.model, premiumModel: chat.premiumModel }
      : { provider: 'offline', model: null, premiumModel: null },
    tts:
      speech.tts.kind === 'openai'
        ? 'openai-compatible'
        : speech.tts.kind === 'espeak'
          ? 'espeak-ng'
          : 'browser',
    stt: speech.stt ? 'openai-compatible' : 'browser',
  };
}

/** The system panel: record counts, providers, billing mode, database kind and version. */
export async function systemStatus(deps: {
  database: Pick<DatabaseHandle, 'db' | 'driver'>;
  config: Config;
  billingMode: BillingMode;
}): Promise<SystemStatus> {
  const result = await deps.database.db.execute<Record<string, string | number>>(sql`
    select
      (select count(*) from users) as users,
      (select count(*) from users where is_admin) as admins,
      (select count(*) from conversations) as conversations,
      (select count(*) from messages) as messages,
      (select count(*) from reminders) as reminders,
      (select count(*) from contact_tickets) as contact_tickets,
      (select count(*) from contact_tickets where status <> 'resolved') as open_tickets,
      (select count(*) from sessions) as sessions,
      (select count(*) from subscriptions where status in ('trialing', 'active', 'past_due')) as active_subscriptions
  `);
  // Both drivers answer { rows }.
  const r = (result as unknown as { rows: Record<string, string | number>[] }).rows[0] ?? {};
  const n = (key: string) => Number(r[key] ?? 0);
  return {
    version: appVersion(),
    database: deps.database.driver,
    billingMode: deps.billingMode,
    providers: configuredProviders(deps.config),
    counts: {
      users: n('users'),
      admins: n('admins'),
      conversations: n('conversations'),
      messages: n('messages'),
      reminders: n('reminders'),
      contactTickets: n('contact_tickets'),
      openTickets: n('open_tickets'),
      sessions: n('sessions'),
      activeSubscriptions: n('active_subscriptions'),
    },
  };
}
