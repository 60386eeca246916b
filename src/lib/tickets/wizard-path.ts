// The wizard's address for a school's existing tickets, opened for editing (the dashboard's Edit
// and the wizard's "Open them to edit" both lead there).
export const editTicketsPath = (configurationId: string) =>
  `/create-tickets?draft=${encodeURIComponent(configurationId)}&mode=edit`;
