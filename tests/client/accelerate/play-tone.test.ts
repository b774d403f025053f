import { describe, expect, it } from "vitest";
import { createTonePlayer, type ToneContext } from "../../../client/components/accelerate/play-tone.ts";

/** A WebAudio context that records the notes it was asked to play. */
function recordingContext() {
  const notes: { frequency: number; start: number; stop: number }[] = [];
  const param = () => ({ setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined });
  const context = {
    currentTime: 10,
    destination: {} as AudioNode,
    resume: () => Promise.resolve(),
    createGain: () => ({ gain: param(), connect: (node: unknown) => node }) as unknown as GainNode,
    createOscillator: () => {
      const note = { frequency: 0, start: 0, stop: 0 };
      return {
        type: "",
        frequency: { setValueAtTime: (value: number) => (note.frequency = value) },
        connect: (node: unknown) => node,
        start: (at: number) => {
          note.start = at;
          notes.push(note);
        },
        stop: (at: number) => (note.stop = at),
      } as unknown as OscillatorNode;
    },
  } satisfies ToneContext;
  return { context, notes };
}

describe("createTonePlayer (spec §4.2 'Success plays a chime')", () => {
  it("plays two short rising notes", () => {
    const { context, notes } = recordingContext();
    createTonePlayer({ createContext: () => context })();
    expect(notes).toHaveLength(2);
    expect(notes[1]!.frequency).toBeGreaterThan(notes[0]!.frequency);
    expect(notes[0]!.start).toBeGreaterThanOrEqual(10);
    expect(notes[1]!.stop - notes[0]!.start).toBeLessThan(1);
  });

  it("logs 'Play sound failed' when the browser has no audio, and never throws (spec §8)", () => {
    const logged: string[] = [];
    const play = createTonePlayer({
      createContext: () => {
        throw new Error("no WebAudio");
      },
      log: (message) => logged.push(message),
    });
    expect(() => play()).not.toThrow();
    expect(logged).toEqual(["Play sound failed"]);
  });

  it("logs a refused resume the same way", async () => {
    const logged: string[] = [];
    const { context } = recordingContext();
    createTonePlayer({ createContext: () => ({ ...context, resume: () => Promise.reject(new Error("not allowed")) }), log: (message) => logged.push(message) })();
    await Promise.resolve();
    await Promise.resolve();
    expect(logged).toEqual(["Play sound failed"]);
  });
});
