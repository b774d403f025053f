/**
 * The strip's one sound (spec §2.3, §9): a short chime, played at volume 0.65 and never over
 * itself; a second call within 100 ms of the last is dropped. Browsers may refuse to play before
 * the visitor has interacted with the page; that is logged, never thrown.
 *
 * @example
 * playChime(); // e.g. when the halving block arrives
 */
import { SOUND_OVERLAP_GUARD_MS, SOUND_VOLUME } from "../../../shared/live/connection-timing.ts";

export const CHIME_URL = "/resources/sounds/chime.mp3";

/** The part of HTMLAudioElement the player uses. */
export interface ChimeAudio {
  volume: number;
  currentTime: number;
  play(): Promise<void> | void;
}

export interface ChimePlayerOptions {
  readonly createAudio?: (url: string) => ChimeAudio;
  readonly nowMs?: () => number;
  readonly log?: (message: string, error: unknown) => void;
}

/** Plays the chime; resolves once the browser accepted or refused it. */
export type PlayChime = () => Promise<void>;

/**
 * A player with its own audio element and guard; the app uses the shared {@link playChime}.
 *
 * @example
 * const play = createChimePlayer({ createAudio: (url) => new Audio(url) });
 * await play();
 */
export function createChimePlayer(options: ChimePlayerOptions = {}): PlayChime {
  const createAudio = options.createAudio ?? browserAudio;
  const nowMs = options.nowMs ?? (() => performance.now());
  const log = options.log ?? ((message, error) => console.warn(message, error));
  let audio: ChimeAudio | null = null;
  let lastStartMs = Number.NEGATIVE_INFINITY;
  return async () => {
    const now = nowMs();
    if (now - lastStartMs < SOUND_OVERLAP_GUARD_MS) return;
    lastStartMs = now;
    try {
      audio ??= createAudio(CHIME_URL);
      audio.volume = SOUND_VOLUME;
      // One element, rewound: a new chime restarts the sound instead of layering a second one.
      audio.currentTime = 0;
      await audio.play();
    } catch (error) {
      log("Play sound failed", error);
    }
  };
}

function browserAudio(url: string): ChimeAudio {
  if (typeof Audio === "undefined") throw new Error("audio is not available outside the browser");
  const audio = new Audio(url);
  audio.preload = "auto";
  return audio;
}

/** The page's chime player. */
export const playChime: PlayChime = createChimePlayer();
