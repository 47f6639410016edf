import { useMutation } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { PROFILE_PICTURE_TYPES, profilePictureMessages } from '../../contract/account-values.js';
import type { User } from '../../contract/accounts.js';
import { AVATAR_MAX_BYTES, avatarMessages } from '../../contract/voice-avatar-values.js';
import { useT } from '../i18n/i18n.js';
import { errorFields, errorMessage } from '../lib/api.js';
import { Button } from '../ui/button.js';
import { FormField, fieldAria } from '../ui/input.js';
import { toast } from '../ui/use-toast.js';
import { removePicture, uploadPicture } from './queries.js';

const INPUT_ID = 'profile-picture';

/** Why a chosen file cannot be the picture (the server decides again by its content), or null. */
export function pictureProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return avatarMessages.invalidType;
  if (!(PROFILE_PICTURE_TYPES as readonly string[]).includes(file.type))
    return profilePictureMessages.formats;
  if (file.size > AVATAR_MAX_BYTES) return avatarMessages.tooLarge;
  return null;
}

/**
 * The profile picture: chosen, it is sent at once (the server makes it a small square) and replaces
 * the initials in the header; Remove picture brings the initials back.
 */
export function ProfilePictureField({ user }: { user: User }) {
  const t = useT();
  const [error, setError] = useState<string | undefined>();
  const [refocus, setRefocus] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const clearInput = () => {
    if (input.current) input.current.value = '';
  };
  const fail = (err: unknown) => setError(errorFields(err).picture ?? errorMessage(err));
  const upload = useMutation({
    mutationFn: uploadPicture,
    onSuccess: () => {
      setError(undefined);
      toast({
        title: profilePictureMessages.uploadedTitle,
        description: profilePictureMessages.uploaded,
        variant: 'success',
      });
    },
    onError: fail,
    onSettled: clearInput,
  });
  const remove = useMutation({
    mutationFn: removePicture,
    onSuccess: () => {
      setError(undefined);
      // The button goes with the picture: the focus goes to the picture's field.
      setRefocus(true);
      toast({ title: profilePictureMessages.removedTitle, description: profilePictureMessages.removed });
    },
    onError: fail,
  });
  const busy = upload.isPending || remove.isPending;
  useEffect(() => {
    if (!refocus || busy) return;
    input.current?.focus();
    setRefocus(false);
  }, [refocus, busy]);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The field stays usable (and keeps the focus) while a picture is sent; another waits its turn.
    if (!file || busy) return clearInput();
    const problem = pictureProblem(file);
    if (problem) {
      setError(problem);
      clearInput();
      return;
    }
    setError(undefined);
    upload.mutate(file);
  };

  return (
    <div className="flex flex-col gap-3">
      <FormField
        id={INPUT_ID}
        label={user.avatarUrl ? t('Change picture') : t('Add a picture')}
        error={error}
        announce
        hint={t('JPEG, PNG or WebP, up to 5 MB. It is cropped to a square.')}
      >
        <input
          ref={input}
          type="file"
          accept={PROFILE_PICTURE_TYPES.join(',')}
          aria-busy={busy}
          onChange={onFile}
          {...fieldAria(INPUT_ID, error)}
          className="w-full min-w-0 text-base text-foreground file:me-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border file:border-border-strong file:bg-surface file:px-3 file:py-2 file:font-medium file:text-foreground hover:file:bg-surface-sunken focus-visible:rounded-lg focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"
        />
      </FormField>
      <p role="status" className="text-sm text-subtle">
        {upload.isPending ? t('Uploading picture...') : remove.isPending ? t('Removing picture...') : ''}
      </p>
      {user.avatarUrl && (
        <Button
          type="button"
          variant="outline"
          className="self-start"
          disabled={busy}
          onClick={() => remove.mutate()}
        >
          <Trash2 aria-hidden="true" />
          {t('Remove picture')}
        </Button>
      )}
    </div>
  );
}
