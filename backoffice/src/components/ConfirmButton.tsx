import { useState, type ComponentType, type MouseEvent } from 'react';
import { IconButton, Tooltip, type IconButtonProps } from '@mui/material';
import { Button, Confirm, useTranslate, type ButtonProps } from 'react-admin';

/**
 * A button that acts only after a confirmation, for what must never happen on a stray click
 * (a ban, a deletion, a change in what Mercado Pago charges). `compact` is the table-row form:
 * an icon with its name as tooltip, since a column of worded buttons drowns the data it sits
 * next to. `label` and the dialog's `messages` are catalogue keys, `texts` their arguments.
 * `onConfirm` starts the action and calls `close` once it has settled.
 */
export const ConfirmButton = ({
  label,
  icon: Icon,
  color,
  compactColor = color,
  compact = false,
  messages,
  texts,
  confirmColor,
  isPending,
  onConfirm,
}: {
  label: string;
  icon: ComponentType;
  color: ButtonProps['color'];
  compactColor?: IconButtonProps['color'];
  compact?: boolean;
  messages: { title: string; content: string; confirm: string };
  texts: Record<string, unknown>;
  confirmColor: 'primary' | 'warning';
  isPending: boolean;
  onConfirm: (close: () => void) => void;
}) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const openConfirm = (event: MouseEvent) => {
    // In a table row the click would also open the record.
    event.stopPropagation();
    setOpen(true);
  };

  return (
    <>
      {compact ? (
        <Tooltip title={translate(label)}>
          <IconButton
            size="small"
            color={compactColor}
            aria-label={translate(label)}
            onClick={openConfirm}
          >
            <Icon />
          </IconButton>
        </Tooltip>
      ) : (
        <Button label={label} color={color} onClick={openConfirm}>
          <Icon />
        </Button>
      )}
      <Confirm
        isOpen={open}
        loading={isPending}
        title={messages.title}
        titleTranslateOptions={texts}
        content={messages.content}
        contentTranslateOptions={texts}
        confirm={messages.confirm}
        confirmColor={confirmColor}
        ConfirmIcon={Icon}
        onConfirm={() => onConfirm(close)}
        onClose={close}
      />
    </>
  );
};
