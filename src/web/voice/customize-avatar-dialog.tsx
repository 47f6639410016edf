import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RotateCcw, Upload } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import type { SpeechVoice } from '../../contract/speech-values.js';
import { AVATAR_MAX_BYTES, AVATAR_NAME_MAX, avatarMessages } from '../../contract/voice-avatar-values.js';
import type { VoiceAvatar } from '../../contract/voice-avatars.js';
import { translateMessage } from '../i18n/current.js';
import { useT } from '../i18n/i18n.js';
import { errorFields, errorMessage } from '../lib/api.js';
import { Button } from '../ui/button.js';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../ui/dialog.js';
import { FormField, fieldAria, Input } from '../ui/input.js';
import { NativeSelect } from '../ui/native-select.js';
import { toast } from '../ui/use-toast.js';
import { avatarName } from './avatar-view.js';
import { avatarApi, voiceKeys } from './queries.js';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  avatars: readonly VoiceAvatar[];
  /** The voice the dialog opens on. */
  initialVoice: SpeechVoice;
};

type Change =
  | { kind: 'upload'; voiceId: SpeechVoice; file: File; customName?: string }
  | { kind: 'name'; voiceId: SpeechVoice; customName: string }
  | { kind: 'reset'; voiceId: SpeechVoice };

function send(change: Change): Promise<VoiceAvatar> {
  if (change.kind === 'upload') {
    const form = new FormData();
    form.append('voiceId', change.voiceId);
    if (change.customName !== undefined) form.append('customName', change.customName);
    form.append('avatar', change.file);
    return avatarApi.upload({ body: form });
  }
  if (change.kind === 'name') {
    return avatarApi.customizeName({ body: { voiceId: change.voiceId, customName: change.customName } });
  }
  return avatarApi.reset({ body: { voiceId: change.voiceId } });
}

const done = { upload: avatarMessages.uploaded, name: avatarMessages.renamed, reset: avatarMessages.reset };
const failed = {
  upload: avatarMessages.uploadFailed,
  name: avatarMessages.nameFailed,
  reset: avatarMessages.resetFailed,
};

/** The file's problem, as a toast title and a sentence; null when it is an image of at most 5 MB. */
function fileProblem(file: File): { title: string; description: string } | null {
  if (!file.type.startsWith('image/')) {
    return {
      title: translateMessage(avatarMessages.invalidTypeTitle),
      description: translateMessage(avatarMessages.invalidType),
    };
  }
  if (file.size > AVATAR_MAX_BYTES) {
    return {
      title: translateMessage(avatarMessages.tooLargeTitle),
      description: translateMessage(avatarMessages.tooLarge),
    };
  }
  return null;
}

/**
 * Customize Avatar: a voice's own picture (previewed before it is sent) and name, or back to the
 * built-in ones. Every change refetches the avatar list, so the settings and the voice panel show it.
 */
