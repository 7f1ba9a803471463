import { timingSafeEqual } from 'node:crypto';
import {
  PORTAL_APP_PASSWORD,
  PORTAL_APP_USERNAME,
  type PasswordGrant,
  type TokenResponse,
} from '@threshold/domain/schemas/token';
import type { AccessClaims, AccessTokens, IssuedToken } from '../../auth/access-tokens';
import type { Authenticator } from '../../auth/authenticator';
import type { PasswordHasher } from '../../auth/password-hashing';
import { AppError } from '../../http/app-error';
import type { SessionRepo } from './session.repo';

/** Spec portal-access section 5, "Log-in": the one answer for an unknown e-mail or a wrong password. */
export const INCORRECT_PASSWORD_MESSAGE = "Incorrect password - please try again, or click 'forgotten password' below";

export type SessionService = ReturnType<typeof createSessionService>;

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function toTokenResponse(issued: IssuedToken): TokenResponse {
  return {
    access_token: issued.accessToken,
    token_type: 'Bearer',
    expires_in: issued.expiresIn,
    kind: issued.claims.kind,
    enrolmentId: issued.claims.enrolmentId,
  };
}

export function createSessionService(deps: {
  repo: SessionRepo;
  accessTokens: AccessTokens;
  authenticator: Authenticator;
  passwordHasher: PasswordHasher;
}) {
  const { repo, accessTokens, authenticator, passwordHasher } = deps;
  const incorrectPassword = () =>
    new AppError('INCORRECT_PASSWORD', INCORRECT_PASSWORD_MESSAGE, { status: 400, field: 'password' });

  return {
    /**
     * OAuth password grant, first party only: the public portal client gets an app token, a mover
     * a user token. An unknown e-mail costs the same argon2 work as a wrong password.
     */
    async grantPassword({ username, password }: PasswordGrant): Promise<TokenResponse> {
      if (username === PORTAL_APP_USERNAME) {
        if (!sameText(password, PORTAL_APP_PASSWORD)) throw incorrectPassword();
        return toTokenResponse(await accessTokens.issue({ kind: 'app', subject: PORTAL_APP_USERNAME }));
      }
      const account = await repo.findAccountByEmail(username.toLowerCase());
      // No account, or one without a password yet: the same work and the same answer as a wrong password.
      if (!account?.passwordHash) {
        await passwordHasher.verifyAgainstDummy(password);
        throw incorrectPassword();
      }
      if (!(await passwordHasher.verifyPassword(account.passwordHash, password))) throw incorrectPassword();
      const issued = await accessTokens.issue({
        kind: 'user',
        subject: account.id,
        enrolmentId: account.enrolmentId,
        tokenVersion: account.tokenVersion,
      });
      return toTokenResponse(issued);
    },

    async logOut(claims: AccessClaims): Promise<void> {
      await authenticator.revoke(claims);
    },
  };
}
