import { useEffect, useState } from 'react';

export type CameraStatus = 'starting' | 'on' | 'denied' | 'missing' | 'failed';

export const CAMERA_MESSAGES = {
  denied:
    'Camera access was refused. Allow it in your browser’s site settings to see yourself; the session carries on.',
  missing: 'No camera was found. The session carries on without your self view.',
  failed: 'The camera could not start. The session carries on without your self view.',
} as const;

/** The rep's own camera for the self view (video only; the microphone is handled by voice input). */
export function useCamera(enabled: boolean) {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [status, setStatus] = useState<CameraStatus>('starting');
  // Each time the camera is switched on it shows 'starting' until the browser answers.
  const [wasEnabled, setWasEnabled] = useState(enabled);
  if (enabled !== wasEnabled) {
    setWasEnabled(enabled);
    if (enabled) setStatus('starting');
  }

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    let acquired: MediaStream | null = null;
    const request = navigator.mediaDevices?.getUserMedia
      ? navigator.mediaDevices.getUserMedia({
          video: { width: { ideal: 640 }, height: { ideal: 480 }, facingMode: 'user' },
        })
      : Promise.reject(new DOMException('No media devices', 'NotFoundError'));
    request.then(
      (media) => {
        if (cancelled) {
          for (const track of media.getTracks()) track.stop();
          return;
        }
        acquired = media;
        setStream(media);
        setStatus('on');
      },
      (error: unknown) => {
        if (cancelled) return;
        const name = error instanceof DOMException ? error.name : '';
        setStatus(
          name === 'NotAllowedError' || name === 'SecurityError'
            ? 'denied'
            : name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError'
              ? 'missing'
              : 'failed',
        );
      },
    );
    return () => {
      cancelled = true;
      for (const track of acquired?.getTracks() ?? []) track.stop();
      setStream(null);
    };
  }, [enabled]);

  const message = status === 'denied' || status === 'missing' || status === 'failed' ? CAMERA_MESSAGES[status] : null;
  return { stream, status, message };
}
