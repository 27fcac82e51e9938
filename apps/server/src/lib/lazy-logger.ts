// Fastify gives each request a child logger bound to its request id. Making one (pino serialises the bindings) costs
// more than most requests ever log: this child is made on the first line that is actually written at its level.
import type { FastifyBaseLogger } from 'fastify';

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
type Level = (typeof LEVELS)[number];
type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];

export const lazyChildLogger = (parent: FastifyBaseLogger, bindings: Bindings, options?: ChildOptions): FastifyBaseLogger => {
  // A route with a level of its own gets its child at once (its level, not the parent's, decides what is written).
  if (options && Object.keys(options).length > 0) return parent.child(bindings, options);
  let real: FastifyBaseLogger | null = null;
  const child = () => (real ??= parent.child(bindings, options));
  const enabled = (level: Level) => {
    const logger = (real ?? parent) as FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };
    return logger.isLevelEnabled ? logger.isLevelEnabled(level) : true;
  };
  const logger = {
    get level() {
      return (real ?? parent).level;
    },
    set level(value: string) {
      child().level = value;
    },
    child: (more: Bindings, moreOptions?: ChildOptions) => child().child(more, moreOptions),
    silent: () => undefined,
  } as unknown as FastifyBaseLogger;
  for (const level of LEVELS) {
    (logger as unknown as Record<Level, (...args: unknown[]) => void>)[level] = (...args: unknown[]) => {
      if (enabled(level)) (child()[level] as (...a: unknown[]) => void)(...args);
    };
  }
  return logger;
};
