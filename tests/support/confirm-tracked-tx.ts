import type { Frame, TestSocket } from "./test-socket.ts";

/** How a test moves the devnet on and reads its REST API (directly, or through the worker). */
export interface DevnetDriver {
  /** Moves the simulated clock on and waits until the socket can have heard of it. */
  step(): Promise<void>;
  /** A GET on the devnet's REST API, e.g. `/api/mempool/recent`. */
  get(path: string): Promise<Response>;
}

/**
 * Steps the devnet until `socket` gets `txConfirmed` for the transaction it tracks, and returns that
 * frame with the txid it confirms. A pool now and then leaves a transaction out of its block, so it
 * waits for as many blocks as it takes; the devnet's users also replace some of their transactions,
 * in the mempool or by paying a pool privately, so one that leaves unconfirmed is swapped for the
 * newest waiting one.
 *
 * @example
 * const { frame, txid } = await confirmTrackedTx(socket, listed[0][0], { step: () => step(20), get: devnetRequest });
 */
export async function confirmTrackedTx(socket: TestSocket, txid: string, devnet: DevnetDriver, maxSteps = 40): Promise<{ frame: Frame; txid: string }> {
  let tracked = txid;
  for (let i = 0; i < maxSteps && !socket.frames.some((frame) => "txConfirmed" in frame); i++) {
    await devnet.step();
    if ((await devnet.get(`/api/tx/${tracked}/status`)).status !== 404) continue;
    tracked = (await (await devnet.get("/api/mempool/recent")).json<{ txid: string }[]>())[0]!.txid;
    socket.send({ "track-tx": tracked });
  }
  return { frame: await socket.next("txConfirmed", 3_000), txid: tracked };
}
