import SendRoundedIcon from '@mui/icons-material/SendRounded';
import { Box, IconButton, TextField } from '@mui/material';
import { useRef, useState, type KeyboardEvent } from 'react';
import { SESSION_LIMITS } from '@buyerlab/contract';

type ComposerProps = {
  disabled: boolean;
  placeholder: string;
  onSend: (text: string, startedAt: Date) => void;
};

/** The typed path, always available: Enter sends, Shift+Enter starts a new line. */
export function Composer({ disabled, placeholder, onSend }: ComposerProps) {
  const [text, setText] = useState('');
  const startedAtRef = useRef<Date | null>(null);

  const send = () => {
    const trimmed = text.trim();
    if (!trimmed || disabled) return;
    onSend(trimmed, startedAtRef.current ?? new Date());
    startedAtRef.current = null;
    setText('');
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 1, flex: 1, minWidth: 0 }}>
      <TextField
        value={text}
        onChange={(event) => {
          if (!startedAtRef.current) startedAtRef.current = new Date();
          setText(event.target.value);
        }}
        onKeyDown={handleKeyDown}
        disabled={disabled}
        placeholder={placeholder}
        multiline
        maxRows={4}
        fullWidth
        size="small"
        slotProps={{ htmlInput: { 'aria-label': 'Type your message', maxLength: SESSION_LIMITS.maxUserInputChars } }}
        sx={{ '& .MuiOutlinedInput-root': { borderRadius: 3, bgcolor: 'background.paper' } }}
      />
      <IconButton
        onClick={send}
        disabled={disabled || !text.trim()}
        aria-label="Send message"
        color="primary"
        sx={{
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          '&:hover': { bgcolor: 'primary.light' },
          width: 44,
          height: 44,
        }}
      >
        <SendRoundedIcon />
      </IconButton>
    </Box>
  );
}
