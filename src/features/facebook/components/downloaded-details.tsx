// Facebook Page Connected - Downloaded Details (spec §2): what Floorcraft read from the page,
// each field only when Facebook had it, and how to refresh or fill in what is missing.
import { pageAddressOf, type FacebookStatus } from '@/contract/facebook';

type Raw = Record<string, unknown>;

/** A raw Graph value as text: lists joined, objects as "key: value" pairs, flags as yes/no. */
function shown(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (Array.isArray(value)) return value.map(String).join(', ') || null;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Raw).filter(([, v]) => v !== null && v !== '');
    if (entries.length === 0) return null;
    return entries
      .map(
        ([key, v]) =>
          `${key.replace(/_/g, ' ')}: ${v === 1 || v === true ? 'yes' : v === 0 || v === false ? 'no' : String(v)}`,
      )
      .join('; ');
  }
  return String(value);
}

const OPTIONAL_FIELDS: Array<[string, (raw: Raw) => unknown]> = [
  ['Category', (raw) => raw.category],
  ['Website', (raw) => raw.website],
  ['Phone', (raw) => raw.phone],
  ['Address', pageAddressOf],
  ['About', (raw) => raw.about],
  ['Description', (raw) => raw.description],
  ['Emails', (raw) => raw.emails],
  ['Hours', (raw) => raw.hours],
  ['Mission', (raw) => raw.mission],
  ['General Info', (raw) => raw.general_info],
  ['Price Range', (raw) => raw.price_range],
  ['Parking', (raw) => raw.parking],
  ['Payment Options', (raw) => raw.payment_options],
  ['Public Transit', (raw) => raw.public_transit],
];

export function DownloadedDetails({
  status,
  onUseDetails,
}: {
  status: FacebookStatus;
  onUseDetails: () => void;
}) {
  const raw = status.pageDetails ?? {};
  const rows: Array<[string, string]> = [
    ['Page ID', status.pageId ?? ''],
    ['Page Name', status.pageName ?? ''],
    ['User', status.userName ?? ''],
    ...OPTIONAL_FIELDS.flatMap(([label, read]): Array<[string, string]> => {
      const value = shown(read(raw));
      return value ? [[label, value]] : [];
    }),
  ];
  return (
    <section className="card" aria-labelledby="facebook-details">
      <h2 id="facebook-details">Facebook Page Connected - Downloaded Details</h2>
      <dl className="facebook-details">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <button type="button" className="button button-primary" onClick={onUseDetails}>
        Use these details for my organisation
      </button>
      <p className="muted">
        The raw data is saved to your organisation settings and can be refreshed with Refresh
        Details in Dashboard › Settings. If fields are missing, complete the About section of your
        Facebook Page and refresh.
      </p>
    </section>
  );
}
