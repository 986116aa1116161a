// The layers of app/ as import rules (README, "Layers"; ADR 027). Each block lists what a folder
// must not import; ESLint's no-restricted-imports keeps them. A later block replaces an earlier
// one's options for the same files, so every block carries the whole list for its files, the
// server-only rule included. Proved by app/layers.test.ts.

const reactPackages = "^(react|react-dom|react-router|lucide-react)(/|$)";

/** The browser must never import server-only modules (their types are erased, so those may be shared). */
const serverOnly = {
  regex: "\\.server(\\.tsx?)?$",
  allowTypeImports: true,
  message: "Server-only module: import it from a route module or another *.server.ts file.",
};

/**
 * The domain rooms of app/, bottom first: each imports only the rooms before it in this list, so
 * no import runs back up and no two rooms import each other (issue #24). lib is the shared
 * helpers, delivery and guards the plumbing, forms and audit what every room's posts and records
 * share, flows what spans leads and booking, console the team's. A room followed by sub-rooms
 * ("booking", "booking/store") is its top-level files, the base its sub-rooms build on (ADR 091).
 */
const domainRooms = [
  "lib",
  "estimator",
  "insights",
  "delivery",
  "guards",
  "forms",
  "audit",
  "auth",
  "leads",
  "booking",
  "booking/presenters",
  "booking/calendar",
  "booking/reminders",
  "booking/store",
  "flows",
  "console",
  "console/bookings",
  "console/inbox",
  "console/lead",
  "console/team",
  "console/insights",
];

/** Whether a room has sub-rooms: then it is its top-level files only. */
const hasSubRooms = (room) => domainRooms.some((other) => other.startsWith(`${room}/`));

/** A room's files as an import names them after ~/: the base's files directly in its folder, a sub-room's whole folder. */
const roomPath = (room) => (hasSubRooms(room) ? `${room}/[^/]+$` : `${room}/`);

/** What every domain room must not import, written with ~/ or as a relative path ("../routes/x"). */
const domainForbid = [
  {
    regex: "^(~|(\\.\\./)+)/?(routes|enhance)/",
    message: "Domain modules are plain functions: routes and page scripts use them, not the other way round.",
  },
  {
    regex: "^(~|(\\.\\./)+)/?components/(?!(.*\\.)?contract$)",
    message: "Domain modules do not render: a component's contract (its types) is the most they may share.",
  },
];

/**
 * The database reaches a domain function as a parameter (`db: Kysely<Database>`, ADR 054, 059):
 * the runtime opens it (app/runtime, ADR 083), routes take it from their context. A room that
 * imports the connection would hide which database it touches, and a test could no longer hand it its own.
 */
const connection = {
  regex: "^(~|(\\.\\./)+)/?db/connection\\.server$",
  message:
    "The database comes in as a parameter (db: Kysely<Database>; ADR 059, 083): the runtime opens it, routes read it from context.runtime.",
};

/**
 * The imports of a sub-room written relative to its own wing ("./store/x" from booking/, "../lead/x"
 * from console/inbox/), which the ~/ pattern cannot see: the wing's sub-rooms in `above`.
 */
function relativeInWing(room, above) {
  const wing = room.split("/")[0];
  const names = above.filter((other) => other.startsWith(`${wing}/`)).map((other) => other.slice(wing.length + 1));
  if (names.length === 0) return [];
  return [room.includes("/") ? `^\\.\\./(${names.join("|")})/` : `^\\./(${names.join("|")})/`];
}

/** What the domain room at `index` must not import: the rooms above it, and the connection. */
function roomForbid(room, index) {
  const above = domainRooms.slice(index + 1);
  const message = `The domain rooms are ordered (README, "Layers"): ${room} imports only the rooms below it (${domainRooms.slice(0, index).join(", ") || "none"}), so no arrow runs back up.`;
  return [
    ...domainForbid,
    connection,
    ...(above.length > 0 ? [{ regex: `^(~|(\\.\\./)+)/?(${above.map(roomPath).join("|")})`, message }] : []),
    ...relativeInWing(room, above).map((regex) => ({ regex, message })),
  ];
}

