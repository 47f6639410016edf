import { FileDown, FileText, Printer } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Translator } from '../../../i18n/translate.js';
import { conversationsApi } from '../../conversations/queries.js';
import { useT } from '../../i18n/i18n.js';
import { Button } from '../../ui/button.js';
import { toast } from '../../ui/use-toast.js';
import type { ClientMessage } from '../conversation/conversation-state.js';
import { localDateTime } from './dates.js';
import type { TranscriptSummary } from './types.js';

type Props = {
  /** Export comes with an account (DECISIONS.md plans table); a guest is told how to get it. */
  signedIn: boolean;
  messages: ClientMessage[];
  expertName: string;
  /** The expert's category, named in the file's language. */
  category: string;
  language: string;
  /** The saved conversation: its summary, when one was written, ends the file. */
  conversationId?: number | null;
};

type Format = 'txt' | 'html' | 'pdf';

const nothingToExport = (t: Translator) =>
  toast({
    title: t('Nothing to export'),
    description: t("This conversation doesn't have any messages to export."),
  });

/** The saved conversation's summary for the file (the one stored at End conversation), if any. */
async function storedSummary(
  conversationId: number | null | undefined,
): Promise<TranscriptSummary | undefined> {
  if (!conversationId) return undefined;
  const { recap } = await conversationsApi.detail({ params: { id: conversationId } });
  if (!recap) return undefined;
  return {
    discussed: recap.discussed,
    advice: recap.advice,
    steps: recap.steps.map((s) => ({
      title: s.title,
      ...(s.suggestedTime ? { when: localDateTime(new Date(s.suggestedTime)) } : {}),
    })),
  };
}

/** Export Conversation: text, HTML and PDF files, and the print window. */
export function ExportPanel({ signedIn, messages, expertName, category, language, conversationId }: Props) {
  const t = useT();
  const [busy, setBusy] = useState<Format | 'print' | null>(null);
  const empty = messages.length === 0;

  const transcript = (summary: TranscriptSummary | undefined) => ({
    messages: messages.map((m) => ({ isUser: m.isUser, content: m.content, timestamp: m.timestamp })),
    expertName,
    category,
    language,
    exportedAt: new Date(),
    ...(summary ? { summary } : {}),
  });

  const run = async (format: Format | 'print') => {
    if (empty) return nothingToExport(t);
    setBusy(format);
    try {
      // The export code (and the PDF library) loads only when someone exports.
      const [exporter, summary] = await Promise.all([import('./index.js'), storedSummary(conversationId)]);
      if (format === 'print') {
        if (!exporter.openPrintWindow(exporter.transcriptHtml(transcript(summary)))) {
          toast({
            title: t('Export failed'),
            description: t('Could not open print window. Please check your popup blocker settings.'),
            variant: 'destructive',
          });
        } else toast({ title: t('PDF Export'), description: t('Choose "Save as PDF" in the print window.') });
        return;
      }
      await exporter.exportTranscript(format, transcript(summary));
      toast({ title: t('Export successful'), description: t('Your conversation has been downloaded') });
    } catch (err) {
      toast({
        title: t('Export failed'),
        description: err instanceof Error ? err.message : t('Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setBusy(null);
    }
  };

  if (!signedIn) {
    return (
      <div className="flex flex-col gap-4" data-testid="export-panel">
        <p className="text-muted">
          {t(
            'Guest conversations are not saved. Log in or create a free account to keep your conversations and download them as text, web page or PDF.',
          )}
        </p>
        <Button asChild className="self-start">
          <Link to="/auth">{t('Log in to export')}</Link>
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4" data-testid="export-panel">
      <p className="text-muted">
        {empty
          ? t("This conversation doesn't have any messages to export yet.")
          : t(
              '{count, plural, one {Download this conversation (# message).} other {Download this conversation (# messages).}}',
              { count: messages.length },
            )}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => run('txt')} disabled={empty || busy !== null}>
          <FileText aria-hidden="true" />
          {busy === 'txt' ? t('Preparing...') : t('Text (.txt)')}
        </Button>
        <Button onClick={() => run('html')} disabled={empty || busy !== null}>
          <FileDown aria-hidden="true" />
          {busy === 'html' ? t('Preparing...') : t('Web page (.html)')}
        </Button>
        <Button onClick={() => run('pdf')} disabled={empty || busy !== null}>
          <FileDown aria-hidden="true" />
          {busy === 'pdf' ? t('Preparing...') : 'PDF (.pdf)'}
        </Button>
        <Button variant="outline" onClick={() => run('print')} disabled={empty || busy !== null}>
          <Printer aria-hidden="true" />
          {t('Print or save as PDF')}
        </Button>
      </div>
    </div>
  );
}
