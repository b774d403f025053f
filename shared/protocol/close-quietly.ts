/**
 * Closes a socket that may already be closing or closed, where `close` throws: a server that is
 * shedding one connection must never fail because that connection went away first.
 *
 * @example
 * closeQuietly(ws, 1011, "Server error.");
 */
export function closeQuietly(socket: { close(code?: number, reason?: string): void }, code: number, reason: string): void {
  try {
    socket.close(code, reason);
  } catch {
    // Already closed: nothing left to tell it.
  }
}