const layers = [
  {
    name: "content",
    files: ["app/content/**/*.{ts,tsx}"],
    forbid: [
      // The retention periods are data the privacy notice quotes; the console's job applies them.
      { regex: "^~/(?!content/|console/retention-policy$)", message: "Content is data: it imports only content." },
      { regex: reactPackages, message: "Content is data: no React in it." },
    ],
  },
  {
    name: "ui",
    files: ["app/components/ui/**/*.{ts,tsx}"],
    forbid: [
      {
        regex:
          "^~/(content|leads|booking|auth|audit|forms|console|estimator|insights|delivery|guards|flows|db|routes|enhance)/",
        allowTypeImports: true,
        message: "components/ui is primitives: copy and data come in as props (a content type is fine).",
      },
      {
        regex: "^~/components/(?!ui/|contract$)",
        message: "components/ui imports only ui and the contract helper: sections use ui, not the other way round.",
      },
      { regex: "^\\.\\./(?!contract$)", message: "components/ui imports only ui and the contract helper." },
    ],
  },
  {
    name: "contracts",
    files: ["app/components/**/*.contract.ts", "app/components/contract.ts"],
    forbid: [
      { regex: reactPackages, message: "A contract is what a page script imports: no React in it." },
      {
        regex: "^~/components/(?!(.*\\.)?contract$)",
        message: "A contract imports other contracts, never components.",
      },
      { regex: "^\\.{1,2}/(?!(.*[./])?contract$)", message: "A contract imports other contracts, never components." },
      {
        regex: "^~/(routes|enhance|db|auth|audit|console|delivery|flows)/",
        message: "A contract holds the hooks and shared lists; it imports no routes, page scripts or storage.",
      },
    ],
  },
  {
    name: "components",
    files: ["app/components/**/*.{ts,tsx}"],
    ignores: ["app/components/ui/**", "app/components/**/*.contract.ts", "app/components/contract.ts"],
    forbid: [
      {
        regex: "^~/(routes|enhance|db)/",
        message:
          "Components render markup: page scripts come through a contract (*.contract.ts), data through props or content.",
      },
    ],
  },
  {
    name: "page scripts",
    files: ["app/enhance/**/*.ts"],
    ignores: ["app/enhance/**/*.test.{ts,tsx}"],
    forbid: [
      {
        regex: "^~/components/(?!(.*\\.)?contract$)",
        message: "A page script imports its component's contract (*.contract.ts), never the component.",
      },
      {
        regex: "^~/(content|routes|db|auth|audit|console|delivery|flows)/",
        message:
          "A page script carries no copy and no server code: what it shows comes from the markup (the contract).",
      },
      { regex: reactPackages, message: "No React in the browser on public pages (ADR 008, 026)." },
    ],
  },
  ...domainRooms.map((room, index) => ({
    name: `domain: ${room}`,
    files: [hasSubRooms(room) ? `app/${room}/*.{ts,tsx}` : `app/${room}/**/*.{ts,tsx}`],
    ignores: ["app/**/*.test.{ts,tsx}"],
    forbid: roomForbid(room, index),
  })),
  {
    // The composition root (ADR 083): built from the domain, below the routes that read it.
    name: "runtime",
    files: ["app/runtime/**/*.ts"],
    entryPoint: true,
    forbid: [
      {
        regex: "^(~|(\\.\\./)+)/?(routes|enhance|components)/",
        message:
          "The runtime is built from the domain and handed to the routes: it imports no route, page script or component.",
      },
    ],
  },
  {
    name: "db",
    files: ["app/db/**/*.ts"],
    // The one content module it may name: the languages a record can be in (migration 0006), a leaf with no imports.
    forbid: [
      {
        regex: "^~/(?!db/|env\\.server$|lib/logger\\.server$|content/locale$)",
        message:
          "db is the bottom layer: connection and migrations, importing only configuration, the logger and the list of languages.",
      },
    ],
  },
  {
    name: "routes",
    files: ["app/routes/**/*.{ts,tsx}"],
    forbid: [
      {
        regex: "^~/enhance/",
        message: "A route names its page script in its handle (lib/page-handle.ts); root.tsx loads it.",
      },
    ],
  },
];

/** Files where importing a server-only module is fine. */
const serverFiles = [
  "app/**/*.server.ts",
  "app/**/*.server.tsx",
  "app/routes/**",
  "app/entry.server.tsx",
  "app/**/*.test.ts",
  "app/**/*.test.tsx",
];

/**
 * The composition root's two doors (ADR 083): the process's configuration (env(), readEnv() in
 * app/runtime/config.server.ts) and the opening of the database (initDatabase(), closeDatabase()).
 * Only the runtime, server/ and scripts/ go through them (and tests, which build their own);
 * everything else is handed what they made. Proved by app/runtime/runtime-doors.test.ts.
 */
const runtimeOnly = [
  {
    regex: "(^|/)runtime/config\\.server$",
    message:
      "The configuration is read once, by the runtime (ADR 083): a route reads context.runtime.config, a domain module takes its settings as parameters.",
  },
  {
    regex: "(^|/)connection\\.server$",
    importNames: ["initDatabase", "closeDatabase"],
    message:
      "The database is opened once, by the runtime (ADR 083): a route reads context.runtime.db (dbOf(context)), a domain module takes db as a parameter.",
  },
];

const rule = (patterns, { entryPoint = false } = {}) => ({
  "no-restricted-imports": ["error", { patterns: [...patterns, ...(entryPoint ? [] : runtimeOnly), testsOnlyHandle] }],
});

/** getDb() is the tests' handle on the database they opened; app and server code open it with initDatabase() (ADR 059). */
const testsOnlyHandle = {
  regex: "^(~|(\\.\\./)+)/?db/connection\\.server$",
  importNames: ["getDb"],
  message: "getDb() is for tests: an entry point opens the database with initDatabase() and hands it down (ADR 059).",
};

export const layerBlocks = [
  // Every file of app/ outside a block below (entry.server.tsx, the root's *.server.ts): the runtime's doors stay shut.
  {
    name: "app: the runtime's doors",
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/runtime/**", "app/**/*.test.{ts,tsx}"],
    rules: rule([]),
  },
  // The server, the command lines and the benches are entry points: they build the runtime (ADR 083).
  {
    name: "entry points: server and scripts",
    files: ["server/**/*.ts", "scripts/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: rule([], { entryPoint: true }),
  },
  // Everywhere in app/ outside a layer below, the server-only rule alone.
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: [...serverFiles, "app/runtime/**"],
    rules: rule([serverOnly]),
  },
  ...layers.flatMap((layer) => [
    {
      name: `layer: ${layer.name}`,
      files: layer.files,
      ignores: [...(layer.ignores ?? []), ...serverFiles],
      rules: rule([...layer.forbid, serverOnly], layer),
    },
    // The same layer's server-only files (*.server.ts) keep the layer's arrows, without the server-only rule.
    ...layer.files.map((glob) => ({
      name: `layer: ${layer.name} (server)`,
      files: [[glob, "{app/**/*.server.ts,app/**/*.server.tsx,app/routes/**}"]],
      ignores: [...(layer.ignores ?? []), "app/**/*.test.{ts,tsx}"],
      rules: rule(layer.forbid, layer),
    })),
  ]),
];
