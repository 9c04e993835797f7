export { useModalDialog, type ModalDialogOptions } from './useModalDialog';
export { ModalDialog, type DataAttributes, type ModalDialogClasses, type ModalDialogProps } from './ModalDialog';
