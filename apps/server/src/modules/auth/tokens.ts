import { jwtVerify, SignJWT } from 'jose';

export type TokenClaims = { sub: string; sid: string; org: string };

const ISSUER = 'candidate-portal';

export function createTokenSigner(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    sign(claims: TokenClaims, expiresAt: Date): Promise<string> {
      return new SignJWT({ sid: claims.sid, org: claims.org })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
    },
    /** Only the algorithm we sign with is accepted (security.md item 4). Returns null for any bad token. */
    async verify(token: string): Promise<TokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.org !== 'string') return null;
        return { sub: payload.sub, sid: payload.sid, org: payload.org };
      } catch {
        return null;
      }
    },
  };
}
export type TokenSigner = ReturnType<typeof createTokenSigner>;
