import { CompiledQuery, type Compilable, type Kysely, type QueryResult, type Transaction } from "kysely";
import { dialectOf, type Dialect } from "./dialect.server";
import type { Database } from "./schema.server";

// Kysely builds and compiles every statement anew: frozen node trees and string work, 10-25 µs a
// statement on this project's machines, and a booking runs about a dozen of them on one thread
// (docs/benchmarks.md, ADR 072). The booking path's statements never change shape, so each is built
// once per engine with markers where its values go; a run binds its values to that compiled text,
// which the SQLite statement cache (ADR 063) then finds already prepared.

type Db = Kysely<Database> | Transaction<Database>;
type Scalar = string | number | null;

const MARK = "\u0000ilimi-value-";
const END = "\u0000";

type Shape = { sql: string; binds: ({ value: number } | { constant: unknown })[] };

function shapeOf({ sql, parameters }: CompiledQuery, arity: number): Shape {
  // A marker in the text means a value was used as a name or inlined: the text would hold one value for ever.
  if (sql.includes(MARK)) throw new Error("compiledOnce: a value was written into the SQL text; pass it as a value");
  const binds = parameters.map((p) =>
    typeof p === "string" && p.startsWith(MARK) && p.endsWith(END)
      ? { value: Number(p.slice(MARK.length, -END.length)) }
      : { constant: p },
  );
  const used = new Set(binds.flatMap((b) => ("value" in b ? [b.value] : [])));
  if (used.size !== arity) throw new Error(`compiledOnce: ${arity} values declared, ${used.size} bound`);
  return { sql, binds };
}

/**
 * A statement built once per engine. `build` names its values as plain parameters (no defaults, no
 * rest: their count is `build.length`), scalars only (a list would fix its length at the first
 * build), each used as a value and never in JavaScript logic: it runs once, with markers in their
 * place. A value given as undefined is bound as null. The result runs the statement with the values given.
 */
export function compiledOnce<Values extends Scalar[], Row>(
  build: (db: Kysely<Database>, ...values: Values) => Compilable<Row>,
): (db: Db, ...values: Values) => Promise<QueryResult<Row>> {
  const shapes = new Map<Dialect, Shape>();
  return async (db, ...values) => {
    const dialect = dialectOf(db);
    let shape = shapes.get(dialect);
    if (!shape) {
      const markers = Array.from({ length: Math.max(0, build.length - 1) }, (_, i) => `${MARK}${i}${END}`);
      shape = shapeOf(build(db, ...(markers as Values)).compile(), markers.length);
      shapes.set(dialect, shape);
    }
    const parameters = shape.binds.map((b) => ("value" in b ? (values[b.value] ?? null) : b.constant));
    return db.executeQuery(CompiledQuery.raw(shape.sql, parameters) as CompiledQuery<Row>);
  };
}
