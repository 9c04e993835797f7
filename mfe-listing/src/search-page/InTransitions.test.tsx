// InstantSearch's renders as transitions. React shows it plainly: an update
// that suspends inside a transition keeps the content on screen, while an
// ordinary update replaces it with the Suspense fallback.
import { act, render, screen } from '@testing-library/react';
import { Suspense, use, useEffect, useState } from 'react';
import { renderInTransitions, type RenderingInstance } from './InTransitions';

const never = new Promise<never>(() => undefined);

function Answer({ text }: { text: string }) {
  if (text === 'waiting') use(never);
  return <p>{text}</p>;
}

function setup() {
  let setText: (text: string) => void = () => undefined;
  const listeners: Array<() => void> = [];
  const search: RenderingInstance & { results: unknown } = {
    status: 'idle',
    results: null,
    mainIndex: { render: () => setText('waiting'), getResults: () => search.results },
    emit: (event) => {
      if (event !== 'render') return false;
      listeners.forEach((listener) => listener());
      return listeners.length > 0;
    },
  };
  function Widget() {
    const [text, set] = useState('first results');
    useEffect(() => {
      setText = set;
    }, []);
    return (
      <Suspense fallback={<p>loading</p>}>
        <Answer text={text} />
      </Suspense>
    );
  }
  render(<Widget />);
  return { search, listeners, set: (text: string) => setText(text) };
}

it('without it, an update from a widget render that suspends shows the fallback', () => {
  const { search } = setup();
  act(() => search.mainIndex.render({}));
  expect(screen.getByText('loading')).toBeInTheDocument();
});

it('keeps the content on screen when a widget render suspends, as a transition does', () => {
  const { search } = setup();
  renderInTransitions(search);
  act(() => search.mainIndex.render({}));
  expect(screen.getByText('first results')).toBeInTheDocument();
  expect(screen.queryByText('loading')).not.toBeInTheDocument();
});

it('keeps a render for a search the shopper started after the first answer urgent, so a ticked box shows at once', () => {
  const { search } = setup();
  renderInTransitions(search);
  search.status = 'loading';
  search.results = { hits: [] };
  act(() => search.mainIndex.render({}));
  expect(screen.getByText('loading')).toBeInTheDocument();
});

it('renders the first search, before any answer, in a transition', () => {
  const { search } = setup();
  renderInTransitions(search);
  search.status = 'loading';
  act(() => search.mainIndex.render({}));
  expect(screen.getByText('first results')).toBeInTheDocument();
});

it('runs the render event in a transition too, passing other events straight through', () => {
  const { search, listeners, set } = setup();
  renderInTransitions(search);
  renderInTransitions(search); // applied once however often it is called
  listeners.push(() => set('waiting'));
  let listened = false;
  act(() => {
    listened = search.emit('render');
  });
  expect(listened).toBe(true);
  expect(screen.getByText('first results')).toBeInTheDocument();
  expect(search.emit('error')).toBe(false);
});
