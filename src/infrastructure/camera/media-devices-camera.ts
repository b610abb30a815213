// CameraSource over navigator.mediaDevices (getUserMedia).
import type { CameraSelector } from '../../domain/scanner/camera-selector';
import { CameraError } from '../../application/scanning/camera-error';
import type { CameraDevice, CameraSource, CameraStream } from '../../application/scanning/camera-source.port';
import { reasonForGetUserMediaError } from './camera-failure-mapping';
import { VideoCameraStream } from './video-camera-stream';

export class MediaDevicesCamera implements CameraSource {
  async listCameras(): Promise<CameraDevice[]> {
    const media = this.mediaDevices();
    let devices = await media.enumerateDevices();
    // Labels stay empty until the camera was allowed once; asking first makes the picker readable.
    if (devices.some((d) => d.kind === 'videoinput' && d.label === '')) {
      const probe = await this.getUserMedia(media, { video: true, audio: false });
      for (const track of probe.getTracks()) track.stop();
      devices = await media.enumerateDevices();
    }
    const cameras = devices
      .filter((d) => d.kind === 'videoinput')
      .map((d, index) => ({ id: d.deviceId, label: d.label || `Kamera ${index + 1}` }));
    if (cameras.length === 0) throw new CameraError({ reason: 'noCamera' });
    return cameras;
  }

  async start(selector: CameraSelector): Promise<CameraStream> {
    const media = this.mediaDevices();
    const which =
      'deviceId' in selector ? { deviceId: { exact: selector.deviceId } } : { facingMode: selector.facingMode };
    // 720p is enough to resolve a 13-digit EAN at arm's length; the scan region is cut from it anyway.
    const stream = await this.getUserMedia(media, {
      video: { ...which, width: { ideal: 1280 }, height: { ideal: 720 } },
      audio: false,
    });
    const video = document.createElement('video');
    video.muted = true;
    video.playsInline = true;
    video.srcObject = stream;
    try {
      await video.play();
    } catch (cause) {
      for (const track of stream.getTracks()) track.stop();
      throw new CameraError({ reason: 'errorGettingUserMedia', cause });
    }
    return new VideoCameraStream(stream, video);
  }

  private mediaDevices(): MediaDevices {
    // Browsers hide mediaDevices on plain http; say why instead of "not supported".
    if (!globalThis.isSecureContext) throw new CameraError({ reason: 'insecureContext' });
    const media = globalThis.navigator?.mediaDevices;
    if (!media || typeof media.getUserMedia !== 'function')
      throw new CameraError({ reason: 'cameraStreamingNotSupported' });
    return media;
  }

  private async getUserMedia(media: MediaDevices, constraints: MediaStreamConstraints): Promise<MediaStream> {
    try {
      return await media.getUserMedia(constraints);
    } catch (cause) {
      throw new CameraError({ reason: reasonForGetUserMediaError(cause), cause });
    }
  }
}
