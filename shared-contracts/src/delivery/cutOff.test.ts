import { FASCIA_KEYS, FASCIAS } from '../fascia/fascias';
import {
  COUNTDOWN_TICK_MS, countdownAt, countdownKind, cutOffOn, cutOffRule, cutOffTime, LATE_FASCIAS, normaliseCutOffTime, remainingParts,
  SATURDAY_EARLY_FASCIAS, type CutOffInput,
} from './cutOff';

// Fixed dates (UTC): Friday 6 June 2025, Saturday 7 June, Sunday 8 June.
const at = (iso: string) => Date.parse(iso);
const FRIDAY = '2025-06-06';
const SATURDAY = '2025-06-07';
const SUNDAY = '2025-06-08';
const base: CutOffInput = { sku: 'DRS10001-01-01', fascia: 'burton', express: false, nextDay: false };

describe('cut-off rule', () => {
  it('takes YDD and XDD SKUs first, then express, then the fascia group, then next-day', () => {
    expect(cutOffRule({ ...base, sku: 'YDD10073-01-01', fascia: 'wallis', express: true })).toBe('YDD');
    expect(cutOffRule({ ...base, sku: 'ydd10073-01-01' })).toBe('YDD');
    expect(cutOffRule({ ...base, sku: 'XDD10088-01-01', fascia: 'burton', express: true })).toBe('XDD');
    expect(cutOffRule({ ...base, fascia: 'wallis', express: true })).toBe('express');
    expect(cutOffRule({ ...base, fascia: 'burton', nextDay: true })).toBe('late');
    expect(cutOffRule({ ...base, fascia: 'oasis', nextDay: true })).toBe('saturday-early');
    expect(cutOffRule({ ...base, fascia: 'elsewhere', nextDay: true })).toBe('nextDay');
    expect(cutOffRule({ ...base, fascia: 'elsewhere' })).toBeNull();
    expect(cutOffRule({ ...base, sku: null, fascia: 'elsewhere', nextDay: true })).toBe('nextDay');
  });

  it.each(LATE_FASCIAS)('puts %s in the first group (23:00:00, Saturdays too)', (fascia) => {
    expect(cutOffRule({ ...base, fascia })).toBe('late');
    expect(cutOffTime('late', 6)).toBe('23:00:00');
    expect(cutOffTime('late', 3)).toBe('23:00:00');
  });

  it.each(SATURDAY_EARLY_FASCIAS)('puts %s in the second group (21:00:00 on Saturdays, 23:59:59 otherwise)', (fascia) => {
    expect(cutOffRule({ ...base, fascia })).toBe('saturday-early');
  });

  it("agrees with each of this repo's fascias' cutOffGroup", () => {
    for (const key of FASCIA_KEYS) expect(cutOffRule({ ...base, fascia: key })).toBe(FASCIAS[key].cutOffGroup);
  });

  it('gives each rule its time of day, by weekday', () => {
    for (let weekday = 0; weekday < 7; weekday++) {
      expect(cutOffTime('YDD', weekday)).toBe('23:00:00');
      expect(cutOffTime('express', weekday)).toBe('23:00:00');
      expect(cutOffTime('late', weekday)).toBe('23:00:00');
      expect(cutOffTime('nextDay', weekday)).toBe('23:00:00');
      const saturdayRule = weekday === 6 ? '21:00:00' : '23:59:59';
      expect(cutOffTime('XDD', weekday)).toBe(saturdayRule);
      expect(cutOffTime('saturday-early', weekday)).toBe(saturdayRule);
    }
  });
});

describe('configuration overrides', () => {
  it('adds :00 to HH:MM, keeps HH:MM:SS and refuses what is not a time of day', () => {
    expect(normaliseCutOffTime('22:30')).toBe('22:30:00');
    expect(normaliseCutOffTime('20:15:45')).toBe('20:15:45');
    expect(normaliseCutOffTime(' 07:05 ')).toBe('07:05:00');
    for (const bad of ['24:00', '23:60', '23:00:60', '9:30', '2230', '', 'soon', null, 2230, undefined, '22:30:00:00']) {
      expect(normaliseCutOffTime(bad)).toBeNull();
    }
  });

  it("uses the product's override for its rule, then the content's, else the rule's time", () => {
    const overrides = { late: '22:30', 'saturday-early': '20:00:30', express: 'not a time' };
    expect(cutOffTime('late', 6, { overrides })).toBe('22:30:00');
    expect(cutOffTime('saturday-early', 1, { overrides })).toBe('20:00:30');
    expect(cutOffTime('saturday-early', 6, { overrides })).toBe('20:00:30');
    // A bad value is ignored: the content's, then the rule's.
    expect(cutOffTime('express', 2, { overrides, configured: '21:45' })).toBe('21:45:00');
    expect(cutOffTime('express', 2, { overrides })).toBe('23:00:00');
    // Another rule's override does not apply.
    expect(cutOffTime('XDD', 6, { overrides })).toBe('21:00:00');
    expect(cutOffTime('XDD', 6, { overrides, configured: '19:00' })).toBe('19:00:00');
    expect(cutOffTime('nextDay', 6, { overrides: { nextDay: '22:00' }, configured: '19:00' })).toBe('22:00:00');
    // Inherited keys are not overrides.
    expect(cutOffTime('late', 1, { overrides: Object.create({ late: '10:00' }) as Record<string, string> })).toBe('23:00:00');
  });

  it('places the cut-off on the UTC day of the given instant', () => {
    expect(new Date(cutOffOn('late', at(`${FRIDAY}T00:00:00Z`))).toISOString()).toBe(`${FRIDAY}T23:00:00.000Z`);
    expect(new Date(cutOffOn('saturday-early', at(`${SATURDAY}T23:30:00Z`))).toISOString()).toBe(`${SATURDAY}T21:00:00.000Z`);
    expect(new Date(cutOffOn('XDD', at(`${SUNDAY}T12:00:00Z`))).toISOString()).toBe(`${SUNDAY}T23:59:59.000Z`);
    expect(new Date(cutOffOn('late', at(`${FRIDAY}T12:00:00Z`), { overrides: { late: '18:30' } })).toISOString()).toBe(`${FRIDAY}T18:30:00.000Z`);
  });
});

