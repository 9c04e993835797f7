import { drawableHotspots } from './hotspots';

const coords = { xStart: 10, xEnd: 30, yStart: 20, yEnd: 60 };

describe('drawableHotspots (spec 3 §5)', () => {
  it('skips a hotspot lacking the desktop or the mobile coordinates', () => {
    const drawn = drawableHotspots([
      { desktopCoords: coords, imageHotspotLink: '/a', altText: 'No mobile' },
      { mobileCoords: coords, imageHotspotLink: '/b', altText: 'No desktop' },
      { desktopCoords: coords, mobileCoords: coords, imageHotspotLink: '/c', altText: 'Both' },
    ]);
    expect(drawn.map((h) => h.altText)).toEqual(['Both']);
  });

  it('places it by percentage start and end per device, opacity from transparency', () => {
    const [drawn] = drawableHotspots([{ desktopCoords: coords, mobileCoords: { xStart: 50, xEnd: 40, yStart: 0, yEnd: 10 }, imageHotspotLink: '/c', altText: 'x', transparency: 0.25 }]);
    expect(drawn?.style).toMatchObject({ '--hs-left': '10%', '--hs-top': '20%', '--hs-width': '20%', '--hs-height': '40%', '--hs-m-left': '40%', '--hs-m-width': '10%', opacity: 0.75 });
  });

  it('leaves out a hotspot whose link is not safe', () => {
    expect(drawableHotspots([{ desktopCoords: coords, mobileCoords: coords, imageHotspotLink: 'javascript:alert(1)', altText: 'x' }])).toEqual([]);
  });
});
