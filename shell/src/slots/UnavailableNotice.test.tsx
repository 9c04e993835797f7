import { act, render, screen } from '@testing-library/react';
import { NOTICE_MS, UnavailableNotice } from './UnavailableNotice';

describe('UnavailableNotice', () => {
  afterEach(() => jest.useRealTimers());

  it('is read out at once and goes again after a while', () => {
    jest.useFakeTimers();
    render(<UnavailableNotice text="Quick add is unavailable right now." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Quick add is unavailable right now.');
    act(() => jest.advanceTimersByTime(NOTICE_MS - 1));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
