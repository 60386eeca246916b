// A scanned ticket's holder answers to the event's questions ("Your level: Improver", "Photo
// consent: No"), under the result, so the door sees a waiver not accepted or a level at a glance —
// and "Answers missing" when a required question is unanswered (a ticket passed on starts with
// none), so the door asks its holder there and then.
interface Props {
  answers: ReadonlyArray<{ label: string; answer: string }>;
  /** A required question of the ticket is unanswered. */
  missing?: boolean;
}

export function DoorAnswers({ answers, missing = false }: Props) {
  return (
    <section className="door-add-ons" aria-labelledby="door-answers-title">
      <h2 id="door-answers-title">Answers</h2>
      {missing && (
        <p className="alert alert-error" role="status">
          Answers missing: ask the holder.
        </p>
      )}
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
