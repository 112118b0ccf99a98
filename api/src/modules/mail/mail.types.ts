import { Field, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { enumOf } from '../trials/trials.enums.js';
import { MAIL_KINDS, MAIL_STATUSES, type MailKind, type MailStatus } from './mail.entity.js';

export const MailKindEnum = enumOf<MailKind>(MAIL_KINDS);
registerEnumType(MailKindEnum, { name: 'MailKind', description: 'ALERTS (alerts mailed as they come), DIGEST (the daily digest), PASSWORD_RESET.' });

export const MailStatusEnum = enumOf<MailStatus>(MAIL_STATUSES);
registerEnumType(MailStatusEnum, {
  name: 'MailStatus',
  description: 'PENDING (queued, or to be retried after a relay failure), SENT (accepted by the relay), FAILED (given up).',
});

@ObjectType('MailServerStatus', { description: 'Whether this server sends email.' })
export class MailServerStatusType {
  @Field(() => Boolean, { description: 'SMTP_URL and MAIL_FROM are set: alerts by email and password resets work.' })
  enabled!: boolean;
}

@ObjectType('MailMessage', { description: 'One mail of the outbox, as its recipient sees it.' })
export class MailMessageType {
  @Field(() => ID, { description: 'The mail.' })
  id!: string;
  @Field(() => MailKindEnum, { description: 'What it is.' })
  kind!: MailKind;
  @Field(() => String, { description: 'Its subject.' })
  subject!: string;
  @Field(() => MailStatusEnum, { description: 'Where it stands.' })
  status!: MailStatus;
  @Field(() => Int, { description: 'Attempts so far.' })
  attempts!: number;
  @Field(() => String, { nullable: true, description: 'Why the last attempt failed.' })
  lastError!: string | null;
  @Field(() => GraphQLISODateTime, { description: 'When it was queued.' })
  createdAt!: Date;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the relay accepted it.' })
  sentAt!: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'PENDING: when the next attempt runs.' })
  nextAttemptAt!: Date | null;
}
