import { Button, type ButtonProps } from '@mui/material';
import { useDemoModalStore } from '../store/demo-modal-store';

type BookDemoButtonProps = Omit<ButtonProps, 'onClick'> & {
  label?: string;
  /** When given, the click runs this instead of opening the scheduling popup (docs/product.md#header-and-footer). */
  onClick?: () => void;
};

export function BookDemoButton({ label = 'Book a Demo', onClick, ...props }: BookDemoButtonProps) {
  const openDemo = useDemoModalStore((s) => s.setDemoMeeting);
  return (
    <Button variant="contained" color="secondary" onClick={() => (onClick ? onClick() : openDemo(true))} {...props}>
      {label}
    </Button>
  );
}
