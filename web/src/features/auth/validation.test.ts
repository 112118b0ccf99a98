import { describe, expect, it } from 'vitest';
import { validateCredentials, validatePasswordChange } from './validation';

describe('auth form rules', () => {
  it('email and password are required; sign-up needs 8+ characters (code points), name optional', () => {
    expect(validateCredentials({ email: '', password: 'x' }, 'login')).toBe('emailRequired');
    expect(validateCredentials({ email: 'nope', password: 'x' }, 'login')).toBe('emailInvalid');
    expect(validateCredentials({ email: 'a@b.co', password: '' }, 'login')).toBe('passwordRequired');
    expect(validateCredentials({ email: 'a@b.co', password: '123' }, 'login')).toBeNull();
    expect(validateCredentials({ email: 'a@b.co', password: '1234567' }, 'register')).toBe('passwordTooShort');
    expect(validateCredentials({ email: ' a@b.co ', password: '12345678' }, 'register')).toBeNull();
    expect(validateCredentials({ email: 'a@b.co', password: 'x'.repeat(64) }, 'register')).toBeNull();
    expect(validateCredentials({ email: 'a@b.co', password: 'x'.repeat(129) }, 'register')).toBe('passwordTooLong');
    expect(validateCredentials({ email: 'a@b.co', password: '🔑'.repeat(7) }, 'register')).toBe('passwordTooShort');
    expect(validateCredentials({ email: 'a@b.co', password: '🔑'.repeat(8) }, 'register')).toBeNull();
    expect(validateCredentials({ email: 'a@b.co', password: '12345678', name: 'n'.repeat(101) }, 'register')).toBe('nameTooLong');
    // Sign-in does not judge existing passwords.
    expect(validateCredentials({ email: 'a@b.co', password: 'old' }, 'login')).toBeNull();
  });
  it('change password: same length rules and a matching confirmation', () => {
    expect(validatePasswordChange({ oldPassword: '', newPassword: 'abcdefgh', confirm: 'abcdefgh' })).toBe('passwordRequired');
    expect(validatePasswordChange({ oldPassword: 'old', newPassword: 'abcdefg', confirm: 'abcdefg' })).toBe('passwordTooShort');
    expect(validatePasswordChange({ oldPassword: 'old', newPassword: 'abcdefgh', confirm: 'abcdefgX' })).toBe('passwordMismatch');
    expect(validatePasswordChange({ oldPassword: 'old', newPassword: 'abcdefgh', confirm: 'abcdefgh' })).toBeNull();
  });
});
