import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';

/** The app's two languages: the language of a user's emails. */
export const LocaleEnum = { fr: 'fr', en: 'en' } as const;
registerEnumType(LocaleEnum, { name: 'Locale', description: 'fr (French, the default) or en (English).' });

@ObjectType({ description: 'A registered user, as shown to that user.' })
export class User {
  @Field(() => ID, { description: 'User id.' })
  id!: string;

  @Field(() => String, { description: 'Email address (lower-case).' })
  email!: string;

  @Field(() => String, { nullable: true, description: 'Display name, if given at sign-up.' })
  name!: string | null;
}

@ObjectType({ description: 'Tokens of a new or refreshed session.' })
export class AuthPayload {
  @Field(() => String, {
    description: 'Signed access token (15 minutes), sent as `Authorization: Bearer <token>` and in graphql-ws connectionParams `{ authorization }`.',
  })
  accessToken!: string;

  @Field(() => String, { description: 'Opaque refresh token (30 days, single use: every refresh returns a new one).' })
  refreshToken!: string;

  @Field(() => User, { description: 'The signed-in user.' })
  user!: User;
}
