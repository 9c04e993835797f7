// An async boundary so Module Federation can negotiate shared modules first.
// It starts in a task of its own: the runtime's start-up is a long task
// already, and the negotiation and the page's modules need not add to it.
// React DOM and the shell's modules load side by side and each is evaluated
// when its files are there, in a task of its own (see bootstrap.tsx).
setTimeout(() => {
  void import('react-dom/client');
  void import('./bootstrap');
}, 0);
