import { useI18n } from '@/lib/i18n/use-i18n';

// "Complete purchase in m:ss" for buyers sent from the app (spec §4): darker red and a faster
// pulse under a minute.
interface Props {
  secondsLeft: number;
}

const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

export function MobileCountdown({ secondsLeft }: Props) {
  const i18n = useI18n();
  return (
    <p
      className={`mobile-countdown${secondsLeft < 60 ? ' mobile-countdown--urgent' : ''}`}
      role="timer"
      aria-live="off"
    >
      {i18n._('purchase.countdown', { time: clock(secondsLeft) })}
    </p>
  );
}
