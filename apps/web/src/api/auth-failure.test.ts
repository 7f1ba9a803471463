import { describe, expect, it } from 'vitest';
import { chooseAuthFailureAction } from './auth-failure';
import { ApiError } from './client';

const refused = (status: number, auth: 'app' | 'user' | 'none', code?: string) =>
  new ApiError(status, code ? { code, message: 'x' } : null, auth);

describe('chooseAuthFailureAction: what a refused call means (spec section 8)', () => {
  it('logs a mover out on a refused user token', () => {
    expect(chooseAuthFailureAction(refused(401, 'user'), false)).toBe('log-out');
    expect(chooseAuthFailureAction(refused(403, 'user'), false)).toBe('log-out');
  });

  it('sends an agent to the admin portal in telephony mode, on 401 and 403', () => {
    expect(chooseAuthFailureAction(refused(401, 'user'), true)).toBe('admin-portal');
    expect(chooseAuthFailureAction(refused(403, 'user', 'AGENT_NOT_ASSISTING'), true)).toBe(
      'admin-portal',
    );
  });

  it('reloads once on a refused app token, in either mode', () => {
    expect(chooseAuthFailureAction(refused(401, 'app'), false)).toBe('reload');
    expect(chooseAuthFailureAction(refused(401, 'app'), true)).toBe('reload');
  });

  it('leaves a wrong or used agent sign-in token or code to the sign-in page (the app token was fine)', () => {
    expect(chooseAuthFailureAction(refused(401, 'app', 'AGENT_TOKEN_INVALID'), true)).toBeNull();
    expect(chooseAuthFailureAction(refused(401, 'app', 'AGENT_CODE_INVALID'), true)).toBeNull();
    expect(chooseAuthFailureAction(refused(401, 'app', 'AGENT_INACTIVE'), true)).toBeNull();
  });

  it('ignores other failures', () => {
    expect(chooseAuthFailureAction(refused(404, 'user'), true)).toBeNull();
    expect(chooseAuthFailureAction(refused(403, 'app'), false)).toBeNull();
    expect(chooseAuthFailureAction(new Error('offline'), true)).toBeNull();
  });
});
