import { hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Password123!');
    expect(stored.startsWith('scrypt$')).toBe(true);
    expect(stored).not.toContain('Password123!');
    await expect(verifyPassword('Password123!', stored)).resolves.toBe(true);
    await expect(verifyPassword('password123!', stored)).resolves.toBe(false);
  });

  it('salts each hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('refuses a stored value it cannot read', async () => {
    await expect(verifyPassword('x', 'md5$abc')).resolves.toBe(false);
    await expect(verifyPassword('x', '')).resolves.toBe(false);
  });
});
