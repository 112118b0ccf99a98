import { Migration } from '@mikro-orm/migrations';

/** Companies keep their subsidiaries (name + ownership relation) for the sponsor resolver. */
export class Migration20261121100000CompanySubsidiaries extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "companies" add column "subsidiaries" jsonb not null default '[]';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "companies" drop column "subsidiaries";`);
  }
}
