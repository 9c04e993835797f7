import { i18nFor } from '../i18n/i18n';
import {
  characterCount,
  compilePattern,
  counterText,
  parseCustomisationAnswer,
  problemMessage,
  remainingCharacters,
  validateField,
  validateForm,
  type FormField,
} from './validation';

const field = (overrides: Partial<FormField> = {}): FormField => ({
  id: 'f1',
  apiName: 'initials',
  displayName: 'Initials',
  fieldType: 'text',
  optional: false,
  maxLength: 3,
  validationRegex: '^[A-Za-z]+$',
  validationMessage: 'Letters only',
  pattern: /^[A-Za-z]+$/,
  ...overrides,
});

const en = i18nFor('en-GB').t;

describe('field validation', () => {
  it('requires a required field and accepts an empty optional one', () => {
    expect(validateField(field(), '')).toEqual({ valid: false, problem: 'required' });
    expect(validateField(field({ optional: true }), '')).toEqual({ valid: true });
  });

  it('refuses text longer than maxLength, counted in characters', () => {
    expect(validateField(field(), 'ABC')).toEqual({ valid: true });
    expect(validateField(field(), 'ABCD')).toEqual({ valid: false, problem: 'tooLong' });
    expect(validateField(field({ pattern: null }), '😀😀😀')).toEqual({ valid: true });
    expect(characterCount('😀😀')).toBe(2);
  });

  it('refuses text failing the regex', () => {
    expect(validateField(field(), 'A1')).toEqual({ valid: false, problem: 'pattern' });
    expect(validateField(field({ pattern: null }), 'A1')).toEqual({ valid: true });
  });

  it('checks an optional field once something is entered', () => {
    expect(validateField(field({ optional: true }), '12')).toEqual({ valid: false, problem: 'pattern' });
  });
});

describe('form validity', () => {
  const thread = field({ id: 'f2', apiName: 'threadColour', displayName: 'Thread colour', optional: true, maxLength: 12, pattern: /^[A-Za-z ]+$/ });

  it('is valid only when every field is', () => {
    expect(validateForm([field(), thread], { initials: 'AB', threadColour: '' }).valid).toBe(true);
    expect(validateForm([field(), thread], { initials: 'AB', threadColour: 'G0ld' })).toEqual({
      valid: false,
      fields: { initials: { valid: true }, threadColour: { valid: false, problem: 'pattern' } },
    });
    expect(validateForm([field(), thread], {}).valid).toBe(false);
  });

  it('is valid while nothing is filled and every field is optional', () => {
    expect(validateForm([field({ optional: true }), thread], {}).valid).toBe(true);
  });
});

describe('counter and messages', () => {
  it("reads '{n} characters max ({remaining} remaining)'", () => {
    expect(counterText(field(), '', en)).toBe('3 characters max (3 remaining)');
    expect(counterText(field(), 'AB', en)).toBe('3 characters max (1 remaining)');
    expect(counterText(field(), 'ABCDE', en)).toBe('3 characters max (0 remaining)');
    expect(counterText(field({ maxLength: undefined }), 'AB', en)).toBeNull();
    expect(counterText(field(), 'A', i18nFor('fr-FR').t)).toBe('3 caractères max (2 restants)');
  });

  it('counts what is left', () => {
    expect(remainingCharacters(field(), 'A')).toBe(2);
    expect(remainingCharacters(field({ maxLength: undefined }), 'A')).toBeNull();
  });

  it("shows the field's validationMessage for a regex failure, ours otherwise", () => {
    expect(problemMessage(field(), 'pattern', en)).toBe('Letters only');
    expect(problemMessage(field({ validationMessage: undefined }), 'pattern', en)).toBe('Initials is not valid.');
    expect(problemMessage(field(), 'required', en)).toBe('Initials is required.');
    expect(problemMessage(field(), 'tooLong', en)).toBe('Use at most 3 characters.');
  });
});

describe('the api answer', () => {
  const good = { id: 'a', apiName: 'initials', displayName: 'Initials', fieldType: 'text', optional: false, maxLength: 3, validationRegex: '^[A-Z]+$' };

  it('gives the form with compiled patterns', () => {
    const form = parseCustomisationAnswer({ customisationGroup: 'monogram', title: 'Add a monogram', description: 'Initials', customisationFields: [good] });
    expect(form).toMatchObject({ title: 'Add a monogram', description: 'Initials', fields: [{ apiName: 'initials', maxLength: 3, optional: false }] });
    expect(form?.fields[0]?.pattern?.test('AB')).toBe(true);
  });

  it('leaves out malformed fields and keeps the rest', () => {
    const form = parseCustomisationAnswer({
      title: 'T',
      customisationFields: [null, 'x', { apiName: 'noName' }, { displayName: 'No api name' }, { ...good, fieldType: 'file' }, { ...good, apiName: 'initials' }, good, { ...good, apiName: 'other', displayName: 'Other', maxLength: -2, validationRegex: '([' }],
    });
    expect(form?.fields.map((f) => f.apiName)).toEqual(['initials', 'other']);
    expect(form?.fields[1]?.maxLength).toBeUndefined();
    expect(form?.fields[1]?.pattern).toBeNull();
  });

  it('treats a missing optional flag as required', () => {
    const { optional: _ignored, ...withoutOptional } = good;
    expect(parseCustomisationAnswer({ customisationFields: [withoutOptional] })?.fields[0]?.optional).toBe(false);
  });

  it('gives null for an answer without usable fields', () => {
    expect(parseCustomisationAnswer(null)).toBeNull();
    expect(parseCustomisationAnswer('<html>')).toBeNull();
    expect(parseCustomisationAnswer({ customisationFields: 'x' })).toBeNull();
    expect(parseCustomisationAnswer({ customisationFields: [{}] })).toBeNull();
  });

  it('compiles only usable regexes', () => {
    expect(compilePattern('^a$')?.test('a')).toBe(true);
    expect(compilePattern('([')).toBeNull();
    expect(compilePattern(7)).toBeNull();
  });
});

