import { emailProblem, passwordProblem, returnPath, signUpProblems } from './signUp';

const valid = { firstName: 'Ada', email: 'ada@example.com', password: 'Lovelace1815' };

describe('sign-up rules', () => {
  it('accepts a first name, an email address and a password of eight characters with a letter and a digit', () => {
    expect(signUpProblems(valid)).toEqual({});
    expect(signUpProblems({ ...valid, password: 'Ä1bcdefg' })).toEqual({});
  });

  it('names each field that is wrong', () => {
    expect(signUpProblems({ firstName: '  ', email: '', password: '' })).toEqual({ firstName: 'firstNameRequired', email: 'emailRequired', password: 'passwordTooShort' });
    expect(signUpProblems({ ...valid, email: 'ada@' })).toEqual({ email: 'emailInvalid' });
    expect(signUpProblems({ ...valid, email: `${'a'.repeat(250)}@example.com` })).toEqual({ email: 'emailInvalid' });
    expect(signUpProblems({ ...valid, firstName: 'A'.repeat(81) })).toEqual({ firstName: 'firstNameTooLong' });
    expect(signUpProblems({ ...valid, password: 'abcdefgh' })).toEqual({ password: 'passwordWeak' });
    expect(signUpProblems({ ...valid, password: '12345678' })).toEqual({ password: 'passwordWeak' });
    expect(signUpProblems({ ...valid, password: 'a1'.repeat(513) })).toEqual({ password: 'passwordTooLong' });
  });

  it('goes back only to a path of this site', () => {
    expect(returnPath('/product/midi-wrap-dress-navy-10001?colour=Navy')).toBe('/product/midi-wrap-dress-navy-10001?colour=Navy');
    expect(returnPath('/wishlist#saved')).toBe('/wishlist#saved');
    for (const elsewhere of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', 'product/x', '', null, undefined]) {
      expect(returnPath(elsewhere)).toBe('/');
    }
  });
});

describe('the address and the new password alone (password reset, sign-in link)', () => {
  it('judges each as sign-up does', () => {
    expect(emailProblem(' ada@example.com ')).toBeUndefined();
    expect(emailProblem(' ')).toBe('emailRequired');
    expect(emailProblem('ada@')).toBe('emailInvalid');
    expect(emailProblem(`${'a'.repeat(250)}@example.com`)).toBe('emailInvalid');
    expect(passwordProblem('Lovelace1815')).toBeUndefined();
    expect(passwordProblem('short1')).toBe('passwordTooShort');
    expect(passwordProblem('a1'.repeat(513))).toBe('passwordTooLong');
    expect(passwordProblem('12345678')).toBe('passwordWeak');
  });
});
