// Settings › Ticketing Defaults (spec §2, §5, §8): default ticket types, refund policy and terms,
// Apply Template and Save Ticketing Defaults.
import { useState } from 'react';
import {
  applyTemplateResponseSchema,
  type TicketingDefaults,
  type TicketTemplate,
} from '@/contract/organisations';
import { FormMessages } from '@/components/form-messages';
import { failureMessage, isConnectionFailure } from '@/lib/api/result';
import { useTimedMessage } from '@/lib/use-timed-message';
import { useApplyTemplate } from '../api/apply-template';
import { useSaveSettings } from '../api/save-settings';
import {
  allValid,
  DEFAULT_TYPES_INCOMPLETE,
  invalidFieldsOf,
  type DefaultTicketDraft,
} from '../lib/default-ticket-rules';
import { DefaultTicketFields } from './default-ticket-fields';
import { TemplateModal } from './template-modal';

interface Props {
  organisationId: string;
  defaults: TicketingDefaults;
}

let nextKey = 0;
const draftsOf = (defaults: TicketingDefaults): DefaultTicketDraft[] =>
  defaults.defaultTicketTypes.map((type) => ({
    key: `type-${nextKey++}`,
    name: type.name,
    price: String(type.price),
    description: type.description,
  }));

export function TicketingDefaultsForm({ organisationId, defaults }: Props) {
  const [types, setTypes] = useState(() => draftsOf(defaults));
  const [refundPolicy, setRefundPolicy] = useState(defaults.defaultRefundPolicy);
  const [terms, setTerms] = useState(defaults.defaultTermsAndConditions);
  const [showErrors, setShowErrors] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, showSuccess] = useTimedMessage();
  const [choosing, setChoosing] = useState(false);
  const save = useSaveSettings(organisationId);
  const apply = useApplyTemplate(organisationId);
  const invalid = invalidFieldsOf(types);

  const submit = async () => {
    setError(null);
    setShowErrors(true);
    if (!allValid(invalid)) return setError(DEFAULT_TYPES_INCOMPLETE);
    const result = await save.mutateAsync({
      ticketingDefaults: {
        defaultTicketTypes: types.map((type) => ({
          name: type.name.trim(),
          price: Number(type.price),
          currency: 'AUD',
          quantity: 100,
          description: type.description.trim(),
          restrictions: '',
        })),
        primaryDefaultIndex: Math.min(defaults.primaryDefaultIndex, types.length - 1),
        defaultRefundPolicy: refundPolicy,
        defaultTermsAndConditions: terms,
      },
    });
    if (result.ok) showSuccess('Ticketing defaults saved.');
    else setError(failureMessage(result, 'Failed to save settings. Please try again.'));
  };

  const applyTemplate = async (template: TicketTemplate) => {
    setError(null);
    const result = await apply.mutateAsync(template.templateId);
    setChoosing(false);
    if (!result.ok) {
      return setError(
        isConnectionFailure(result)
          ? 'Failed to apply template. Please check your connection and try again.'
          : failureMessage(result, 'Failed to apply template. Please try again.'),
      );
    }
    const applied = applyTemplateResponseSchema.parse(result.data).settings.ticketingDefaults;
    setTypes(draftsOf(applied));
    setRefundPolicy(applied.defaultRefundPolicy);
    setTerms(applied.defaultTermsAndConditions);
    setShowErrors(false);
    showSuccess(`Template "${template.name}" applied successfully.`);
  };

  return (
    <div className="form">
      <DefaultTicketFields
        types={types}
        invalid={showErrors ? invalid : []}
        onChange={setTypes}
        newKey={() => `type-${nextKey++}`}
      />
      <div className="field">
        <label htmlFor="default-refund-policy">Default Refund Policy</label>
        <textarea
          id="default-refund-policy"
          rows={4}
          value={refundPolicy}
          onChange={(event) => setRefundPolicy(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="default-terms">Default Terms and Conditions</label>
        <textarea
          id="default-terms"
          rows={6}
          value={terms}
          onChange={(event) => setTerms(event.target.value)}
        />
      </div>
      <FormMessages error={error} success={success} />
      <div className="button-row">
        <button type="button" className="button button-secondary" onClick={() => setChoosing(true)}>
          Apply Template
        </button>
        <button
          type="button"
          className="button button-primary"
          disabled={save.isPending}
          onClick={() => void submit()}
        >
          {save.isPending ? 'Saving...' : 'Save Ticketing Defaults'}
        </button>
      </div>
      <TemplateModal
        open={choosing}
        applying={apply.isPending}
        onApply={(template) => void applyTemplate(template)}
        onClose={() => setChoosing(false)}
      />
    </div>
  );
}
