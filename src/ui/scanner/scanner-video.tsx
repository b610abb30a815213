import { useEffect, useRef } from 'react';

// A <video> needs its MediaStream set as a property, which React cannot do through JSX.
export function ScannerVideo({ stream }: { stream: MediaStream | null }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.srcObject = stream;
    if (stream) video.play().catch(() => undefined /* autoplay refusal: the frames are still grabbed elsewhere */);
  }, [stream]);
  return <video ref={ref} className="sklad-scanner__video" muted playsInline autoPlay />;
}
