/**
 * The TypeScript type of a JSON Schema written `as const`, for the subset the contracts use:
 * `type` (one or a list), `enum`, `properties` with `required`, `items`, `additionalProperties`
 * (a schema, or `true` beside `properties`). The schema stays the one
 * source: the server validates and documents with it, and the client's types come from it, so the
 * two cannot drift apart. Constraints (lengths, patterns, bounds) narrow no type; the server checks them.
 */
export type Static<S> = S extends { enum: readonly (infer E)[] }
  ? E
  : S extends { type: infer T }
    ? T extends readonly (infer U)[]
      ? OfType<U, S>
      : OfType<T, S>
    : unknown;

type OfType<T, S> = T extends 'string'
  ? string
  : T extends 'integer' | 'number'
    ? number
    : T extends 'boolean'
      ? boolean
      : T extends 'null'
        ? null
        : T extends 'array'
          ? S extends { items: infer I }
            ? Static<I>[]
            : unknown[]
          : T extends 'object'
            ? ObjectOf<S>
            : never;

type RequiredKeys<S> = S extends { required: readonly (infer R)[] } ? R : never;

/** The properties a schema names, those in `required` required; an object naming none maps any key to its `additionalProperties`. */
type ObjectOf<S> = S extends { properties: infer P }
  ? Readable<{ [K in keyof P & RequiredKeys<S>]: Static<P[K]> } & { [K in Exclude<keyof P, RequiredKeys<S>>]?: Static<P[K]> }> & OthersOf<S>
  : S extends { additionalProperties: infer A extends object }
    ? Record<string, Static<A>>
    : Record<string, unknown>;

/** An object open beyond the properties it names (`additionalProperties: true`) may hold any other key. */
type OthersOf<S> = S extends { additionalProperties: true } ? Record<string, unknown> : unknown;

/** Writable fields: `as const` makes the schema readonly, not the values the client builds from its type. */
type Readable<T> = { -readonly [K in keyof T]: T[K] };
