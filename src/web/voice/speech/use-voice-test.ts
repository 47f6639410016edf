import { useCallback, useRef, useState } from 'react';
import { VOICE_SAMPLE_TEXT } from '../../../contract/speech-values.js';
import { translator } from '../../i18n/current.js';
import { toast } from '../../ui/use-toast.js';
import { loadVoiceCode } from '../load-voice-code.js';
import type { VoiceSettings } from '../voice-settings.js';
import type { ReplySpeech } from './reply-speech.js';
import type { SpeechEngine } from './speech-types.js';

/** The voice settings' test: speaks a sample with the chosen voice, speed and quality. */
export function useVoiceTest(settings: VoiceSettings, language: string, speechEngine: SpeechEngine) {
  const [playing, setPlaying] = useState(false);
  const current = useRef<ReplySpeech | null>(null);

  const run = useCallback(async () => {
    current.current?.stop();
    setPlaying(true);
    // The speech code comes with the voice code (fetched once the page has painted).
    let voice: Awaited<ReturnType<typeof loadVoiceCode>>;
    try {
      voice = await loadVoiceCode();
    } catch {
      setPlaying(false);
      toast({
        title: translator()('Voice test'),
        description: translator()('Could not load the voice. Please try again.'),
        variant: 'destructive',
      });
      return;
    }
    const queue = voice.createReplySpeech(settings, language, speechEngine, {
      // Only the test under way ends `playing`: the end of one stopped for another changes nothing.
      onIdle: () => {
        if (current.current === queue) setPlaying(false);
      },
      onError: () =>
        toast({
          title: translator()('Voice test'),
          description: translator()(
            'Speech synthesis failed. There might be an issue with the speech synthesis provider.',
          ),
          variant: 'destructive',
        }),
    });
    current.current = queue;
    queue.enqueue(VOICE_SAMPLE_TEXT);
    queue.finish();
  }, [settings, language, speechEngine]);

  return { run, playing };
}
