import { Ctx, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { Public } from '../../graphql/public.js';
import type { ResolverClass } from '../../graphql/resolver-class.js';
import { mailStatus } from './mail.service.js';
import { MailServerStatusType } from './mail.types.js';

@Resolver()
class MailResolver {
  @Public()
  @Query(() => MailServerStatusType, { description: 'Whether this server sends email (without it: no alerts by email, no password reset).' })
  mailStatus(@Ctx() ctx: AppContext): MailServerStatusType {
    return mailStatus(ctx);
  }
}

export const mailResolvers: ResolverClass[] = [MailResolver];
