import styled from '@emotion/styled';
import { Button, Dialog, vars } from '@nova/shared-ui';

export interface SafetyTipModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Opened by the risk code 407001 (spec 1 §8): the request came from a device or network the
 * exchange flags. It advises what a user can do about it.
 */
export function SafetyTipModal({ open, onClose }: SafetyTipModalProps) {
  return (
    <Dialog open={open} onClose={onClose} title="Security check failed" variant="modal" width={400}>
      <Body>
        <p>This request was blocked because your device or network was flagged as risky. Your funds are safe and nothing was executed.</p>
        <ul>
          <li>Switch off your VPN or proxy, or switch to another network.</li>
          <li>Use a device you usually trade from.</li>
          <li>If it keeps happening, try again after 24 hours.</li>
        </ul>
        <Button variant="primary" block size="lg" onClick={onClose}>
          Got it
        </Button>
      </Body>
    </Dialog>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.size.space4};
  font-size: ${vars.size.fontMd};
  line-height: 1.5;
  p, ul { margin: 0; }
  ul { padding-left: 18px; color: ${vars.color.textMuted}; }
`;
