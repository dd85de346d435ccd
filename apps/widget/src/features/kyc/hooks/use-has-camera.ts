import { useEffect, useState } from 'react';

/** Whether this device offers a camera the page may use: null while checking. */
export function useHasCamera(): boolean | null {
  const [hasCamera, setHasCamera] = useState<boolean | null>(null);
  useEffect(() => {
    let isCurrent = true;
    const check = async (): Promise<boolean> => {
      try {
        const permission = await navigator.permissions?.query({ name: 'camera' as PermissionName });
        if (permission?.state === 'denied') return false;
      } catch {
        // Browsers that cannot query the camera permission still list devices.
      }
      const devices = (await navigator.mediaDevices?.enumerateDevices?.()) ?? [];
      return devices.some((device) => device.kind === 'videoinput');
    };
    check()
      .catch(() => false)
      .then((result) => {
        if (isCurrent) setHasCamera(result);
      });
    return () => {
      isCurrent = false;
    };
  }, []);
  return hasCamera;
}

/** On iOS the KYC flow continues by e-mail rather than a new tab (spec 000 section 9). */
export function isIos(userAgent: string = navigator.userAgent): boolean {
  return /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && typeof navigator.maxTouchPoints === 'number' && navigator.maxTouchPoints > 1);
}
