// Settings › Organisation Information (spec §2): the Facebook Page card and the Business Details
// form with Save Details, which keeps the school's time zone too.
import { useState, type FormEvent } from 'react';
import type { OrganisationInfo } from '@/contract/organisations';
import { FormMessages } from '@/components/form-messages';
import { TextField } from '@/components/text-field';
import { TimeZoneSelect } from '@/components/time-zone-select';
import { failureMessage } from '@/lib/api/result';
import { useTimedMessage } from '@/lib/use-timed-message';
import { useSaveSettings } from '../api/save-settings';
import { FacebookPageCard } from './facebook-page-card';

interface Props {
  organisationId: string;
  info: OrganisationInfo;
  timeZone: string;
}

const FIELDS = [
  { name: 'businessName', label: 'Business Name', type: 'text' },
  { name: 'category', label: 'Category', type: 'text' },
  { name: 'contactEmail', label: 'Contact Email', type: 'email' },
  { name: 'contactPhone', label: 'Contact Phone', type: 'tel' },
  { name: 'website', label: 'Website', type: 'url' },
] as const;

export function OrganisationInfoForm({ organisationId, info, timeZone }: Props) {
  const [details, setDetails] = useState(info);
  const [zone, setZone] = useState(timeZone);
  const [error, setError] = useState<string | null>(null);
  const [success, showSuccess] = useTimedMessage();
  const save = useSaveSettings(organisationId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const result = await save.mutateAsync({ organisationInfo: details, timeZone: zone });
    if (result.ok) showSuccess('Business details saved.');
    else setError(failureMessage(result, 'Failed to save details. Please try again.'));
  };

  return (
    <div className="form">
      <FacebookPageCard organisationId={organisationId} info={info} />
      <form className="form" onSubmit={(event) => void submit(event)} aria-label="Business Details">
        <h4>Business Details</h4>
        {FIELDS.map((field) => (
          <TextField
            key={field.name}
            id={`business-${field.name}`}
            label={field.label}
            type={field.type}
            value={details[field.name]}
            onValue={(value) => setDetails({ ...details, [field.name]: value })}
          />
        ))}
        <TextField
          id="business-address"
          label="Address"
          value={details.address.fullAddress}
          onValue={(value) => setDetails({ ...details, address: { fullAddress: value } })}
        />
        <TextField
          id="business-description"
          label="Description"
          rows={4}
          value={details.description}
          onValue={(value) => setDetails({ ...details, description: value })}
        />
        <TimeZoneSelect
          id="business-time-zone"
          label="Time zone"
          value={zone}
          onValue={setZone}
          hint="New events are on this clock; events already made keep their own."
        />
        <FormMessages error={error} success={success} />
        <div className="button-row">
          <button type="submit" className="button button-primary" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Details'}
          </button>
        </div>
      </form>
    </div>
  );
}