describe('countdown', () => {
  it('counts to 23:00:00 for the first group, YDD and express', () => {
    const now = at(`${FRIDAY}T19:47:55Z`);
    for (const input of [base, { ...base, sku: 'YDD1-01-01', fascia: 'oasis' }, { ...base, fascia: 'wallis', express: true }]) {
      expect(countdownAt(input, now)).toEqual({ rule: expect.any(String), deadline: at(`${FRIDAY}T23:00:00Z`), remainingMs: 3 * 3600_000 + 12 * 60_000 + 5_000 });
    }
  });

  it('counts to 23:59:59 on weekdays and 21:00:00 on Saturdays for the second group and XDD', () => {
    for (const input of [{ ...base, fascia: 'wallis' }, { ...base, sku: 'XDD1-01-01', fascia: 'burton' }]) {
      expect(countdownAt(input, at(`${FRIDAY}T22:00:00Z`))?.deadline).toBe(at(`${FRIDAY}T23:59:59Z`));
      expect(countdownAt(input, at(`${SATURDAY}T20:00:00Z`))?.deadline).toBe(at(`${SATURDAY}T21:00:00Z`));
      expect(countdownAt(input, at(`${SATURDAY}T21:00:00Z`))).toBeNull();
      expect(countdownAt(input, at(`${SATURDAY}T22:00:00Z`))).toBeNull();
      expect(countdownAt(input, at(`${SUNDAY}T22:00:00Z`))?.deadline).toBe(at(`${SUNDAY}T23:59:59Z`));
    }
  });

  it('is hidden from the cut-off on, to the end of the UTC day', () => {
    expect(countdownAt(base, at(`${FRIDAY}T22:59:59.999Z`))?.remainingMs).toBe(1);
    expect(countdownAt(base, at(`${FRIDAY}T23:00:00Z`))).toBeNull();
    expect(countdownAt({ ...base, nextDay: true }, at(`${FRIDAY}T23:30:00Z`))).toBeNull();
    expect(countdownAt({ ...base, express: true }, at(`${FRIDAY}T23:30:00Z`))).toBeNull();
    // A new UTC day, a new cut-off.
    expect(countdownAt(base, at(`${SATURDAY}T00:00:00Z`))?.deadline).toBe(at(`${SATURDAY}T23:00:00Z`));
    // No rule: no countdown at all.
    expect(countdownAt({ ...base, fascia: 'elsewhere' }, at(`${FRIDAY}T10:00:00Z`))).toBeNull();
  });

  it("keeps counting for next-day delivery with an express option, to the next day's cut-off", () => {
    const input = { ...base, fascia: 'wallis', nextDay: true, express: true, sku: 'XDD1-01-01' };
    // Friday 23:59:59 has passed: Saturday's is 21:00:00.
    expect(countdownAt(input, at(`${FRIDAY}T23:59:59.500Z`))).toEqual({ rule: 'XDD', deadline: at(`${SATURDAY}T21:00:00Z`), remainingMs: 21 * 3600_000 + 500 });
    const late = { ...base, nextDay: true, express: true };
    expect(countdownAt(late, at(`${FRIDAY}T23:10:00Z`))?.deadline).toBe(at(`${SATURDAY}T23:00:00Z`));
  });

  it('defaults next-day to 23:00:00 where no other rule applies, with its own override', () => {
    const input = { ...base, fascia: 'elsewhere', nextDay: true };
    expect(countdownAt(input, at(`${SATURDAY}T10:00:00Z`))?.deadline).toBe(at(`${SATURDAY}T23:00:00Z`));
    expect(countdownAt({ ...input, overrides: { nextDay: '22:00' } }, at(`${SATURDAY}T10:00:00Z`))?.deadline).toBe(at(`${SATURDAY}T22:00:00Z`));
  });

  it("applies the content's configured time", () => {
    expect(countdownAt({ ...base, configured: '18:00' }, at(`${FRIDAY}T17:00:00Z`))?.remainingMs).toBe(3600_000);
    expect(countdownAt({ ...base, configured: '18:00' }, at(`${FRIDAY}T18:00:00Z`))).toBeNull();
  });

  it('says what it counts for and how long is left', () => {
    expect(countdownKind({ nextDay: true, express: true })).toBe('nextDay');
    expect(countdownKind({ nextDay: false, express: true })).toBe('express');
    expect(countdownKind({ nextDay: false, express: false })).toBe('standard');
    expect(remainingParts(3 * 3600_000 + 12 * 60_000 + 5_999)).toEqual({ hours: 3, minutes: 12, seconds: 5 });
    expect(remainingParts(25 * 3600_000)).toEqual({ hours: 25, minutes: 0, seconds: 0 });
    expect(remainingParts(-5)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
    expect(COUNTDOWN_TICK_MS).toBe(500);
  });
});
