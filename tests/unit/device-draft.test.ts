// A wizard form kept on the device is restored only when it is of this version and reads as a
// form; an older or damaged copy is set aside instead of reaching the inputs.
import { describe, expect, it } from 'vitest';
import { DEVICE_DRAFT_VERSION, restoredForm } from '@/features/wizard/lib/device-draft';
import { blankTicketType, newForm } from '@/features/wizard/lib/wizard-form';

describe('a wizard form kept on this device', () => {
  const form = { ...newForm(null), title: 'Kizomba Night', ticketTypes: [blankTicketType()] };

  it('comes back as it was when it is of this version, or from before versions', () => {
    expect(restoredForm({ version: DEVICE_DRAFT_VERSION, form })).toEqual(form);
    expect(restoredForm({ form })).toEqual(form);
  });

  it('is set aside when it is of another version or does not read as a form', () => {
    expect(restoredForm({ version: DEVICE_DRAFT_VERSION + 1, form })).toBeNull();
    expect(restoredForm({ version: DEVICE_DRAFT_VERSION, form: { title: 5 } })).toBeNull();
    expect(
      restoredForm({ version: DEVICE_DRAFT_VERSION, form: { ...form, ticketTypes: [] } }),
    ).toBeNull();
    expect(restoredForm({ version: DEVICE_DRAFT_VERSION, form: null })).toBeNull();
  });
});
