// What a `portal` command is given to do its work, wherever it runs: in a process of its own (which opens the database
// itself) or inside the running portal that owns the embedded database (its database; the output goes back to the
// operator over the command socket, cli/control-socket.ts). The commands of cli/program.ts and of every module's
// cli.ts take it from here, below the list of commands (cli/commands.ts) that registers them.
import type { Database } from '../db/client';

export type WithDatabase = <T>(work: (database: Database) => Promise<T>) => Promise<T>;

export type CommandContext = {
  withDatabase: WithDatabase;
  /** One line of the command's output (what the operator reads on stdout). */
  print: (line: string) => void;
  /** A path the operator typed, from the folder the command was run in (the portal's own folder may differ). */
  resolvePath: (file: string) => string;
};
