// The release page's series shaped from bucketed totals (pure), and who may read them.
import { HttpError } from '../http/errors';
import { officeNetwork } from '../http/officeNetwork';
import { seriesOf, type ReleaseTotals } from './fieldHealth';
import { histogramOf } from './histogram';
import { fieldReaderError } from './routes';

const totals = (release: string, channel: 'live' | 'canary', bucket: number, change: Partial<ReleaseTotals> = {}): ReleaseTotals & { bucket: number } => ({
  bucket,
  release,
  channel,
  views: 10,
  failedViews: 1,
  failures: { manifest: 0, script: 1, timeout: 0, mount: 0, render: 0 },
  errors: 3,
  hist: { lcp: histogramOf('lcp', 1250), inp: histogramOf('inp', 80), cls: histogramOf('cls', undefined) },
  ...change,
});

describe('seriesOf', () => {
  it('makes one series per release and channel, points oldest first, most viewed series first', () => {
    const at = Date.UTC(2026, 11, 7, 21, 0);
    const series = seriesOf([totals('12', 'live', at + 300_000), totals('13', 'canary', at, { views: 4 }), totals('12', 'live', at, { views: 20, failedViews: 0, failures: { manifest: 0, script: 0, timeout: 0, mount: 0, render: 0 } })]);
    expect(series.map((s) => [s.release, s.channel, s.views, s.points.map((p) => p.at)])).toEqual([
      ['12', 'live', 30, ['2026-12-07T21:00:00.000Z', '2026-12-07T21:05:00.000Z']],
      ['13', 'canary', 4, ['2026-12-07T21:00:00.000Z']],
    ]);
    expect(series[0]!.points[1]).toEqual({
      at: '2026-12-07T21:05:00.000Z',
      views: 10,
      failedViews: 1,
      failureRate: { any: 0.1, manifest: 0, script: 0.1, timeout: 0, mount: 0, render: 0 },
      errors: 3,
      errorsPer1000Views: 300,
      lcpP75Ms: 1275,
      inpP75Ms: 94,
      measured: { lcp: 1, inp: 1 },
    });
  });

  it('keeps the same release on two channels apart (a canary promoted in the span)', () => {
    const series = seriesOf([totals('13', 'canary', 0), totals('13', 'live', 60_000)]);
    expect(series.map((s) => s.channel).sort()).toEqual(['canary', 'live']);
  });

  it('gives null rates and p75s for a bucket with errors and no views', () => {
    const [only] = seriesOf([totals('12', 'live', 0, { views: 0, failedViews: 0, hist: { lcp: [], inp: [], cls: [] } })]);
    expect(only!.points[0]).toMatchObject({ views: 0, failureRate: { any: null }, errorsPer1000Views: null, lcpP75Ms: null, inpP75Ms: null });
  });
});

describe('fieldReaderError', () => {
  const office = officeNetwork('10.1.0.0/16');
  const tokenRule = (code: string | null) => () => (code === null ? null : new HttpError(code === 'RELEASES_READ_ONLY' ? 503 : 401, code, 'refused'));
  const request = (ip: string, authorization?: string) => ({ ip, headers: { authorization } });

  it('lets the office network in without the token, even on a deployment without one', () => {
    expect(fieldReaderError(request('10.1.2.3'), { office, readerError: tokenRule('RELEASE_TOKEN_REQUIRED') })).toBeNull();
    expect(fieldReaderError(request('::ffff:10.1.2.3'), { office, readerError: tokenRule('RELEASES_READ_ONLY') })).toBeNull();
  });

  it('asks anyone else for the token, and says the deployment has none with 503', () => {
    expect(fieldReaderError(request('10.2.0.1'), { office, readerError: tokenRule('RELEASE_TOKEN_REQUIRED') })).toMatchObject({ statusCode: 401 });
    expect(fieldReaderError(request('10.2.0.1'), { office, readerError: tokenRule('RELEASES_READ_ONLY') })).toMatchObject({ statusCode: 503, code: 'RELEASE_HEALTH_CLOSED' });
    expect(fieldReaderError(request('10.2.0.1', 'Bearer right'), { office, readerError: tokenRule(null) })).toBeNull();
    expect(fieldReaderError(request('10.1.2.3'), { readerError: tokenRule('RELEASE_TOKEN_REQUIRED') })).toMatchObject({ statusCode: 401 });
  });
});
