import { describe, expect, it } from 'vitest';
import { validateCredentials, validatePasswordChange } from './validation';

describe('auth form rules', () => {
  it('email and password are required; sign-up needs 6+ characters, name optional', () => {
    expect(validateCredentials({ email: '', password: 'x' }, 'login')).toBe('emailRequired');
    expect(validateCredentials({ email: 'nope', password: 'x' }, 'login')).toBe('emailInvalid');
    expect(validateCredentials({ email: 'a@b.co', password: '' }, 'login')).toBe('passwordRequired');
    expect(validateCredentials({ email: 'a@b.co', password: '123' }, 'login')).toBeNull();
    expect(validateCredentials({ email: 'a@b.co', password: '12345' }, 'register')).toBe('passwordTooShort');
    expect(validateCredentials({ email: ' a@b.co ', password: '123456' }, 'register')).toBeNull();
    expect(validateCredentials({ email: 'a@b.co', password: 'x'.repeat(1025) }, 'register')).toBe('passwordTooLong');
    expect(validateCredentials({ email: 'a@b.co', password: '123456', name: 'n'.repeat(101) }, 'register')).toBe('nameTooLong');
  });
  it('change password: same length rules and a matching confirmation', () => {
    expect(validatePasswordChange({ oldPassword: '', newPassword: 'abcdef', confirm: 'abcdef' })).toBe('passwordRequired');
    expect(validatePasswordChange({ oldPassword: 'old', newPassword: 'abc', confirm: 'abc' })).toBe('passwordTooShort');
    expect(validatePasswordChange({ oldPassword: 'old', newPassword: 'abcdef', confirm: 'abcdeg' })).toBe('passwordMismatch');
    expect(validatePasswordChange({ oldPassword: 'old', newPassword: 'abcdef', confirm: 'abcdef' })).toBeNull();
  });
});
