// The dance styles to tick on a guide's forms: the project's style list (less "other").
import type { DanceStyle } from '@/contract/events';
import { stylesText } from '@/contract/dance-style-names';
import { INSTRUCTOR_STYLES } from '@/contract/instructors';

interface Props {
  chosen: DanceStyle[];
  onChange: (styles: DanceStyle[]) => void;
}

export function StyleChoices({ chosen, onChange }: Props) {
  const toggle = (style: DanceStyle) =>
    onChange(chosen.includes(style) ? chosen.filter((one) => one !== style) : [...chosen, style]);
  return (
    <fieldset>
      <legend>Dance styles</legend>
      <div className="style-choices">
        {INSTRUCTOR_STYLES.map((style) => (
          <label key={style}>
            <input
              type="checkbox"
              checked={chosen.includes(style)}
              onChange={() => toggle(style)}
            />{' '}
            {stylesText([style])}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
