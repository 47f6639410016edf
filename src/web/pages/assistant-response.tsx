import { Card, CardContent, CardHeader, CardTitle } from '../ui/card.js';
import { Spinner } from '../ui/spinner.js';

/** The assistant's last reply, with its line breaks kept. */
export function AssistantResponse({ response, pending }: { response: string | null; pending: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Response</CardTitle>
      </CardHeader>
      <CardContent>
        {pending ? (
          <Spinner label="Waiting for the assistant" className="justify-start p-0" />
        ) : (
          <div
            aria-live="polite"
            data-testid="assistant-response"
            className="min-h-24 rounded-xl bg-surface-muted p-4 text-lg whitespace-pre-wrap text-foreground"
          >
            {response ?? (
              <span className="text-subtle">No response yet. Send a message to see the reply.</span>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