export function CustomizeAvatarDialog({ open, onOpenChange, avatars, initialVoice }: Props) {
  const t = useT();
  const ids = useId();
  const [voiceId, setVoiceId] = useState<SpeechVoice>(initialVoice);
  const avatar = avatars.find((a) => a.voiceId === voiceId) ?? avatars[0];
  const [name, setName] = useState(avatar ? avatarName(avatar) : '');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ avatar?: string; customName?: string }>({});
  const fileInput = useRef<HTMLInputElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const [refocus, setRefocus] = useState(false);
  const queryClient = useQueryClient();

  // The preview's object URL lives as long as the file is chosen.
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const clearFile = () => {
    setFile(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  const chooseVoice = (next: SpeechVoice) => {
    setVoiceId(next);
    const a = avatars.find((x) => x.voiceId === next);
    setName(a ? avatarName(a) : '');
    clearFile();
    setErrors({});
  };

  const mutation = useMutation({
    mutationFn: send,
    onSuccess: async (saved, change) => {
      toast({ title: translateMessage(done[change.kind]), variant: 'success' });
      clearFile();
      setErrors({});
      setName(avatarName(saved));
      await queryClient.invalidateQueries({ queryKey: voiceKeys.avatars });
      // After a reset the dialog stays, showing the built-in avatar; the focus, which was on the
      // Reset button (now disabled), goes to the name.
      if (change.kind === 'reset') setRefocus(true);
      else onOpenChange(false);
    },
    onError: (err, change) => {
      const fields = errorFields(err);
      setErrors({ avatar: fields.avatar, customName: fields.customName });
      toast({
        title: translateMessage(failed[change.kind]),
        description: errorMessage(err),
        variant: 'destructive',
      });
    },
  });

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (!chosen) return clearFile();
    const problem = fileProblem(chosen);
    if (problem) {
      clearFile();
      setErrors((e) => ({ ...e, avatar: problem.description }));
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    setErrors((e) => ({ ...e, avatar: undefined }));
    setFile(chosen);
  };

  const save = () => {
    if (!avatar) return;
    const trimmed = name.trim();
    if (!trimmed) {
      setErrors((e) => ({ ...e, customName: avatarMessages.nameEmpty }));
      return;
    }
    const nameChanged = trimmed !== avatarName(avatar);
    if (!file && !nameChanged) {
      toast({
        title: translateMessage(avatarMessages.noChangesTitle),
        description: translateMessage(avatarMessages.noChanges),
      });
      return;
    }
    setErrors({});
    if (file) {
      mutation.mutate({ kind: 'upload', voiceId, file, ...(nameChanged ? { customName: trimmed } : {}) });
    } else {
      mutation.mutate({ kind: 'name', voiceId, customName: trimmed });
    }
  };

  const busy = mutation.isPending;
  useEffect(() => {
    if (!refocus || busy) return;
    nameInput.current?.focus();
    setRefocus(false);
  }, [refocus, busy]);
  const fileId = `${ids}-avatar`;
  const nameId = `${ids}-name`;
  const shown = preview ?? avatar?.imageUrl;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="customize-avatar-dialog">
        <DialogHeader>
          <DialogTitle>{t('Customize Avatar')}</DialogTitle>
          <DialogDescription>
            {t('Give a voice your own picture and name. Only you see them.')}
          </DialogDescription>
        </DialogHeader>
        <form
          className="flex flex-col gap-4"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
        >
          <FormField id={`${ids}-voice`} label={t('Voice')}>
            <NativeSelect
              id={`${ids}-voice`}
              value={voiceId}
              disabled={busy}
              onChange={(e) => chooseVoice(e.target.value as SpeechVoice)}
            >
              {avatars.map((a) => (
                <option key={a.voiceId} value={a.voiceId}>
                  {avatarName(a)} ({a.voiceId})
                </option>
              ))}
            </NativeSelect>
          </FormField>

          <div className="flex flex-col items-center gap-4 min-[420px]:flex-row">
            {shown && (
              <img
                src={shown}
                alt={
                  preview
                    ? t('Preview of the new picture')
                    : t('Picture of {name}', { name: avatar ? avatarName(avatar) : '' })
                }
                data-testid="avatar-preview"
                className="size-24 shrink-0 rounded-full bg-surface-sunken object-cover ring-2 ring-border"
              />
            )}
            <div className="w-full min-w-0">
              <FormField
                id={fileId}
                label={t('Picture')}
                error={errors.avatar}
                hint={t('JPEG, PNG, GIF or WebP, up to 5 MB. It is cropped to a square.')}
              >
                <input
                  ref={fileInput}
                  type="file"
                  accept="image/*"
                  disabled={busy}
                  onChange={onFile}
                  {...fieldAria(fileId, errors.avatar)}
                  className="w-full min-w-0 text-base text-foreground file:me-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border file:border-border-strong file:bg-surface file:px-3 file:py-2 file:font-medium file:text-foreground hover:file:bg-surface-sunken focus-visible:rounded-lg focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"
                />
              </FormField>
            </div>
          </div>

          <FormField id={nameId} label={t('Name')} error={errors.customName}>
            <Input
              ref={nameInput}
              {...fieldAria(nameId, errors.customName)}
              value={name}
              maxLength={AVATAR_NAME_MAX}
              autoComplete="off"
              disabled={busy}
              onChange={(e) => {
                setName(e.target.value);
                if (errors.customName) setErrors((x) => ({ ...x, customName: undefined }));
              }}
            />
          </FormField>

          <DialogFooter className="sm:justify-between">
            <Button
              type="button"
              variant="outline"
              disabled={busy || !avatar || avatar.isDefault}
              onClick={() => mutation.mutate({ kind: 'reset', voiceId })}
            >
              <RotateCcw aria-hidden="true" />
              {t('Reset to Default')}
            </Button>
            <div className="flex flex-col-reverse gap-2 sm:flex-row">
              <Button type="button" variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
                {t('Cancel')}
              </Button>
              <Button type="submit" disabled={busy}>
                <Upload aria-hidden="true" />
                {busy ? t('Saving...') : t('Save')}
              </Button>
            </div>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
