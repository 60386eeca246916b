// A scanned ticket's holder answers to the event's questions ("Your level: Improver", "Photo
// consent: No"), under the result, so the door sees a waiver not accepted or a level at a glance.
interface Props {
  answers: ReadonlyArray<{ label: string; answer: string }>;
}

export function DoorAnswers({ answers }: Props) {
  return (
    <section className="door-add-ons" aria-labelledby="door-answers-title">
      <h2 id="door-answers-title">Answers</h2>
      <ul>
        {answers.map((line) => (
          <li key={line.label}>
            <span>
              {line.label}: <strong>{line.answer || '—'}</strong>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
