// "Choose a Template" (spec §2): the system templates with their ticket types; choosing one applies
// it to the organisation's ticketing defaults.
import { formatMoney } from '@/contract/money';
import type { TicketTemplate } from '@/contract/organisations';
import { Modal } from '@/components/modal/modal';
import { useTemplates } from '../api/get-templates';
import { QueryStatus } from '@/components/query-status';

interface Props {
  open: boolean;
  applying: boolean;
  onApply: (template: TicketTemplate) => void;
  onClose: () => void;
}

export function TemplateModal({ open, applying, onApply, onClose }: Props) {
  const templates = useTemplates(open);
  return (
    <Modal open={open} title="Choose a Template" onClose={onClose} closeLabel="Cancel">
      <QueryStatus query={templates} what="Templates" />
      <ul className="template-list">
        {templates.data?.map((template) => (
          <li key={template.templateId} className="card">
            <h3>{template.name}</h3>
            <p>{template.description}</p>
            <ul>
              {template.ticketTypes.map((type) => (
                <li key={type.name}>
                  {type.name} — {formatMoney(type.price, type.currency)}
                </li>
              ))}
            </ul>
            <button
              type="button"
              className="button button-primary"
              disabled={applying}
              onClick={() => onApply(template)}
            >
              Use {template.name}
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
