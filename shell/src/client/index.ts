// An async boundary so Module Federation can negotiate shared modules first.
// It starts in a task of its own: the runtime's start-up is a long task
// already, and the negotiation and the page's modules need not add to it.
setTimeout(() => void import('./bootstrap'), 0);
