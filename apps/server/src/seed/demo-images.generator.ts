import { auditoriumSvg } from './demo-auditorium.svg';
import type { DemoIconKind } from './demo-icons.svg';
import { iconSvg } from './demo-icons.svg';
import { lobbySvg } from './demo-lobby.svg';
import { logoSvg } from './demo-logo.svg';
import { loungeSvg } from './demo-lounge.svg';
import { panoramaSvg } from './demo-panorama.svg';
import { renderJpeg, renderPng } from './svg-render.helper';

export function generateLogoPng(): Promise<Buffer> {
  return renderPng(logoSvg());
}

export function generateLobbyJpeg(): Promise<Buffer> {
  return renderJpeg(lobbySvg());
}

export function generateAuditoriumPosterJpeg(): Promise<Buffer> {
  return renderJpeg(auditoriumSvg());
}

export function generateLoungeJpeg(): Promise<Buffer> {
  return renderJpeg(loungeSvg());
}

export function generateExpoPanoramaJpeg(): Promise<Buffer> {
  return renderJpeg(panoramaSvg());
}

export async function generateIconSvg(kind: DemoIconKind): Promise<Buffer> {
  return Buffer.from(iconSvg(kind), 'utf8');
}
