// Browsers as they describe themselves to the page (navigator.userAgent,
// platform, maxTouchPoints and, in Chromium, userAgentData), for the share
// rule's tests and the share button's.
import type { DeviceHints } from '../rules';

export const DEVICES = {
  androidChrome: {
    userAgent: 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
    platform: 'Linux armv81', maxTouchPoints: 5, userAgentData: { platform: 'Android', mobile: true },
  },
  androidTablet: {
    userAgent: 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
    platform: 'Linux armv81', maxTouchPoints: 10, userAgentData: { platform: 'Android', mobile: false },
  },
  androidFirefox: { userAgent: 'Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0', platform: 'Linux armv81', maxTouchPoints: 5 },
  iPhoneSafari: {
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    platform: 'iPhone', maxTouchPoints: 5,
  },
  iPhoneChrome: {
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
    platform: 'iPhone', maxTouchPoints: 5,
  },
  iPadOld: { userAgent: 'Mozilla/5.0 (iPad; CPU OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1', platform: 'iPad', maxTouchPoints: 5 },
  // iPadOS 13 and later ask for desktop pages: a Mac, but with a touch screen.
  iPadAsMac: {
    userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
    platform: 'MacIntel', maxTouchPoints: 5,
  },
  macSafari: {
    userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
    platform: 'MacIntel', maxTouchPoints: 0,
  },
  macChrome: {
    userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
    platform: 'MacIntel', maxTouchPoints: 0, userAgentData: { platform: 'macOS', mobile: false },
  },
  windowsEdge: {
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0',
    platform: 'Win32', maxTouchPoints: 10, userAgentData: { platform: 'Windows', mobile: false },
  },
  linuxFirefox: { userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0', platform: 'Linux x86_64', maxTouchPoints: 0 },
} satisfies Record<string, DeviceHints>;
