import { StartupWork } from './startupWork';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** A promise and the functions that settle it. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

it('lists work from the moment it is started, before its delay has passed', () => {
  const work = new StartupWork();
  const run = jest.fn(() => Promise.resolve());
  work.start('images', 2000, run);
  expect(work.pending()).toEqual(['images']);
  expect(run).not.toHaveBeenCalled();
});

it('takes work off the list once it has finished, and only then', async () => {
  const work = new StartupWork();
  const images = deferred();
  const videos = deferred();
  work.start('images', 2000, () => images.promise);
  work.start('videos', 3000, () => videos.promise);
  await jest.advanceTimersByTimeAsync(3000);
  expect(work.pending()).toEqual(['images', 'videos']);
  images.resolve();
  await jest.advanceTimersByTimeAsync(0);
  expect(work.pending()).toEqual(['videos']);
  videos.resolve();
  await jest.advanceTimersByTimeAsync(0);
  expect(work.pending()).toEqual([]);
});

it('takes failed work off the list too', async () => {
  const work = new StartupWork();
  const clips = deferred();
  work.start('videos', 0, () => clips.promise);
  await jest.advanceTimersByTimeAsync(0);
  clips.reject(new Error('no ffmpeg'));
  await jest.advanceTimersByTimeAsync(0);
  expect(work.pending()).toEqual([]);
});

it('never runs work cancelled before its delay has passed', async () => {
  const work = new StartupWork();
  const run = jest.fn(() => Promise.resolve());
  work.start('images', 2000, run);
  work.cancel();
  await jest.advanceTimersByTimeAsync(5000);
  expect(run).not.toHaveBeenCalled();
  expect(work.pending()).toEqual([]);
});
