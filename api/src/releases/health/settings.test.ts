import { HEALTH_DEFAULTS, healthSettings, healthSettingsFromEnv } from './settings';

describe('canary health settings', () => {
  test('defaults when nothing is set', () => {
    expect(healthSettingsFromEnv({})).toEqual(HEALTH_DEFAULTS);
  });

  test('read from the environment', () => {
    const settings = healthSettingsFromEnv({
      CANARY_AUTO_ROLLBACK: 'off',
      CANARY_CHECK_INTERVAL_MS: '1000',
      CANARY_MIN_VIEWS: '20',
      CANARY_FALSE_ALARM_RATE: '0.005',
      CANARY_STEP_UP: '1',
      CANARY_STEPS: '10, 50, 100',
      CANARY_LCP_P75_INCREASE_MS: '',
    });
    expect(settings).toMatchObject({ enabled: false, intervalMs: 1000, minViews: 20, falseAlarmRate: 0.005, stepUp: true, steps: [10, 50, 100] });
    expect(settings.lcpP75IncreaseMs).toBe(HEALTH_DEFAULTS.lcpP75IncreaseMs);
  });

  test('a bad value is refused, naming its variable', () => {
    expect(() => healthSettingsFromEnv({ CANARY_MIN_VIEWS: 'many' })).toThrow(/CANARY_MIN_VIEWS: must be a number/);
    expect(() => healthSettingsFromEnv({ CANARY_FALSE_ALARM_RATE: '0.7' })).toThrow(/CANARY_FALSE_ALARM_RATE: must be below 0.5/);
    expect(() => healthSettingsFromEnv({ CANARY_STEPS: '5,50,25,100' })).toThrow(/CANARY_STEPS: must go up/);
    expect(() => healthSettingsFromEnv({ CANARY_STEPS: '5,25' })).toThrow(/CANARY_STEPS: must end at 100/);
    expect(() => healthSettingsFromEnv({ CANARY_STEPS: '2.5,25,100' })).toThrow(/CANARY_STEPS: must be whole percentages/);
    expect(() => healthSettingsFromEnv({ CANARY_STEP_UP: 'maybe' })).toThrow(/CANARY_STEP_UP/);
    expect(() => healthSettings({ intervalMs: 10 })).toThrow(/intervalMs: must be at least 100/);
  });
});
