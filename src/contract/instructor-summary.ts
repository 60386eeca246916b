// The one-line summary of an instructor's profile (styles, cities, bio's start) that the page's
// description, its share preview and its title in a list all use.
import { stylesText } from './dance-style-names';
import type { InstructorProfile } from './instructors';

/** "Zouk and bachata instructor in Sydney and Melbourne. Teaching since 2012…" */
export function instructorSummary(profile: InstructorProfile): string {
  const styles = profile.danceStyles.length
    ? `${stylesText(profile.danceStyles)} instructor`
    : 'Dance instructor';
  const where = profile.cities.length ? ` in ${profile.cities.join(', ')}` : '';
  const bio = profile.bio.replace(/\s+/g, ' ').trim();
  const body = bio.length > 160 ? `${bio.slice(0, 157)}…` : bio;
  return body ? `${styles}${where}. ${body}` : `${styles}${where}.`;
}
