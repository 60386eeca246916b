// Timetables (spec §2): coming soon — schedule images per festival day, Thursday to Sunday.
export function TimetablesTab() {
  return (
    <section className="card" aria-labelledby="timetables-heading">
      <h2 id="timetables-heading">Timetables</h2>
      <p>
        Coming soon: upload your timetable as an image for each day — Thursday, Friday, Saturday and
        Sunday — and dancers will see it with your event in the app.
      </p>
    </section>
  );
}
