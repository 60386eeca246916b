// The logger services write to: Fastify's (pino) or anything with the same methods, so that
// services need nothing of the HTTP framework.
type LogFn = (objectOrMessage: unknown, message?: string) => void;

export interface Logger {
  info: LogFn;
  warn: LogFn;
  error: LogFn;
}
