import { arrowStates, canPan, imageQuality, zoomClick, zoomOrigin } from './rules';

describe('zoom click', () => {
  it('toggles the zoom for a mouse on desktop', () => {
    expect(zoomClick('mouse', true)).toBe('toggle-zoom');
  });

  it('never toggles for touch or pen: it opens the zoom modal', () => {
    expect(zoomClick('touch', true)).toBe('open-modal');
    expect(zoomClick('pen', true)).toBe('open-modal');
    expect(zoomClick('touch', false)).toBe('open-modal');
  });

  it('opens the zoom modal on mobile', () => {
    expect(zoomClick('mouse', false)).toBe('open-modal');
  });
});

describe('arrow states', () => {
  it('disables the arrow that leads nowhere and enables the others when not zoomed', () => {
    expect(arrowStates(0, 3, false)).toEqual({ previous: 'disabled', next: 'enabled' });
    expect(arrowStates(1, 3, false)).toEqual({ previous: 'enabled', next: 'enabled' });
    expect(arrowStates(2, 3, false)).toEqual({ previous: 'enabled', next: 'disabled' });
  });

  it('hides the next arrow on the first slide, the previous on the last and both in the middle while zoomed', () => {
    expect(arrowStates(0, 3, true)).toEqual({ previous: 'disabled', next: 'hidden' });
    expect(arrowStates(2, 3, true)).toEqual({ previous: 'hidden', next: 'disabled' });
    expect(arrowStates(1, 3, true)).toEqual({ previous: 'hidden', next: 'hidden' });
  });

  it('has nowhere to go with one slide', () => {
    expect(arrowStates(0, 1, true)).toEqual({ previous: 'disabled', next: 'disabled' });
  });
});

describe('zoom quality and panning', () => {
  it('asks quality 95 when zoomed and 80 otherwise', () => {
    expect(imageQuality(true)).toBe(95);
    expect(imageQuality(false)).toBe(80);
  });

  it('pans only from scale 1.1', () => {
    expect(canPan(1)).toBe(false);
    expect(canPan(1.09)).toBe(false);
    expect(canPan(1.1)).toBe(true);
    expect(canPan(4)).toBe(true);
  });
});

describe('zoom origin', () => {
  const box = { left: 100, top: 50, width: 400, height: 600 };
  it('follows the pointer in percent of the image', () => {
    expect(zoomOrigin({ x: 300, y: 350 }, box)).toEqual({ x: 50, y: 50 });
    expect(zoomOrigin({ x: 100, y: 50 }, box)).toEqual({ x: 0, y: 0 });
  });

  it('stays inside the image and centres on an empty box', () => {
    expect(zoomOrigin({ x: 900, y: -10 }, box)).toEqual({ x: 100, y: 0 });
    expect(zoomOrigin({ x: 1, y: 1 }, { left: 0, top: 0, width: 0, height: 0 })).toEqual({ x: 50, y: 50 });
  });
});
