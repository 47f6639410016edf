import { useT } from '../i18n/i18n.js';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card.js';
import { Spinner } from '../ui/spinner.js';

/** The assistant's last reply, with its line breaks kept, and the not-professional-advice line under it. */
export function AssistantResponse({
  response,
  adviceNote,
  pending,
}: {
  response: string | null;
  adviceNote: string | null;
  pending: boolean;
}) {
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('Response')}</CardTitle>
      </CardHeader>
      <CardContent>
        {pending ? (
          <Spinner label={t('Waiting for the assistant')} className="justify-start p-0" />
        ) : (
          <div
            aria-live="polite"
            data-testid="assistant-response"
            className="min-h-24 rounded-xl bg-surface-muted p-4 text-lg whitespace-pre-wrap text-foreground"
          >
            {response ?? (
              <span className="text-subtle">{t('No response yet. Send a message to see the reply.')}</span>
            )}
          </div>
        )}
        {!pending && adviceNote && (
          <p dir="auto" className="mt-2 px-2 text-sm text-subtle" data-testid="advice-note">
            {adviceNote}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
