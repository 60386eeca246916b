// Dance-style colours and how an event's style is found (spec §3): the first danceStyles entry,
// else a keyword in the title, else "other". The calendar paints with them; so does the share
// card the server draws for an event without a poster.
import { stylesIn } from './dance-style-keywords';

export const PRIMARY_PURPLE = '#5b2a86';

export const STYLE_COLOURS: Readonly<Record<string, string>> = {
  zouk: '#00796b',
  bachata: '#7b1fa2',
  salsa: '#d32f2f',
  tango: '#8a6d0b',
  kizomba: '#8e24aa',
  forro: '#b85000',
  samba: '#1565c0',
  lambada: '#8b0000',
  merengue: '#d81b60',
  'west coast swing': '#2e7d32',
};

export function styleOf(event: {
  danceStyles?: string[];
  title?: string;
  name?: string;
  description?: string;
}): string {
  const first = event.danceStyles?.[0]?.toLowerCase();
  if (first) return first;
  return stylesIn(`${event.title ?? event.name ?? ''}`)[0] ?? 'other';
}

export function colourOf(style: string): string {
  return STYLE_COLOURS[style] ?? PRIMARY_PURPLE;
}
