/**
 * Resolves in a task of its own, once the browser has had its turn (input,
 * style, paint): work cut at these points never holds a phone's main thread
 * for long. A message channel rather than a timer, so a test holding the
 * page's clock does not hold this too.
 */
export function nextTask(): Promise<void> {
  return new Promise((resume) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resume();
    };
    channel.port2.postMessage(null);
  });
}
