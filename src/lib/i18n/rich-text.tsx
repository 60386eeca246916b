// A translated sentence with elements inside it (a link mid-sentence): the message marks them
// <0>…</0>, <1>…</1>, and each is drawn by the function at that index, so a translation moves the
// link with its words ("Dance schools can <0>sign in here</0>").
import { Fragment, type ReactNode } from 'react';

const PART = /<(\d+)>(.*?)<\/\1>/g;

export function richText(
  message: string,
  parts: ReadonlyArray<(children: string) => ReactNode>,
): ReactNode[] {
  const drawn: ReactNode[] = [];
  let last = 0;
  for (const match of message.matchAll(PART)) {
    if (match.index > last) drawn.push(message.slice(last, match.index));
    const draw = parts[Number(match[1])];
    drawn.push(<Fragment key={match.index}>{draw ? draw(match[2]!) : match[2]}</Fragment>);
    last = match.index + match[0].length;
  }
  if (last < message.length) drawn.push(message.slice(last));
  return drawn;
}
