import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { translator } from '../i18n/current.js';
import { useT } from '../i18n/i18n.js';
import { errorMessage } from '../lib/api.js';
import { Alert } from '../ui/alert.js';
import { Button } from '../ui/button.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card.js';
import { toast } from '../ui/use-toast.js';
import { fetchAccountData } from './account-data-queries.js';

/** Hands a downloaded file to the browser under its name. */
function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Download my data: one JSON file with everything the account holds (5 downloads an hour). */
export function DownloadDataSection() {
  const t = useT();
  const download = useMutation({
    mutationFn: fetchAccountData,
    onSuccess: ({ blob, filename }) => {
      saveFile(blob, filename);
      toast({ title: translator()('Your data has been downloaded'), description: filename });
    },
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('Download my data')}</CardTitle>
        <CardDescription>
          {t(
            'One file with everything your account holds: your profile and settings, every conversation with a written transcript, your reminders, what the experts remember, your plan and payments, and the browsers signed in to your account.',
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col items-start gap-4">
        <Button
          variant="outline"
          onClick={() => download.mutate()}
          disabled={download.isPending}
          aria-describedby={download.isError ? 'download-data-error' : undefined}
        >
          <Download aria-hidden="true" />
          {download.isPending ? t('Preparing your file...') : t('Download my data')}
        </Button>
        {download.isError && (
          <Alert id="download-data-error" tone="error" title={t('Your data could not be downloaded')}>
            {errorMessage(download.error)}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
