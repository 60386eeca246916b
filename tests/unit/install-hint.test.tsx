// The install offer: the browser's prompt when it gives one, Add to Home Screen steps on iPhone,
// nothing elsewhere or once dismissed.
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InstallHint } from '@/components/install-hint';
import { captureInstallPrompt, installWay } from '@/lib/install-prompt';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('install hint', () => {
  it('offers nothing on a desktop browser without an install prompt', () => {
    expect(installWay()).toBeNull();
    const { container } = render(<InstallHint />);
    expect(container.textContent).toBe('');
  });

  it('shows the Add to Home Screen steps on iPhone until dismissed', () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15',
    });
    const { unmount } = render(<InstallHint />);
    expect(screen.getByRole('complementary', { name: 'Install Floorcraft' }).textContent).toContain(
      'Add to Home Screen',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('complementary')).toBeNull();
    unmount();
    render(<InstallHint />);
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('uses the browser’s prompt when it offers one', async () => {
    captureInstallPrompt();
    const prompt = vi.fn(async () => {});
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    render(<InstallHint />);
    fireEvent.click(screen.getByRole('button', { name: 'Install' }));
    expect(prompt).toHaveBeenCalledOnce();
  });
});
