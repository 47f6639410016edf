import { FileUp, Paperclip } from 'lucide-react';
import { type DragEvent, type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { DocumentView } from '../../../contract/documents.js';
import { translateMessage } from '../../i18n/current.js';
import { useLocale, useT } from '../../i18n/i18n.js';
import { ApiError, errorMessage } from '../../lib/api.js';
import { cn } from '../../lib/cn.js';
import { Alert } from '../../ui/alert.js';
import { Button } from '../../ui/button.js';
import { Label, Textarea } from '../../ui/input.js';
import { toast } from '../../ui/use-toast.js';
import { usageLimitOffer } from '../conversation/usage-limit.js';
import { defaultQuestion, fileProblem, fileTexts } from './file-checks.js';
import { uploadFile } from './upload-file.js';

type Stage =
  | { kind: 'idle' }
  | { kind: 'uploading'; percent: number; name: string }
  | { kind: 'reading'; name: string };

type Props = {
  signedIn: boolean;
  /** Premium may choose several files for one question. */
  premium: boolean;
  category: string;
  /** The conversation the question goes to (null: the question starts a new one). */
  conversationId: number | null;
  /** The files are stored: ask the expert about them in the conversation. */
  onAsk: (documents: DocumentView[], question: string) => void;
};

/**
 * Where a refused plan limit says to upgrade (its body's upgradeUrl), if it does; the plans, for a
 * question the conversation limits would refuse.
 */
function upgradeUrlOf(err: unknown): string | null {
  const body = err instanceof ApiError ? (err.body as { upgradeUrl?: unknown } | null) : null;
  if (typeof body?.upgradeUrl === 'string') return body.upgradeUrl;
  return usageLimitOffer(err) ? '/pricing' : null;
}

/** File Upload: choose or drop a file, add an optional question, watch it upload, then hear the answer. */
export function FileUploadPanel({ signedIn, premium, category, conversationId, onAsk }: Props) {
  const t = useT();
  const locale = useLocale();
  const [files, setFiles] = useState<File[]>([]);
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<{ text: string; upgradeUrl: string | null } | null>(null);
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const messageId = useId();
  const working = stage.kind !== 'idle';

  if (!signedIn) {
    return (
      <section aria-labelledby="file-upload-heading" className="flex flex-col gap-3 rounded-2xl border p-4">
        <h3 id="file-upload-heading" className="text-lg font-semibold">
          {t('File Upload')}
        </h3>
        <p>
          {t.rich<ReactNode>(
            'Share a letter, a photo or a PDF and your expert will talk it through with you. <link>Sign in</link> to upload files.',
            {
              link: (chunks) => (
                <Link key="link" to="/auth" className="underline">
                  {chunks}
                </Link>
              ),
            },
          )}
        </p>
      </section>
    );
  }

  const choose = (list: FileList | null) => {
    const chosen = [...(list ?? [])].slice(0, premium ? 5 : 1);
    setFiles(chosen);
    const first = chosen.map(fileProblem).find(Boolean) ?? null;
    setProblem(first ? { text: first, upgradeUrl: null } : null);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!working) choose(event.dataTransfer.files);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const first = files.length === 0 ? fileTexts.noFile : (files.map(fileProblem).find(Boolean) ?? null);
    if (first) {
      setProblem({ text: first, upgradeUrl: null });
      return;
    }
    setProblem(null);
    const stored: DocumentView[] = [];
    try {
      for (const file of files) {
        setStage({ kind: 'uploading', percent: 0, name: file.name });
        stored.push(
          await uploadFile(file, {
            category,
            conversationId,
            message,
            onProgress: (percent) => setStage({ kind: 'uploading', percent, name: file.name }),
            onSent: () => setStage({ kind: 'reading', name: file.name }),
          }),
        );
      }
    } catch (err) {
      setStage({ kind: 'idle' });
      const text = err instanceof ApiError && err.status === 0 ? fileTexts.uploadFailed : errorMessage(err);
      setProblem({ text, upgradeUrl: upgradeUrlOf(err) });
      toast({
        title: t('Upload failed: {reason}', { reason: translateMessage(text || fileTexts.uploadFailed) }),
        variant: 'destructive',
      });
      return;
    }
    setStage({ kind: 'idle' });
    setFiles([]);
    if (input.current) input.current.value = '';
    const question = message.trim() || defaultQuestion(stored.map((d) => d.name));
    setMessage('');
    onAsk(stored, question);
  };

  return (
    <section aria-labelledby="file-upload-heading" className="flex flex-col gap-4 rounded-2xl border p-4">
      <h3 id="file-upload-heading" className="text-lg font-semibold">
        {t('File Upload')}
      </h3>
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is an extra; the file input is the control */}
        <div
          data-testid="file-drop-zone"
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={cn(
            'flex flex-col items-center gap-2 rounded-xl border-2 border-dashed p-6 text-center',
            dragging ? 'border-primary bg-primary-soft' : 'border-input',
          )}
        >
          <FileUp aria-hidden="true" className="size-8 text-subtle" />
          <Label htmlFor={inputId}>{premium ? t('Choose files') : t('Choose a file')}</Label>
          <input
            ref={input}
            id={inputId}
            type="file"
            multiple={premium}
            disabled={working}
            accept="image/jpeg,image/png,image/gif,image/webp,application/pdf,text/plain,audio/*,video/mp4,video/webm,video/quicktime"
            onChange={(e) => choose(e.target.files)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${inputId}-hint${problem ? ` ${inputId}-error` : ''}`}
            className="max-w-full text-sm file:me-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-primary file:px-4 file:text-primary-foreground"
          />
          {files.length > 0 && (
            <p className="text-sm font-medium" data-testid="chosen-files">
              {t('Chosen: {names}', { names: files.map((f) => f.name).join(', ') })}
            </p>
          )}
          <p id={`${inputId}-hint`} className="text-sm text-subtle">
            <span className="hidden md:inline">{t('or drop it here.')} </span>
            {t('Images, PDF, text, audio or video, up to 10MB.')}
            {premium ? ` ${t('Premium: up to 5 files in one question.')}` : ''}
          </p>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={messageId}>{t('What would you like to know? (optional)')}</Label>
          <Textarea
            id={messageId}
            value={message}
            maxLength={2000}
            disabled={working}
            placeholder={t('For example: What does this letter ask me to do?')}
            onChange={(e) => setMessage(e.target.value)}
            className="min-h-20"
          />
        </div>
        {problem && (
          <Alert tone="error" id={`${inputId}-error`}>
            {translateMessage(problem.text)}
            {problem.upgradeUrl && (
              <>
                {' '}
                <Link to={problem.upgradeUrl} className="font-semibold underline">
                  {t('See plans')}
                </Link>
              </>
            )}
          </Alert>
        )}
        {stage.kind !== 'idle' && (
          <div className="flex flex-col gap-1">
            <p role="status" className="text-sm">
              {stage.kind === 'uploading'
                ? t('Uploading {name}... {percent}', {
                    name: stage.name,
                    percent: new Intl.NumberFormat(locale, { style: 'percent' }).format(stage.percent / 100),
                  })
                : t('Reading {name}...', { name: stage.name })}
            </p>
            <progress
              value={stage.kind === 'uploading' ? stage.percent : 100}
              max={100}
              aria-label={t('Uploading {name}', { name: stage.name })}
              className="h-2 w-full accent-primary"
            />
          </div>
        )}
        <Button type="submit" disabled={working} className="self-start">
          <Paperclip aria-hidden="true" />
          {working ? t('Uploading...') : t('Upload and ask')}
        </Button>
      </form>
    </section>
  );
}
