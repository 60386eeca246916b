// Log lines a person can scan in a terminal ("06:40:01 INFO  Floorcraft is ready at … database=embedded"),
// made from the JSON lines pino writes; LOG_FORMAT=json (the default when the output is not a
// terminal) keeps pino's JSON for machines.

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
/** pino's own fields, shown in their place rather than as key=value. */
const OWN_FIELDS = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'err', 'reqId']);

function valueText(value: unknown): string {
  if (typeof value === 'string') return /[\s="]/.test(value) ? JSON.stringify(value) : value;
  return JSON.stringify(value) ?? String(value);
}

function clock(time: unknown): string {
  const date = typeof time === 'number' ? new Date(time) : new Date();
  return date.toISOString().slice(11, 19);
}

/** One JSON log line as a readable line (and the error's stack, indented, under it). */
export function readableLogLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.trimEnd();
  }
  const level = LEVELS[entry.level as number] ?? String(entry.level);
  const request = entry.req as { method?: string; url?: string } | undefined;
  const response = entry.res as { statusCode?: number } | undefined;
  const fields = Object.entries(entry)
    .filter(
      ([key, value]) =>
        !OWN_FIELDS.has(key) && key !== 'req' && key !== 'res' && value !== undefined,
    )
    .map(([key, value]) => `${key}=${valueText(value)}`);
  const parts = [clock(entry.time), level.padEnd(5), String(entry.msg ?? '')];
  if (request?.method) parts.push(`${request.method} ${request.url ?? ''}`);
  if (response?.statusCode) parts.push(String(response.statusCode));
  if (entry.reqId !== undefined) fields.push(`reqId=${valueText(entry.reqId)}`);
  let line = [...parts, ...fields].filter((part) => part !== '').join(' ');
  const error = entry.err as { stack?: string; message?: string } | undefined;
  if (error)
    line += `\n    ${(error.stack ?? error.message ?? valueText(error)).replace(/\n/g, '\n    ')}`;
  return line;
}

/** A destination for pino that writes readable lines to standard output. */
export function readableLogStream(out: NodeJS.WritableStream = process.stdout) {
  return {
    write(chunk: string) {
      for (const json of chunk.split('\n'))
        if (json.trim() !== '') out.write(`${readableLogLine(json)}\n`);
    },
  };
}
