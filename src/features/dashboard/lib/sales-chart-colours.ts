// The colours of ticket types on the sales chart and in its legend: distinct from each other, and
// each at least 3:1 against the card's white background.
const COLOURS = ['#1f5fbf', '#c2410c', '#0f766e', '#7e22ce', '#a16207', '#be123c', '#4d7c0f'];

export const typeColour = (index: number): string => COLOURS[index % COLOURS.length]!;
