import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { Public } from '../../graphql/public.js';
import { CLIENT_MUTATION_ID } from '../idempotency/idempotency.graphql.js';
import { withIdempotency } from '../idempotency/idempotency.service.js';
import * as auth from './auth.service.js';
import { requestPasswordReset, resetPassword } from './auth.reset.js';
import { AuthPayload, LocaleEnum, User } from './auth.types.js';
import type { ResolverClass } from '../../graphql/resolver-class.js';

@Resolver()
class AuthResolver {
  @Authorized()
  @Query(() => User, { description: 'The signed-in user (UNAUTHENTICATED without a token, TOKEN_EXPIRED with an expired one).' })
  me(@Ctx() ctx: AppContext): Promise<User> {
    return auth.me(ctx);
  }

  @Public()
  @Mutation(() => AuthPayload, { description: 'Creates an account and signs it in. CONFLICT when the email is taken.' })
  register(
    @Arg('email', () => String, { description: 'Email address (trimmed, compared case-insensitively).' }) email: string,
    @Arg('password', () => String, { description: 'Password, 8 to 128 characters (Unicode code points), not one of the most common passwords.' })
    password: string,
    @Arg('name', () => String, { nullable: true, description: 'Optional display name, 100 characters at most.' }) name: string | null,
    @Arg('clientMutationId', () => String, CLIENT_MUTATION_ID) clientMutationId: string | null,
    @Ctx() ctx: AppContext,
  ): Promise<AuthPayload> {
    return withIdempotency(ctx, 'register', clientMutationId, { email, password, name }, (input) => auth.register(ctx, input));
  }

  @Public()
  @Mutation(() => AuthPayload, {
    description: 'Signs in. Wrong email or password: UNAUTHENTICATED; too many failures: RATE_LIMITED (details.retryAfterSeconds).',
  })
  login(
    @Arg('email', () => String, { description: 'Email address.' }) email: string,
    @Arg('password', () => String, { description: 'Password.' }) password: string,
    @Ctx() ctx: AppContext,
  ): Promise<AuthPayload> {
    return auth.login(ctx, { email, password });
  }

  @Public()
  @Mutation(() => AuthPayload, {
    description: 'Exchanges a refresh token for a new access token and a new refresh token (the old one stops working; reusing it revokes the session).',
  })
  refreshToken(
    @Arg('refreshToken', () => String, { description: 'The current refresh token.' }) refreshToken: string,
    @Ctx() ctx: AppContext,
  ): Promise<AuthPayload> {
    return auth.refresh(ctx, { refreshToken });
  }

  @Public()
  @Mutation(() => Boolean, {
    description:
      'Ends the session of the bearer token and/or of the given refresh token. Open to callers whose access token expired (they pass the refresh token).',
  })
  logout(
    @Arg('refreshToken', () => String, { nullable: true, description: 'The refresh token of the session to end.' }) refreshToken: string | null,
    @Ctx() ctx: AppContext,
  ): Promise<boolean> {
    return auth.logout(ctx, { refreshToken });
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Changes the password (old one required) and signs out every other session of the user.' })
  changePassword(
    @Arg('oldPassword', () => String, { description: 'Current password.' }) oldPassword: string,
    @Arg('newPassword', () => String, { description: 'New password, 8 to 128 characters (Unicode code points), not one of the most common passwords.' })
    newPassword: string,
    @Ctx() ctx: AppContext,
  ): Promise<boolean> {
    return auth.changePassword(ctx, { oldPassword, newPassword });
  }

  @Public()
  @Mutation(() => Boolean, {
    description:
      'Mails a single-use password reset link (30 minutes) when the email has an account; answers true either way. RATE_LIMITED past 3 requests per email or 20 per client address and hour; UNAVAILABLE when the server sends no email.',
  })
  requestPasswordReset(@Arg('email', () => String, { description: 'The account’s email address.' }) email: string, @Ctx() ctx: AppContext): Promise<boolean> {
    return requestPasswordReset(ctx, { email });
  }

  @Public()
  @Mutation(() => Boolean, {
    description:
      'Sets a new password with the token of a reset link, and signs out every session of the user (they sign in again). BAD_USER_INPUT on `token` when the link is unknown, used or expired.',
  })
  resetPassword(
    @Arg('token', () => String, { description: 'The token of the reset link (its `token` parameter).' }) token: string,
    @Arg('newPassword', () => String, { description: 'New password, 8 to 128 characters (Unicode code points), not one of the most common passwords.' })
    newPassword: string,
    @Ctx() ctx: AppContext,
  ): Promise<boolean> {
    return resetPassword(ctx, { token, newPassword });
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Stores the language of the signed-in user’s emails (the web sends its language when the user switches).' })
  setMyLanguage(@Arg('locale', () => LocaleEnum, { description: 'fr or en.' }) locale: 'fr' | 'en', @Ctx() ctx: AppContext): Promise<boolean> {
    return auth.setMyLanguage(ctx, { locale });
  }
}

/** GraphQL adapter of the auth module: resolver classes are added to this list. */
export const authResolvers: ResolverClass[] = [AuthResolver];
