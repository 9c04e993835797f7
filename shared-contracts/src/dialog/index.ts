export { useModalDialog, type ModalDialogOptions } from './useModalDialog';
export { ModalDialog, type ModalDialogClasses, type ModalDialogProps } from './ModalDialog';
