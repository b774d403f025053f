/**
 * The chime of a successful acceleration (spec §4.2 "Success plays a chime"): two short rising sine
 * notes made with WebAudio, so no sound file loads for it. Browsers may refuse to play (no audio, a
 * suspended context before any interaction): that is logged as spec §8 says, never thrown.
 *
 * @example
 * const play = createTonePlayer();
 * play(); // after the accelerate call succeeded
 */
import { SOUND_VOLUME } from "../../../shared/live/connection-timing.ts";

/** The notes, Hz, and how long each rings, s. */
const NOTES_HZ = [880, 1_318.5] as const;
const NOTE_SECONDS = 0.22;

/** The part of AudioContext the player uses. */
export interface ToneContext {
  readonly currentTime: number;
  readonly destination: AudioNode;
  resume(): Promise<void>;
  createOscillator(): OscillatorNode;
  createGain(): GainNode;
}

export interface TonePlayerOptions {
  readonly createContext?: () => ToneContext;
  readonly log?: (message: string, error: unknown) => void;
}

export function createTonePlayer({ createContext = browserContext, log = (message, error) => console.warn(message, error) }: TonePlayerOptions = {}): () => void {
  let context: ToneContext | null = null;
  const fail = (error: unknown) => log("Play sound failed", error);
  return () => {
    try {
      context ??= createContext();
      const audio = context;
      audio.resume().catch(fail);
      NOTES_HZ.forEach((frequency, i) => {
        const start = audio.currentTime + i * NOTE_SECONDS * 0.8;
        const oscillator = audio.createOscillator();
        const gain = audio.createGain();
        oscillator.type = "sine";
        oscillator.frequency.setValueAtTime(frequency, start);
        // A quick attack and an exponential fade: a bell, not a beep.
        gain.gain.setValueAtTime(0.0001, start);
        gain.gain.exponentialRampToValueAtTime(SOUND_VOLUME, start + 0.02);
        gain.gain.exponentialRampToValueAtTime(0.0001, start + NOTE_SECONDS * 2);
        oscillator.connect(gain).connect(audio.destination);
        oscillator.start(start);
        oscillator.stop(start + NOTE_SECONDS * 2);
      });
    } catch (error) {
      fail(error);
    }
  };
}

function browserContext(): ToneContext {
  if (typeof AudioContext === "undefined") throw new Error("WebAudio is not available");
  return new AudioContext();
}
