import type { Request, Response } from "express";

/** How long the rest of a refused body may keep coming before the connection is cut. */
const DRAIN_MS = 2_000;

/**
 * Answers a request whose body is refused before it has all been read.
 *
 * Closing a connection while the client is still sending makes the kernel
 * answer the unread bytes with a TCP reset, and a reset wipes the answer from
 * the client's buffer if it has not read it yet: a busy client sees
 * "connection reset" instead of the message. So the whole answer is sent at
 * once, the rest of the body is read and dropped, and the response ends (and
 * the connection may close) only when the body is over, or after DRAIN_MS for
 * a client that keeps sending.
 */
export function refuseUnread(req: Request, res: Response, status: number, message: string): void {
  const answer = JSON.stringify({ message });
  res.status(status).set({
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": String(Buffer.byteLength(answer)),
  });
  if (req.complete) {
    res.end(answer);
    return;
  }
  res.write(answer);
  const cut = setTimeout(() => {
    res.end();
    req.socket.destroy();
  }, DRAIN_MS).unref();
  req.once("end", () => {
    clearTimeout(cut);
    res.end();
  });
  req.resume();
}
