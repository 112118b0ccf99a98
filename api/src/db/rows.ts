import type { EntityKey, EntityName, Primary, PrimaryKeyProp, Scalar } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/** What a plain row holds for a property: a relation as its primary key, and NULL rather than undefined. */
type RowValue<V> = V extends undefined ? never : V extends Scalar | readonly unknown[] ? V : V extends { [PrimaryKeyProp]?: unknown } ? Primary<V> : V;

/**
 * A plain row of entity E with properties K, as `qb.execute()` returns it (results mapped to
 * property names, timestamps as Date, relations as their primary key): the type of every read that
 * does not need managed entities. Declare the select list once and derive the row from it:
 *
 *     const USER_FIELDS = ['id', 'email', 'name'] as const satisfies readonly EntityKey<UserEntity>[];
 *     type UserRow = Row<UserEntity, (typeof USER_FIELDS)[number]>;
 */
export type Row<E extends object, K extends EntityKey<E> = EntityKey<E>> = { -readonly [P in K]: RowValue<E[P]> };

/** Properties whose values a raw statement returns as they are (the driver hands timestamps over as text). */
export type RawSafeKey<E extends object> = { [P in EntityKey<E>]: Extract<E[P], Date> extends never ? P : never }[EntityKey<E>];

/** The column of an entity property, from the metadata (for the statements SQL is the point of). */
export function columnOf<E extends object>(em: EntityManager, entity: EntityName<E>, prop: EntityKey<E>): { name: string; type: string } {
  const p = em.getMetadata().get<E>(entity).properties[prop];
  return { name: p.fieldNames[0], type: p.columnTypes[0] };
}

/**
 * A QueryBuilder select field of a joined entity's property under another name: `alias.column as name`
 * (QueryBuilder turns property names into columns only in fields without `as`).
 */
export function joinedField<E extends object>(em: EntityManager, entity: EntityName<E>, alias: string, prop: EntityKey<E>, name: string = prop): string {
  return `${alias}.${columnOf(em, entity, prop).name} as ${name}`;
}

/**
 * The select (or returning) list `alias.column as "prop"` of a raw statement, from the entity's
 * metadata: the statement's rows are then `Row<E, K>`.
 */
export function selectList<E extends object, K extends RawSafeKey<E>>(em: EntityManager, entity: EntityName<E>, alias: string, props: readonly K[]): string {
  return props.map((p) => `${alias}.${columnOf(em, entity, p).name} as "${p}"`).join(', ');
}
