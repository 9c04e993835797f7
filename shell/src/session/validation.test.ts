import { validateSignIn } from './validation';

describe('validateSignIn', () => {
  it('needs an email address and a password', () => {
    expect(validateSignIn({ email: 'test.customer@example.com', password: 'x' })).toEqual({});
    expect(validateSignIn({ email: '  test.customer@example.com ', password: ' ' })).toEqual({});
    expect(validateSignIn({ email: '', password: '' })).toEqual({ email: 'emailRequired', password: 'passwordRequired' });
    expect(validateSignIn({ email: '   ', password: 'x' })).toEqual({ email: 'emailRequired' });
  });

  it('accepts what an email field accepts and nothing else', () => {
    expect(validateSignIn({ email: 'a@b', password: 'x' })).toEqual({});
    expect(validateSignIn({ email: "o'neil+shop@mail.example.co.uk", password: 'x' })).toEqual({});
    for (const email of ['plainaddress', '@example.com', 'a@', 'a b@example.com', 'a@-example.com', 'a@example..com']) {
      expect(validateSignIn({ email, password: 'x' })).toEqual({ email: 'emailInvalid' });
    }
  });
});
