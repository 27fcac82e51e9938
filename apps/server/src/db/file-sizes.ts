// The embedded database's file sizes, kept between seeks (decision 056; docs/performance.md "File sizes kept").
// PostgreSQL asks a relation file's size by seeking to its end, each time it plans a query on the relation and each
// time a sequential scan starts. PGlite's Node file system (Emscripten's NODEFS) answers every such seek with an fstat
// system call: 5–10 % of the server's CPU for a candidate's page read from the database. Here the size a seek found is
// kept per file and forgotten by anything that can change it, made through the same file system: a write (which
// extends a file), a truncation or any other change of attributes, through a file or through its path. A file unlinked
// or replaced is a new node, with no size kept. The data directory has one owner process (lib/data-dir-owner.ts), so
// no other process changes its files while it runs.

/** What this uses of Emscripten's module: NODEFS's operations, and FS's file test and error. */
export type EmscriptenFiles = {
  NODEFS: {
    stream_ops: { llseek: LlSeek; write: (...args: never[]) => number; setattr?: (...args: never[]) => void };
    node_ops: { setattr: (...args: never[]) => void };
  };
  FS: { isFile(mode: number): boolean; ErrnoError: new (errno: number) => Error };
};

type Node = { mode: number };
type Stream = { node: Node };
type LlSeek = (stream: Stream, offset: number, whence: number) => number;

const SEEK_END = 2;
const EINVAL = 28;
/** Marks a NODEFS whose operations are already wrapped (two databases in one process share its operations). */
const WRAPPED = Symbol('portal file sizes');

export type FileSizes = {
  /** Sizes found by an fstat (each a seek to a file's end not answered from what was kept). */
  readonly lookups: number;
  /** Seeks to a file's end answered from what was kept. */
  readonly kept: number;
};

/**
 * Wraps NODEFS's seek, write and attribute changes in `files` (PGlite's `mod`) once; later calls give the same
 * counters. Its seeks from the start or the current position, and on what is not a file, are NODEFS's own.
 */
export function keepFileSizes(files: EmscriptenFiles): FileSizes {
  const nodefs = files.NODEFS as EmscriptenFiles['NODEFS'] & { [WRAPPED]?: FileSizes };
  if (nodefs[WRAPPED]) return nodefs[WRAPPED];
  const sizes = new WeakMap<Node, number>();
  const counters = { lookups: 0, kept: 0 };
  const ops = nodefs.stream_ops;
  const { llseek, write, setattr } = ops;
  const nodeSetattr = nodefs.node_ops.setattr;
  ops.llseek = function (this: unknown, stream, offset, whence) {
    if (whence !== SEEK_END || !files.FS.isFile(stream.node.mode)) return llseek.call(this, stream, offset, whence);
    let size = sizes.get(stream.node);
    if (size === undefined) {
      size = llseek.call(this, stream, 0, SEEK_END);
      sizes.set(stream.node, size);
      counters.lookups++;
    } else counters.kept++;
    const position = size + offset;
    if (position < 0) throw new files.FS.ErrnoError(EINVAL);
    return position;
  };
  // Forgotten before the change is made: a write or truncation that fails half way leaves no size behind either.
  ops.write = function (this: unknown, ...args: never[]) {
    sizes.delete((args[0] as unknown as Stream).node);
    return write.apply(this, args);
  };
  if (setattr) {
    ops.setattr = function (this: unknown, ...args: never[]) {
      sizes.delete((args[0] as unknown as Stream).node);
      return setattr.apply(this, args);
    };
  }
  nodefs.node_ops.setattr = function (this: unknown, ...args: never[]) {
    sizes.delete(args[0] as unknown as Node);
    return nodeSetattr.apply(this, args);
  };
  nodefs[WRAPPED] = counters;
  return counters;
}
