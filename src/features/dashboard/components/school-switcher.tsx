// The school a member of several acts for: a choice shown only to those with more than one.
// Choosing one keeps it on this device and reloads what the dashboard read for the other school.
import { useQueryClient } from '@tanstack/react-query';
import { TEAM_ROLE_LABELS, type MySchool } from '@/contract/team';
import { chooseSchool } from '@/lib/organisation/current-school';

export function SchoolSwitcher({ schools, current }: { schools: MySchool[]; current: string }) {
  const queryClient = useQueryClient();
  if (schools.length < 2) return null;
  return (
    <div className="school-switcher">
      <label htmlFor="school-switcher">School</label>
      <select
        id="school-switcher"
        value={current}
        onChange={(event) => {
          chooseSchool(event.target.value);
          void queryClient.resetQueries();
        }}
      >
        {schools.map((school) => (
          <option key={school.organisationId} value={school.organisationId}>
            {school.name} ({TEAM_ROLE_LABELS[school.role]})
          </option>
        ))}
      </select>
    </div>
  );
}
