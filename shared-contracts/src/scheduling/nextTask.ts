// Resolves in a new task. A message channel rather than setTimeout: nested
// timers are held back to 4 ms each after the fifth, and a remote's loading
// steps nest that deep. setTimeout only where there is no MessageChannel.
//
// One channel for every caller, as React's scheduler keeps one: each message
// is a task of its own, delivered in the order posted, and a new channel per
// call (two ports and a pipe between them, made and closed again) cost
// several times the message itself on a page's start-up.
const waiting: Array<() => void> = [];
let channel: MessageChannel | undefined;

function sharedChannel(): MessageChannel {
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => waiting.shift()?.();
    // Node (tests, server rendering): an open port must not keep the process alive.
    (channel.port1 as MessagePort & { unref?: () => void }).unref?.();
  }
  return channel;
}

export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof MessageChannel === 'undefined') {
      setTimeout(resolve, 0);
      return;
    }
    waiting.push(resolve);
    sharedChannel().port2.postMessage(null);
  });
}
