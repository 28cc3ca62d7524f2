import styled from '@emotion/styled';
import { QRCodeSVG } from 'qrcode.react';

export interface QrCodeProps {
  value: string;
  /** Accessible name (role img). */
  label: string;
  size?: number;
}

/** A QR code on a white tile (dark modules on light scan reliably), exposed as one image. */
export function QrCode({ value, label, size = 148 }: QrCodeProps) {
  return (
    <Tile role="img" aria-label={label} data-value={value}>
      <QRCodeSVG value={value} size={size} level="M" bgColor="#ffffff" fgColor="#0b0e13" aria-hidden="true" />
    </Tile>
  );
}

const Tile = styled.div`
  display: inline-flex;
  padding: 8px;
  border-radius: 6px;
  background: #ffffff;
  line-height: 0;
`;
