import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FLAG_NAMES } from '@storefront/shared-contracts';
import { flagEnvironment, loadFlagConfig, parseFlagConfig } from './config';

describe('the shipped configuration (flags.json)', () => {
  it('is valid and names every flag of shared-contracts', () => {
    const config = loadFlagConfig({});
    expect(Object.keys(config.flags).sort()).toEqual([...FLAG_NAMES].sort());
  });
});

describe('parseFlagConfig', () => {
  const bad = (flags: unknown) => () => parseFlagConfig({ flags }, 'flags.json');

  it('rejects names and values shared-contracts does not know, saying which', () => {
    expect(bad({ atbModall: { default: 'default' } })).toThrow('flags.json: "atbModall" is not a flag of shared-contracts');
    expect(bad({ atbModal: { default: 'v2' } })).toThrow('atbModal: default "v2" is not one of default | testAtbModalV1');
    expect(bad({ reviews: { default: 'true' } })).toThrow('reviews: default "true" is not one of true | false');
    expect(bad({ atbModal: { default: 'default', rules: [{ value: 'checkout' }] } })).toThrow('atbModal: rules[0].value "checkout"');
  });

  it('rejects splits of unknown variants, of boolean flags, or weighing nothing', () => {
    expect(bad({ atbModal: { default: 'default', rules: [{ split: { default: 50, v2: 50 } }] } })).toThrow('rules[0].split variant "v2"');
    expect(bad({ reviews: { default: true, rules: [{ split: { true: 1 } }] } })).toThrow('reviews: rules[0] splits, but only experiments split');
    expect(bad({ atbModal: { default: 'default', rules: [{ split: { default: 0 } }] } })).toThrow('rules[0].split weights add up to 0');
    expect(bad({ atbModal: { default: 'default', rules: [{ split: { default: -1, testAtbModalV1: 2 } }] } })).toThrow('flags.json');
  });

  it('rejects unknown fascias, unknown rule fields, and rules with both or neither of value and split', () => {
    expect(bad({ reviews: { default: true, rules: [{ fascias: ['topshop'], value: false }] } })).toThrow('flags.reviews.rules.0.fascias.0');
    expect(bad({ reviews: { default: true, rules: [{ fascia: ['coast'], value: false }] } })).toThrow('flags.json');
    expect(bad({ reviews: { default: true, rules: [{ fascias: ['coast'] }] } })).toThrow('a rule serves either a value or a split');
  });

  it('reads the file FLAGS_CONFIG names, and says which file it cannot read', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flags-'));
    const file = path.join(dir, 'flags.json');
    fs.writeFileSync(file, JSON.stringify({ flags: { reviews: { default: false } } }));
    try {
      expect(loadFlagConfig({ FLAGS_CONFIG: file }).flags).toEqual({ reviews: { default: false } });
      fs.writeFileSync(file, '{ not json');
      expect(() => loadFlagConfig({ FLAGS_CONFIG: file })).toThrow(`${file}: cannot read the flag configuration`);
    } finally {
      fs.rmSync(dir, { recursive: true });
    }
  });
});

describe('flagEnvironment', () => {
  it('is STOREFRONT_ENV, else NODE_ENV, else development', () => {
    expect(flagEnvironment({ STOREFRONT_ENV: 'staging', NODE_ENV: 'production' })).toBe('staging');
    expect(flagEnvironment({ NODE_ENV: 'production' })).toBe('production');
    expect(flagEnvironment({})).toBe('development');
  });
});
