// Keeps a loading state visible long enough to be read (spec §9: at least 1500 ms).
export const MIN_LOADING_MS = 1500;

export async function withMinimumDuration<T>(work: Promise<T>, ms = MIN_LOADING_MS): Promise<T> {
  const [result] = await Promise.all([work, new Promise((resolve) => setTimeout(resolve, ms))]);
  return result;
}
