// Resolves in a new task. A message channel rather than setTimeout: nested
// timers are held back to 4 ms each after the fifth, and a remote's loading
// steps nest that deep. setTimeout only where there is no MessageChannel.
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof MessageChannel === 'undefined') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
