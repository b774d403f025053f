import { describe, expect, it } from "vitest";
import { CHIME_URL, createChimePlayer, type ChimeAudio } from "../../../client/components/blockchain-strip/play-chime.ts";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** An audio element that records what it was asked to do; the only fake, at the browser boundary. */
function recordingAudio(failWith?: Error) {
  const made: string[] = [];
  const played: { volume: number; currentTime: number }[] = [];
  const createAudio = (url: string): ChimeAudio => {
    made.push(url);
    const audio: ChimeAudio = {
      volume: 1,
      currentTime: 3.2,
      play: () => {
        played.push({ volume: audio.volume, currentTime: audio.currentTime });
        return failWith === undefined ? Promise.resolve() : Promise.reject(failWith);
      },
    };
    return audio;
  };
  return { made, played, createAudio };
}

describe("createChimePlayer", () => {
  it("plays the chime at volume 0.65 from its start, reusing one audio element", async () => {
    const audio = recordingAudio();
    let now = 0;
    const play = createChimePlayer({ createAudio: audio.createAudio, nowMs: () => now });
    await play();
    now = 5_000;
    await play();
    expect(audio.made).toEqual([CHIME_URL]);
    expect(audio.played).toEqual([
      { volume: 0.65, currentTime: 0 },
      { volume: 0.65, currentTime: 0 },
    ]);
  });

  it("drops a second chime within 100 ms of the last", async () => {
    const audio = recordingAudio();
    let now = 1_000;
    const play = createChimePlayer({ createAudio: audio.createAudio, nowMs: () => now });
    await play();
    now = 1_099;
    await play();
    expect(audio.played).toHaveLength(1);
    now = 1_100;
    await play();
    expect(audio.played).toHaveLength(2);
  });

  it("logs a refused or missing sound as 'Play sound failed' and never throws", async () => {
    const logged: [string, unknown][] = [];
    const refusal = new Error("NotAllowedError");
    const play = createChimePlayer({ createAudio: recordingAudio(refusal).createAudio, nowMs: () => 0, log: (m, e) => logged.push([m, e]) });
    await expect(play()).resolves.toBeUndefined();
    expect(logged).toEqual([["Play sound failed", refusal]]);
    const noAudio = createChimePlayer({ nowMs: () => 0, log: (m) => logged.push([m, null]) });
    await noAudio();
    expect(logged[1]?.[0]).toBe("Play sound failed");
  });

  it("ships the chime as an mp3 under /resources/sounds/", () => {
    const file = fileURLToPath(new URL(`../../../client/public${CHIME_URL}`, import.meta.url));
    expect(existsSync(file)).toBe(true);
    const bytes = readFileSync(file);
    // An ID3 tag or an MPEG frame sync opens every mp3.
    const opensLikeMp3 = bytes.subarray(0, 3).toString("latin1") === "ID3" || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0);
    expect(opensLikeMp3).toBe(true);
    expect(bytes.length).toBeGreaterThan(4_000);
  });
});
