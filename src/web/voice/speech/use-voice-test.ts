import { useCallback, useRef, useState } from 'react';
import { VOICE_SAMPLE_TEXT } from '../../../contract/speech-values.js';
import { toast } from '../../ui/use-toast.js';
import { loadVoiceEngine } from '../loop/load-voice-engine.js';
import type { VoiceSettings } from '../voice-settings.js';
import type { ReplySpeech } from './reply-speech.js';

/** The voice settings' test: speaks a sample with the chosen voice, speed and quality. */
export function useVoiceTest(settings: VoiceSettings, language: string, engine: 'server' | 'browser') {
  const [playing, setPlaying] = useState(false);
  const current = useRef<ReplySpeech | null>(null);

  const run = useCallback(async () => {
    current.current?.stop();
    setPlaying(true);
    // The speech code comes with the voice engine (fetched once the page has painted).
    let voice: Awaited<ReturnType<typeof loadVoiceEngine>>;
    try {
      voice = await loadVoiceEngine();
    } catch {
      setPlaying(false);
      toast({
        title: 'Voice test',
        description: 'Could not load the voice. Please try again.',
        variant: 'destructive',
      });
      return;
    }
    const queue = voice.createReplySpeech(settings, language, engine, {
      onIdle: () => setPlaying(false),
      onError: () =>
        toast({
          title: 'Voice test',
          description: 'Speech synthesis failed. There might be an issue with the speech synthesis provider.',
          variant: 'destructive',
        }),
    });
    current.current = queue;
    queue.enqueue(VOICE_SAMPLE_TEXT);
    queue.finish();
  }, [settings, language, engine]);

  return { run, playing };
}
